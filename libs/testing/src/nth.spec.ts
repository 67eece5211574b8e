import { nth } from './nth';

describe('nth', () => {
  it.each([
    [['a', 'b', 'c'], 0, 'a'],
    [['a', 'b', 'c'], 2, 'c'],
  ])('returns item %#', (list, index, expected) => {
    expect(nth(list, index)).toBe(expected);
  });

  it.each([
    [[], 0, 'expected an item at index 0, but the list has 0'],
    [['a'], 1, 'expected an item at index 1, but the list has 1'],
    [['a'], -1, 'expected an item at index -1, but the list has 1'],
  ])('fails on a missing item %#', (list: string[], index, message) => {
    expect(() => nth(list, index)).toThrow(message);
  });
});
