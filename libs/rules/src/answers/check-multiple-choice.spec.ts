import type { CardFields } from '../cards/card-fields';
import { emptyCard } from '../cards/empty-card';
import {
  checkMultipleChoice,
  correctAnswerNumbers,
  correctAnswerTexts,
  isSingleChoice,
  usedAnswerNumbers,
} from './check-multiple-choice';

function mc(overrides: Partial<CardFields>): CardFields {
  return {
    ...emptyCard({ unterrichtsmodule_id: 1 }),
    multiplechoice: true,
    anzahl_antworten: 4,
    antwort1: 'Bern',
    antwort2: 'Wien',
    antwort3: 'Genf',
    antwort4: 'Berlin',
    antwort5: 'Rom',
    ...overrides,
  };
}

// Several correct: 1 and 3 of 4; answer 5 (beyond the count) is marked correct but not in use.
const SEVERAL = mc({ antwort1_richtig: true, antwort3_richtig: true, antwort5_richtig: true });
const ONE = mc({ antwort2_richtig: true });

describe('checkMultipleChoice (02 §5)', () => {
  it.each<[string, number[], boolean]>([
    ['all correct, no wrong', [1, 3], true],
    ['order does not matter', [3, 1], true],
    ['a repeated choice counts once', [1, 3, 3], true],
    ['one correct missing', [1], false],
    ['all correct plus a wrong one', [1, 3, 2], false],
    ['only wrong ones', [2, 4], false],
    ['nothing chosen', [], false],
    ['slot 5 beyond the count chosen', [1, 3, 5], false],
    ['a number outside 1..5', [1, 3, 9], false],
  ])('several correct: %s %j → %p', (_name, chosen, expected) => {
    expect(checkMultipleChoice(SEVERAL, chosen)).toBe(expected);
  });

  it.each<[number[], boolean]>([
    [[2], true],
    [[1], false],
    [[2, 1], false],
    [[], false],
  ])('one correct: chosen %j → %p', (chosen, expected) => {
    expect(checkMultipleChoice(ONE, chosen)).toBe(expected);
  });

  it('accepts a Set', () => {
    expect(checkMultipleChoice(SEVERAL, new Set([1, 3]))).toBe(true);
  });
});

describe('multiple-choice helpers', () => {
  it.each<[string, CardFields, boolean]>([
    ['one correct → click decides', ONE, true],
    ['two correct → checkboxes', SEVERAL, false],
    ['only a correct answer beyond the count', mc({ antwort5_richtig: true }), false],
  ])('isSingleChoice: %s', (_name, card, expected) => {
    expect(isSingleChoice(card)).toBe(expected);
  });

  it.each([
    [2, [1, 2]],
    [4, [1, 2, 3, 4]],
    [5, [1, 2, 3, 4, 5]],
  ])('anzahl_antworten %p uses slots %j', (count, expected) => {
    expect(usedAnswerNumbers(mc({ anzahl_antworten: count }))).toEqual(expected);
  });

  it('lists the correct answers in use', () => {
    expect(correctAnswerNumbers(SEVERAL)).toEqual([1, 3]);
    expect(correctAnswerTexts(SEVERAL)).toEqual(['Bern', 'Genf']);
  });
});
