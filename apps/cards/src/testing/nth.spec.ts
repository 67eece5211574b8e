import { nth } from './nth';

describe('nth', () => {
  it.each([
    [['a', 'b', 'c'], 0, 'a'],
    [['a', 'b', 'c'], 2, 'c'],
  ])('returns element %#', (list, index, expected) => {
    expect(nth(list, index)).toBe(expected);
  });

  it.each([
    [[], 0, 'Expected an element at 0, found only 0.'],
    [['a'], 1, 'Expected an element at 1, found only 1.'],
    [['a'], -1, 'Expected an element at -1, found only 1.'],
  ])('fails on a missing element %#', (list: string[], index, message) => {
    expect(() => nth(list, index)).toThrow(message);
  });
});
