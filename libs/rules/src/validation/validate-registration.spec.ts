import type { TextKey } from '@lernstapel/texts';
import { validateRegistration, type RegistrationInput, type RegistrationKind } from './validate-registration';

const SCHOOL: RegistrationInput = {
  benutzername: 'amuster',
  namevoll: 'Anna Muster',
  kuerzel: 'AM',
  schulName1: 'Schule Beispiel',
  schulStrasse: 'Hauptstrasse 1',
  schulPLZ: '8000',
  schulOrt: 'Zürich',
  schulLand: 'DE',
  email: 'anna@schule.ch',
};

const INDIVIDUAL: RegistrationInput = {
  benutzername: 'amuster',
  namevoll: 'Anna Muster',
  email: 'anna@example.org',
};

describe('validateRegistration (01 §5)', () => {
  it.each<[string, RegistrationKind, RegistrationInput, TextKey[]]>([
    ['school, complete', 'schule', SCHOOL, []],
    ['school, CH', 'schule', { ...SCHOOL, schulLand: 'CH' }, []],
    ['school, A', 'schule', { ...SCHOOL, schulLand: 'A' }, []],
    ['school, no school name', 'schule', { ...SCHOOL, schulName1: ' ' }, ['validierung.schulnameFehlt']],
    ['school, no street', 'schule', { ...SCHOOL, schulStrasse: '' }, ['validierung.strasseFehlt']],
    ['school, no postal code', 'schule', { ...SCHOOL, schulPLZ: null }, ['validierung.plzFehlt']],
    ['school, postal code of 10', 'schule', { ...SCHOOL, schulPLZ: '1234567890' }, []],
    [
      'school, postal code of 11',
      'schule',
      { ...SCHOOL, schulPLZ: '12345678901' },
      ['validierung.plzZuLang'],
    ],
    ['school, no city', 'schule', { ...SCHOOL, schulOrt: '' }, ['validierung.ortFehlt']],
    ['school, unknown country', 'schule', { ...SCHOOL, schulLand: 'FR' }, ['validierung.landUngueltig']],
    ['school, no e-mail', 'schule', { ...SCHOOL, email: '' }, ['validierung.emailFehlt']],
    [
      'school, only personal data',
      'schule',
      INDIVIDUAL,
      [
        'validierung.schulnameFehlt',
        'validierung.strasseFehlt',
        'validierung.plzFehlt',
        'validierung.ortFehlt',
        'validierung.landUngueltig',
      ],
    ],
    ['individual, complete', 'einzelperson', INDIVIDUAL, []],
    ['individual, school fields are not needed', 'einzelperson', { ...INDIVIDUAL, schulLand: 'FR' }, []],
    [
      'individual, no full name',
      'einzelperson',
      { ...INDIVIDUAL, namevoll: '' },
      ['validierung.namevollFehlt'],
    ],
    [
      'individual, no username',
      'einzelperson',
      { ...INDIVIDUAL, benutzername: ' ' },
      ['validierung.benutzernameFehlt'],
    ],
    [
      'individual, bad e-mail',
      'einzelperson',
      { ...INDIVIDUAL, email: 'anna' },
      ['validierung.emailUngueltig'],
    ],
  ])('%s → %j', (_name, kind, input, expected) => {
    expect(validateRegistration(input, kind)).toEqual(expected);
  });
});
