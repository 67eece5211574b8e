import { isLicenceValid, isOwnUploadAllowed } from './is-licence-valid';

const NOW = new Date(2026, 10, 22, 12, 0);

describe('isLicenceValid (01 §5: lizenz_jahr equals the current year)', () => {
  it.each([
    [2026, true],
    [2025, false],
    [2027, false],
    [null, false],
    [undefined, false],
    [0, false],
  ])('lizenz_jahr %p in 2026 → %p', (jahr, expected) => {
    expect(isLicenceValid(jahr, NOW)).toBe(expected);
  });

  it.each([
    [new Date(2026, 0, 1, 0, 0), true],
    [new Date(2026, 11, 31, 23, 59), true],
    [new Date(2025, 11, 31, 23, 59), false],
  ])('on %p a 2026 licence is valid: %p', (now, expected) => {
    expect(isLicenceValid(2026, now)).toBe(expected);
  });

  it('defaults to today', () => {
    expect(isLicenceValid(new Date().getFullYear())).toBe(true);
  });
});

describe('isOwnUploadAllowed (02 §5: blocked when lizenz_jahr is earlier than this year)', () => {
  it.each([
    [2026, true],
    [2027, true],
    [2025, false],
    [null, false],
  ])('lizenz_jahr %p in 2026 → %p', (jahr, expected) => {
    expect(isOwnUploadAllowed(jahr, NOW)).toBe(expected);
  });
});
