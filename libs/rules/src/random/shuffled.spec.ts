import { shuffled } from './shuffled';

describe('shuffled', () => {
  it('keeps every value exactly once and leaves the input alone', () => {
    const values = [1, 2, 3, 4, 5, 6];
    expect([...shuffled(values)].sort()).toEqual(values);
    expect(values).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('takes its order from random', () => {
    expect(shuffled([1, 2, 3, 4, 5, 6], () => 0)).toEqual([2, 3, 4, 5, 6, 1]);
    expect(shuffled([1, 2, 3], () => 0.99)).toEqual([1, 2, 3]);
  });
});
