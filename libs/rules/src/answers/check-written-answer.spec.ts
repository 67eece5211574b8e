import { emptyCard } from '../cards/empty-card';
import { checkWrittenAnswer } from './check-written-answer';

describe('checkWrittenAnswer (02 §5: exact, case-sensitive)', () => {
  const card = {
    ...emptyCard({ unterrichtsmodule_id: 1 }),
    mussfrageschriftlichbeantworten: true,
    antwort1: 'Bern',
  };

  it.each([
    ['Bern', true],
    ['bern', false],
    ['BERN', false],
    [' Bern', false],
    ['Bern ', false],
    ['Ber', false],
    ['', false],
  ])('%j → %p', (typed, expected) => {
    expect(checkWrittenAnswer(card, typed)).toBe(expected);
  });
});
