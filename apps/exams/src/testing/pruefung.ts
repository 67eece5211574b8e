import type { PruefungDetail } from '@lernstapel/contracts';

/** A released exam of class K1 over stack 8 ('Tiere'); each spec overrides what it is about. */
export function pruefungDetail(overrides: Partial<PruefungDetail> = {}): PruefungDetail {
  return {
    id: 3,
    klassen_code: 'K1',
    titel: 'Englisch',
    datum: '2026-11-26',
    freigegeben: true,
    ist_korrigiert: false,
    unterrichtsmodul_id: 8,
    abgelaufen: false,
    anweisung_vor_pruefung: null,
    gesamtpunktezahl: 4,
    modultitel: 'Tiere',
    anzahl_teile: 2,
    ...overrides,
  };
}
