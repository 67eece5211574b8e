import { boxOf, nextBox } from './next-box';

describe('nextBox', () => {
  it.each([
    // 02 §4
    [1, true, 2],
    [2, true, 3],
    [3, true, 3],
    [1, false, 1],
    [2, false, 1],
    [3, false, 1],
    // out-of-range stored boxes
    [0, true, 2],
    [-4, true, 2],
    [7, true, 3],
    [Number.NaN, true, 2],
    [0, false, 1],
  ])('box %p, known %p → %p', (box, known, expected) => {
    expect(nextBox(box, known)).toBe(expected);
  });
});

describe('boxOf', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [0, 1],
    [-2, 1],
    [4, 3],
    [2.7, 2],
    [Number.NaN, 1],
  ])('stored %p → box %p', (stored, expected) => {
    expect(boxOf(stored)).toBe(expected);
  });
});
