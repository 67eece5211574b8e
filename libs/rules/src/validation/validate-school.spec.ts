import type { TextKey } from '@lernstapel/texts';
import { isLandCode } from './land';
import {
  validateContactPerson,
  validateSchool,
  type ContactPersonInput,
  type SchoolInput,
} from './validate-school';

const SCHOOL: SchoolInput = { name1: 'Schule Beispiel', plz: '8000', land: 'CH' };

describe('validateSchool (01 §5: name1; postal codes ≤ 10; land DE/CH/A)', () => {
  it.each<[string, Partial<SchoolInput>, TextKey[]]>([
    ['minimal', {}, []],
    ['no name', { name1: '' }, ['validierung.schulnameFehlt']],
    ['null name', { name1: null }, ['validierung.schulnameFehlt']],
    ['postal code of 10', { plz: '1234567890' }, []],
    ['postal code of 11', { plz: '12345678901' }, ['validierung.plzZuLang']],
    ['billing postal code of 11', { rechnungsplz: 'D-123456789' }, ['validierung.rechnungsplzZuLang']],
    ['empty postal code is allowed', { plz: '' }, []],
    ['country DE', { land: 'DE' }, []],
    ['country A', { land: 'A' }, []],
    ['country AT', { land: 'AT' }, ['validierung.landUngueltig']],
    ['no country', { land: null }, ['validierung.landUngueltig']],
    ['billing country A', { rechnungsland: 'A' }, []],
    ['billing country FR', { rechnungsland: 'FR' }, ['validierung.landUngueltig']],
    ['bad e-mail 1', { email1: 'sekretariat' }, ['validierung.emailUngueltig']],
    ['two bad e-mails give one message', { email1: 'x', email2: 'y' }, ['validierung.emailUngueltig']],
    ['good e-mails', { email1: 'info@schule.ch', email2: '' }, []],
  ])('%s → %j', (_name, changes, expected) => {
    expect(validateSchool({ ...SCHOOL, ...changes })).toEqual(expected);
  });
});

describe('isLandCode', () => {
  it.each([
    ['DE', true],
    ['CH', true],
    ['A', true],
    ['de', false],
    ['AT', false],
    ['', false],
  ])('%j → %p', (value, expected) => {
    expect(isLandCode(value)).toBe(expected);
  });
});

describe('validateContactPerson (01 §3, §5: name required, e-mail optional but well-formed)', () => {
  it.each<[string, ContactPersonInput, TextKey[]]>([
    ['name and e-mail', { namevoll: 'Eva Meier', email: 'eva@schule.ch' }, []],
    ['name only', { namevoll: 'Eva Meier', email: null }, []],
    ['empty e-mail', { namevoll: 'Eva Meier', email: '  ' }, []],
    ['no name', { namevoll: ' ', email: 'eva@schule.ch' }, ['validierung.namevollFehlt']],
    ['null name', { namevoll: null }, ['validierung.namevollFehlt']],
    ['malformed e-mail', { namevoll: 'Eva Meier', email: 'eva@schule' }, ['validierung.emailUngueltig']],
    [
      'no name and a malformed e-mail',
      { namevoll: '', email: 'eva' },
      ['validierung.namevollFehlt', 'validierung.emailUngueltig'],
    ],
  ])('%s → %j', (_name, person, expected) => {
    expect(validateContactPerson(person)).toEqual(expected);
  });
});
