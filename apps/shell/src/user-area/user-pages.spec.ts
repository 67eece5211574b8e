import type { SessionUser } from '@lernstapel/contracts';
import { TEACHER } from '@lernstapel/testing';
import { roleKey } from './dashboard-role';
import { userPagesFor } from './user-pages';

const PUPIL: SessionUser = { ...TEACHER, id: 11, ist_schueler: true };

describe('the pages per role, in menu order (01 §2)', () => {
  it.each<[string, SessionUser, string[]]>([
    [
      'a teacher with a class and both flags',
      { ...TEACHER, kann_lehrpersonen_bearbeiten: true, kann_schuldaten_bearbeiten: true },
      [
        'dashboard',
        'flashcards',
        'fachgruppen',
        'lehrkraefte',
        'einstellungen',
        'aufgaben',
        'wettbewerbe',
        'hilfe',
      ],
    ],
    [
      'a teacher without flags',
      TEACHER,
      ['dashboard', 'flashcards', 'fachgruppen', 'einstellungen', 'aufgaben', 'wettbewerbe', 'hilfe'],
    ],
    [
      'an individual without a school (licence order on the teachers page, 01 §6)',
      { ...TEACHER, schule_id: null, klassen_code: null },
      ['dashboard', 'flashcards', 'lehrkraefte', 'einstellungen', 'aufgaben', 'wettbewerbe', 'hilfe'],
    ],
    ['a pupil', PUPIL, ['dashboard', 'flashcards', 'einstellungen', 'aufgaben', 'wettbewerbe', 'hilfe']],
  ])('%s', (_who, user, pages) => {
    expect(userPagesFor(user)).toEqual(pages);
  });
});

describe("the role description of 'Aktuelle Konfiguration' (01 §2)", () => {
  it.each<[string, SessionUser, string]>([
    ['a main admin', { ...TEACHER, ist_main_admin: true }, 'dashboard.rolleHauptadmin'],
    ['a pupil', PUPIL, 'dashboard.rolleSchueler'],
    ['an individual', { ...TEACHER, schule_id: null }, 'dashboard.rolleEinzelperson'],
    [
      'a teacher with Lehrpersonen',
      { ...TEACHER, kann_lehrpersonen_bearbeiten: true },
      'dashboard.rolleVerwaltung',
    ],
    [
      'a teacher with Schuldaten',
      { ...TEACHER, kann_schuldaten_bearbeiten: true },
      'dashboard.rolleVerwaltung',
    ],
    ['a teacher without flags', TEACHER, 'dashboard.rolleLehrperson'],
  ])('%s', (_who, user, key) => {
    expect(roleKey(user)).toBe(key);
  });
});
