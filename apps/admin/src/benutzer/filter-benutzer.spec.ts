import type { BenutzerAdminZeile } from '@lernstapel/contracts';
import { filterBenutzer } from './filter-benutzer';

const ZEILE: BenutzerAdminZeile = {
  id: 1,
  benutzername: 'lea',
  namevoll: 'Lea Lehrerin',
  email: 'lea@schule.example',
  anmeldecode: 'ABCDEFGHJK',
  schule_id: 4,
  schule: 'Schule Demo',
  ist_main_admin: false,
  ist_schueler: false,
  ist_gesperrt: false,
};
const OHNE_SCHULE: BenutzerAdminZeile = {
  ...ZEILE,
  id: 2,
  benutzername: 'solo',
  namevoll: 'Sami Solo',
  email: null,
  anmeldecode: 'ZXCVBNMQWE',
  schule_id: null,
  schule: null,
};

describe('filterBenutzer', () => {
  it.each([
    ['', [1, 2]],
    ['   ', [1, 2]],
    ['LEHRERIN', [1]],
    ['solo', [2]],
    ['schule.example', [1]],
    ['demo', [1]],
    [' zxcv ', [2]],
    ['niemand', []],
  ])('%j → ids %j', (filter, ids) => {
    expect(filterBenutzer([ZEILE, OHNE_SCHULE], filter).map((zeile) => zeile.id)).toEqual(ids);
  });
});
