import { MAX_ID, positiveIdFrom } from './positive-id';

describe('positiveIdFrom (ids in URLs)', () => {
  it.each([
    ['1', 1],
    ['5', 5],
    ['42', 42],
    ['2147483647', MAX_ID],
  ])('%p → %p', (text, id) => {
    expect(positiveIdFrom(text)).toBe(id);
  });

  it.each([
    undefined,
    '',
    '0',
    '007',
    '-1',
    '+1',
    '1.5',
    '1e3',
    ' 1',
    '1 ',
    'x1',
    'abc',
    '2147483648',
    '99999999999',
  ])('%p → null', (text) => {
    expect(positiveIdFrom(text)).toBeNull();
  });
});
