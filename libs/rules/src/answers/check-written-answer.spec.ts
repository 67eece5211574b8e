import { emptyCard } from '../cards/empty-card';
import { checkWrittenAnswer } from './check-written-answer';

describe('checkWrittenAnswer (02 §5: exact, case-sensitive; spaces at the ends do not count)', () => {
  const card = {
    ...emptyCard({ unterrichtsmodule_id: 1 }),
    mussfrageschriftlichbeantworten: true,
    antwort1: 'Bern',
  };

  it.each([
    ['Bern', true],
    ['bern', false],
    ['BERN', false],
    [' Bern', true],
    ['Bern ', true],
    ['  Bern\t', true],
    ['Bern\n', true],
    ['Be rn', false],
    [' bern ', false],
    ['   ', false],
    ['Ber', false],
    ['', false],
  ])('%j → %p', (typed, expected) => {
    expect(checkWrittenAnswer(card, typed)).toBe(expected);
  });
});

describe('checkWrittenAnswer: a card stored with spaces at its ends', () => {
  const card = {
    ...emptyCard({ unterrichtsmodule_id: 1 }),
    mussfrageschriftlichbeantworten: true,
    antwort1: ' New York ',
  };

  it.each([
    ['New York', true],
    [' New York ', true],
    ['New  York', false],
    ['new york', false],
  ])('%j → %p', (typed, expected) => {
    expect(checkWrittenAnswer(card, typed)).toBe(expected);
  });
});
