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
    [
      'a teacher sets an assignment',
      { empfaengerIds: [3], ist_aufgabe: true, aufgabe: 'Lernen', absender: { id: 9, ist_schueler: false } },
      [],
    ],
    [
      'a pupil cannot share as an assignment (01 §6)',
      { empfaengerIds: [3], ist_aufgabe: true, aufgabe: 'Lernen', absender: { id: 9, ist_schueler: true } },
      ['teilen.aufgabeNurLehrpersonen'],
    ],
    [
      'a pupil shares with themself (01 §6: not in the own list)',
      { empfaengerIds: [3, 9], ist_aufgabe: false, absender: { id: 9, ist_schueler: true } },
      ['teilen.nichtMitDirSelbst'],
    ],
    [
      'a teacher is in their own list (01 §6 excludes pupils only)',
      { empfaengerIds: [9], ist_aufgabe: false, absender: { id: 9, ist_schueler: false } },
      [],
    ],
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
