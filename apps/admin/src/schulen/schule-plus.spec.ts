import { hasSchulePlusAtBottom } from './schule-plus';

describe("'Schule +' at the bottom (01 §2: with 10 or more schools)", () => {
  it.each([
    [0, false],
    [1, false],
    [9, false],
    [10, true],
    [11, true],
    [250, true],
  ])('%i schools → %s', (anzahl, expected) => {
    expect(hasSchulePlusAtBottom(anzahl)).toBe(expected);
  });
});
