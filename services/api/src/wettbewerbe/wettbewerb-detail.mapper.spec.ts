import { raceModus } from './wettbewerb-detail.mapper';

describe('raceModus (01 §4: 0 all questions, 1 half, 2 two thirds)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 0],
    [-1, 0],
  ])('stored %i → mode %i', (stored, expected) => {
    expect(raceModus(stored)).toBe(expected);
  });
});
