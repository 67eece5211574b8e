import { isBlank } from './is-blank';

describe('isBlank (every "… fehlt" check of 01 §5 and 02 §5)', () => {
  it.each<[string | null | undefined, boolean]>([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    ['\t\n ', true],
    ['a', false],
    ['  a  ', false],
    ['0', false],
  ])('isBlank(%j) → %p', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});
