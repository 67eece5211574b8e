import { isoDateOrNull, validateExam } from './validate-exam';

describe('isoDateOrNull', () => {
  it.each([
    ['2026-11-26', '2026-11-26'],
    ['2028-02-29', '2028-02-29'],
    ['2026-02-29', null],
    ['2026-02-30', null],
    ['2026-13-01', null],
    ['26.11.2026', null],
    ['2026-1-5', null],
    ['', null],
  ])('%s → %s', (wert, erwartet) => expect(isoDateOrNull(wert)).toBe(erwartet));
});

describe('validateExam', () => {
  it.each([
    [{ titel: 'Englisch', datum: '2026-11-26' }, {}],
    [{ titel: '   ', datum: '2026-11-26' }, { titel: 'pruefungen.titelLeer' }],
    [{ titel: 'Englisch', datum: '' }, { datum: 'pruefungen.datumUngueltig' }],
    [
      { titel: '', datum: '2026-02-30' },
      { titel: 'pruefungen.titelLeer', datum: 'pruefungen.datumUngueltig' },
    ],
  ])('%o → %o', (eingabe, erwartet) => expect(validateExam(eingabe)).toEqual(erwartet));
});
