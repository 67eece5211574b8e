import {
  raceModeOptions,
  raceQuestionCount,
  type RaceModeOption,
  type RaceModus,
} from './race-question-count';

describe('raceQuestionCount (01 §4: all, half rounded, two thirds rounded)', () => {
  it.each<[RaceModus, number, number]>([
    [0, 12, 12],
    [1, 12, 6],
    [2, 12, 8],
    [0, 7, 7],
    [1, 7, 4],
    [2, 7, 5],
    [1, 5, 3],
    [2, 5, 3],
    [1, 1, 1],
    [2, 1, 1],
    [1, 2, 1],
    [2, 2, 1],
    [1, 3, 2],
    [2, 3, 2],
    [2, 4, 3],
    [0, 0, 0],
    [1, 0, 0],
    [2, 0, 0],
  ])('modus %p with %p cards → %p questions', (modus, cards, expected) => {
    expect(raceQuestionCount(modus, cards)).toBe(expected);
  });
});

describe('raceModeOptions (01 §4: option 2 hidden when equal to option 1)', () => {
  it.each<[number, RaceModeOption[]]>([
    [
      12,
      [
        { modus: 0, anzahl: 12 },
        { modus: 1, anzahl: 6 },
        { modus: 2, anzahl: 8 },
      ],
    ],
    [
      4,
      [
        { modus: 0, anzahl: 4 },
        { modus: 1, anzahl: 2 },
        { modus: 2, anzahl: 3 },
      ],
    ],
    [
      5,
      [
        { modus: 0, anzahl: 5 },
        { modus: 1, anzahl: 3 },
      ],
    ],
    [
      3,
      [
        { modus: 0, anzahl: 3 },
        { modus: 1, anzahl: 2 },
      ],
    ],
    [
      2,
      [
        { modus: 0, anzahl: 2 },
        { modus: 1, anzahl: 1 },
      ],
    ],
    [
      1,
      [
        { modus: 0, anzahl: 1 },
        { modus: 1, anzahl: 1 },
      ],
    ],
    [
      0,
      [
        { modus: 0, anzahl: 0 },
        { modus: 1, anzahl: 0 },
      ],
    ],
  ])('%p cards → %j', (cards, expected) => {
    expect(raceModeOptions(cards)).toEqual(expected);
  });
});
