import { nextBox } from './next-box';

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
