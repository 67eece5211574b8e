import { formatDateDe, formatDateTimeDe, formatDuration } from './format-date-de';

const UTC = { timeZone: 'UTC' };

describe('formatDateDe (01 §9: German, 2-digit components)', () => {
  it.each([
    [new Date('2025-07-20T10:00:00Z'), UTC, '20.07.2025'],
    [new Date('2026-01-05T00:00:00Z'), UTC, '05.01.2026'],
    [new Date('2026-12-31T23:30:00Z'), UTC, '31.12.2026'],
    // The same instant is already 1 January in Zurich
    [new Date('2026-12-31T23:30:00Z'), { timeZone: 'Europe/Zurich' }, '01.01.2027'],
    [Date.UTC(2024, 1, 29, 12), UTC, '29.02.2024'],
    ['2026-03-09T08:15:00Z', UTC, '09.03.2026'],
  ])('%p (%j) → %p', (date, options, expected) => {
    expect(formatDateDe(date, options)).toBe(expected);
  });

  it.each([
    ['2025-07-20', '20.07.2025'],
    ['2026-01-05', '05.01.2026'],
  ])('calendar date %p is that day in any zone → %p', (date, expected) => {
    expect(formatDateDe(date, { timeZone: 'Pacific/Honolulu' })).toBe(expected);
    expect(formatDateDe(date, { timeZone: 'Pacific/Kiritimati' })).toBe(expected);
  });

  it.each(['kein Datum', Number.NaN, new Date('x')])('throws RangeError for %p', (date) => {
    expect(() => formatDateDe(date)).toThrow(RangeError);
  });
});

describe('formatDateTimeDe (dd.MM.yyyy HH:mm)', () => {
  it.each([
    [new Date('2025-07-20T08:05:00Z'), UTC, '20.07.2025 08:05'],
    [new Date('2025-07-20T00:00:00Z'), UTC, '20.07.2025 00:00'],
    [new Date('2025-07-20T23:59:59Z'), UTC, '20.07.2025 23:59'],
    [new Date('2025-07-20T08:05:00Z'), { timeZone: 'Europe/Berlin' }, '20.07.2025 10:05'],
    [new Date('2025-01-20T08:05:00Z'), { timeZone: 'Europe/Vienna' }, '20.01.2025 09:05'],
  ])('%p (%j) → %p', (date, options, expected) => {
    expect(formatDateTimeDe(date, options)).toBe(expected);
  });

  it('uses the local zone by default', () => {
    const local = new Date(2026, 2, 4, 7, 9);
    expect(formatDateTimeDe(local)).toBe('04.03.2026 07:09');
    expect(formatDateDe(local)).toBe('04.03.2026');
  });

  const localZone = { timeZone: new Intl.DateTimeFormat().resolvedOptions().timeZone };
  it.each([
    '2026-03-29T00:59:00Z',
    '2026-03-29T01:00:00Z',
    '2026-10-25T00:30:00Z',
    '2026-10-25T01:30:00Z',
    '1999-12-31T23:59:59Z',
    '2030-06-01T12:00:00Z',
  ])('%p in the local zone without Intl is what Intl says for that zone', (instant) => {
    expect(formatDateTimeDe(instant)).toBe(formatDateTimeDe(instant, localZone));
    expect(formatDateDe(instant)).toBe(formatDateDe(instant, localZone));
  });
});

describe('formatDuration (02 §9: minutes:seconds)', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [125, '2:05'],
    [600, '10:00'],
    [754, '12:34'],
    [3600, '60:00'],
    [3725, '62:05'],
    [59.6, '1:00'],
    [-3, '0:00'],
  ])('%p s → %p', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});
