import { ersterNameAusCookie, startseitenName } from './session-cookies';

describe('startseitenName: the saved-login cookie holds only what the start page needs (issue 29)', () => {
  it.each([
    ['Anna Müller', 'Anna'],
    ['  Jürg  Hans   Meier ', 'Jürg'],
    ['Müller', 'M.'],
    ['Émile', 'É.'],
    ['', ''],
  ])('%j → %j', (namevoll, erwartet) => {
    expect(startseitenName(namevoll)).toBe(erwartet);
  });
});

describe('ersterNameAusCookie: a name cookie already set keeps its first word (issue 29 §3)', () => {
  it.each([
    ['Thomas Weber', 'Thomas'],
    [' Jana  Maria Keller', 'Jana'],
    ['Thomas', 'Thomas'],
    ['M.', 'M.'],
    ['', ''],
  ])('%j → %j', (wert, erwartet) => {
    expect(ersterNameAusCookie(wert)).toBe(erwartet);
  });
});
