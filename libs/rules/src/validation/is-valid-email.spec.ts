import { isBlank } from './is-blank';
import { isValidEmail } from './is-valid-email';

describe('isValidEmail', () => {
  it.each([
    ['lehrer@schule.ch', true],
    ['vorname.nachname@schule-x.de', true],
    ['a+b@sub.domain.at', true],
    [' mia@schule.ch ', true],
    ['müller@schule.ch', true],
    ['mia@schule', false],
    ['mia.schule.ch', false],
    ['mia@@schule.ch', false],
    ['mia@schule..ch', false],
    ['mia@.schule.ch', false],
    ['mia@schule.ch.', false],
    ['mia schmid@schule.ch', false],
    ['@schule.ch', false],
    ['', false],
    [`${'a'.repeat(250)}@x.ch`, false],
  ])('%j → %p', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('isBlank', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    [' \t\n', true],
    ['x', false],
    [' x ', false],
  ])('%j → %p', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});
