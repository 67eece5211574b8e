import type { TextKey } from '@lernstapel/texts';
import { validatePublish, validateShare, type ShareInput } from './validate-share';

describe('validateShare (01 §5)', () => {
  it.each<[string, ShareInput, TextKey[]]>([
    ['one recipient', { empfaengerIds: [3], ist_aufgabe: false }, []],
    ['no recipient', { empfaengerIds: [], ist_aufgabe: false }, ['validierung.keinEmpfaenger']],
    [
      'assignment with description',
      { empfaengerIds: [3, 4], ist_aufgabe: true, aufgabe: 'Bis Freitag lernen' },
      [],
    ],
    [
      'assignment without description',
      { empfaengerIds: [3], ist_aufgabe: true, aufgabe: '  ' },
      ['validierung.aufgabeFehlt'],
    ],
    [
      'assignment, description null',
      { empfaengerIds: [3], ist_aufgabe: true, aufgabe: null },
      ['validierung.aufgabeFehlt'],
    ],
    [
      'assignment, nothing given',
      { empfaengerIds: [], ist_aufgabe: true },
      ['validierung.keinEmpfaenger', 'validierung.aufgabeFehlt'],
    ],
    ['not an assignment: no description needed', { empfaengerIds: [3], ist_aufgabe: false, aufgabe: '' }, []],
  ])('%s → %j', (_name, input, expected) => {
    expect(validateShare(input)).toEqual(expected);
  });
});

describe('validatePublish (01 §5: pseudonym required)', () => {
  it.each<[string | null, TextKey[]]>([
    ['A. Muster', []],
    ['', ['validierung.pseudonymFehlt']],
    [' ', ['validierung.pseudonymFehlt']],
    [null, ['validierung.pseudonymFehlt']],
  ])('%j → %j', (pseudonym, expected) => {
    expect(validatePublish({ public_autor_pseudonym: pseudonym })).toEqual(expected);
  });
});
