import { startseitenName } from './session-cookies';

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
