import type { TextKey } from '@lernstapel/texts';
import {
  nameOrPrevious,
  validatePupil,
  validateTeacher,
  type PupilInput,
  type TeacherInput,
} from './validate-person';

const TEACHER: TeacherInput = { namevoll: 'Anna Muster', benutzername: 'amuster', email: 'anna@schule.ch' };

describe('validateTeacher (01 §5: namevoll, benutzername, email all non-empty)', () => {
  it.each<[string, Partial<TeacherInput>, TextKey[]]>([
    ['complete', {}, []],
    ['no full name', { namevoll: ' ' }, ['validierung.namevollFehlt']],
    ['no username', { benutzername: '' }, ['validierung.benutzernameFehlt']],
    ['no e-mail', { email: '' }, ['validierung.emailFehlt']],
    ['malformed e-mail', { email: 'anna@schule' }, ['validierung.emailUngueltig']],
    [
      'all empty',
      { namevoll: '', benutzername: '', email: '' },
      ['validierung.namevollFehlt', 'validierung.benutzernameFehlt', 'validierung.emailFehlt'],
    ],
  ])('%s → %j', (_name, changes, expected) => {
    expect(validateTeacher({ ...TEACHER, ...changes })).toEqual(expected);
  });
});

describe('validatePupil (01 §5: benutzername required, e-mail optional)', () => {
  it.each<[string, PupilInput, TextKey[]]>([
    ['username only', { benutzername: 'mia' }, []],
    ['with e-mail', { benutzername: 'mia', email: 'mia@x.ch' }, []],
    ['null e-mail', { benutzername: 'mia', email: null }, []],
    ['blank username', { benutzername: '  ' }, ['validierung.benutzernameFehlt']],
    ['malformed e-mail', { benutzername: 'mia', email: 'mia' }, ['validierung.emailUngueltig']],
  ])('%s → %j', (_name, input, expected) => {
    expect(validatePupil(input)).toEqual(expected);
  });
});

describe('nameOrPrevious (01 §5: an empty name falls back to the previous value)', () => {
  it.each([
    ['', 'Mia', 'Mia'],
    ['   ', 'Mia', 'Mia'],
    [null, 'Mia', 'Mia'],
    ['Lena', 'Mia', 'Lena'],
    [' Lena ', 'Mia', 'Lena'],
  ])('%j instead of %j → %j', (value, previous, expected) => {
    expect(nameOrPrevious(value, previous)).toBe(expected);
  });
});
