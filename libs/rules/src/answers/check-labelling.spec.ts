import type { CardFields, LabelNumber } from '../cards/card-fields';
import { emptyCard } from '../cards/empty-card';
import {
  checkLabellingNumbers,
  checkLabellingText,
  isValidLabelNumberInput,
  shuffledLabelNumbers,
  type LabelNumbers,
  type LabelTexts,
} from './check-labelling';

// Labels 1, 2 and 4 carry text; 3 is blank and 5..10 empty.
const CARD: CardFields = {
  ...emptyCard({ unterrichtsmodule_id: 1 }),
  ist_bildmitbeschriftung: true,
  frage_videobild_url: 'https://x/herz.png',
  beschriftung_1: 'Vorhof',
  beschriftung_2: ' Kammer ',
  beschriftung_3: '   ',
  beschriftung_4: 'Aorta',
};

describe('checkLabellingText (02 §5: each non-empty label vs the typed text, trimmed)', () => {
  it.each<[string, LabelTexts, boolean]>([
    ['all right', { 1: 'Vorhof', 2: 'Kammer', 4: 'Aorta' }, true],
    ['typed with spaces', { 1: ' Vorhof ', 2: 'Kammer  ', 4: '\tAorta' }, true],
    [
      'blank label needs no answer, extra input ignored',
      { 1: 'Vorhof', 2: 'Kammer', 3: 'egal', 4: 'Aorta' },
      true,
    ],
    ['one wrong', { 1: 'Vorhof', 2: 'Kammer', 4: 'Vene' }, false],
    ['case differs', { 1: 'vorhof', 2: 'Kammer', 4: 'Aorta' }, false],
    ['one missing', { 1: 'Vorhof', 2: 'Kammer' }, false],
    ['nothing typed', {}, false],
  ])('%s → %p', (_name, typed, expected) => {
    expect(checkLabellingText(CARD, typed)).toBe(expected);
  });
});

describe('checkLabellingNumbers (02 §5: typed number 1..10 vs the shuffled number)', () => {
  const shuffled: LabelNumbers = { 1: 3, 2: 1, 4: 2 };

  it.each<[string, LabelNumbers, boolean]>([
    ['all right', { 1: 3, 2: 1, 4: 2 }, true],
    ['two swapped', { 1: 1, 2: 3, 4: 2 }, false],
    ['one missing', { 1: 3, 2: 1 }, false],
    ['out of range', { 1: 3, 2: 1, 4: 12 }, false],
    ['not whole', { 1: 3, 2: 1, 4: 2.5 }, false],
  ])('%s → %p', (_name, typed, expected) => {
    expect(checkLabellingNumbers(CARD, typed, shuffled)).toBe(expected);
  });

  it.each([
    [0, false],
    [1, true],
    [10, true],
    [11, false],
    [Number.NaN, false],
  ])('isValidLabelNumberInput(%p) → %p', (value, expected) => {
    expect(isValidLabelNumberInput(value)).toBe(expected);
  });
});

describe('shuffledLabelNumbers', () => {
  it('numbers the non-empty labels 1..k in an order decided by random', () => {
    // Fisher-Yates over [1, 2, 3]: i=2 picks j=0 (swap 3↔1 → [3,2,1]), i=1 picks j=1 (stays).
    const values = [0, 0.9];
    const result = shuffledLabelNumbers(CARD, () => values.shift() ?? 0);
    expect(result).toEqual({ 1: 3, 2: 2, 4: 1 });
  });

  it.each([0, 0.25, 0.5, 0.999])('with random() = %p gives a permutation of 1..3', (value) => {
    const result = shuffledLabelNumbers(CARD, () => value);
    const labels = Object.keys(result).map(Number) as LabelNumber[];
    expect(labels).toEqual([1, 2, 4]);
    expect(Object.values(result).sort()).toEqual([1, 2, 3]);
  });

  it('works with the shuffled numbers it produced', () => {
    const shuffled = shuffledLabelNumbers(CARD);
    expect(checkLabellingNumbers(CARD, shuffled, shuffled)).toBe(true);
  });
});
