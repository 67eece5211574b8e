import { roundToDecimals } from './round-to-decimals';

describe('roundToDecimals', () => {
  it.each([
    [1.005, 2, 1.01],
    [4.333333, 2, 4.33],
    [2.675, 2, 2.68],
    [66.66666666666667, 1, 66.7],
    [33.333333333333336, 1, 33.3],
    [1.25, 1, 1.3],
    [0, 2, 0],
    [6, 2, 6],
  ])('%p to %p decimals → %p', (value, decimals, expected) => {
    expect(roundToDecimals(value, decimals)).toBe(expected);
  });
});
