import type { TextKey } from '@lernstapel/texts';
import type { StapelablageParteien } from './stapelablage-aktion';

/** 01 §4 hand-in status values, stored verbatim (StapelablageStatus of @lernstapel/contracts). */
export const STAPELABLAGE_STATUS = [
  'Warten auf Überprüfung',
  'Korrigieren',
  'Warten auf Verbesserung',
  'Fertig',
] as const;
export type StapelablageStatusWert = (typeof STAPELABLAGE_STATUS)[number];

export function isStapelablageStatus(value: string): value is StapelablageStatusWert {
  return (STAPELABLAGE_STATUS as readonly string[]).includes(value);
}

/** The sender (stapel_absender_id) or the reviewer (stapel_eigentuemer_id) of a hand-in record. */
export type StapelablageRolle = 'absender' | 'pruefer';

interface Schritt {
  rolle: StapelablageRolle;
  von: readonly StapelablageStatusWert[];
  nach: StapelablageStatusWert;
}

const PRUEFER_AM_ZUG: readonly StapelablageStatusWert[] = ['Warten auf Überprüfung', 'Korrigieren'];

/**
 * 01 §4: the steps after the hand-in ('Warten auf Überprüfung'), one per target status:
 * - 'Überprüfen' (reviewer): the review starts → 'Korrigieren';
 * - 'Verbesserung melden' (reviewer): back to the sender → 'Warten auf Verbesserung';
 * - 'Korrigiert und OK' (reviewer): → 'Fertig' with ist_korrigiert_und_ok (the row disappears);
 * - 'Verbessern' then hand in again (sender) → 'Warten auf Überprüfung'.
 * 'Fertig' is final; a new hand-in makes a new record.
 */
const SCHRITTE: Readonly<Record<StapelablageStatusWert, Schritt>> = {
  Korrigieren: { rolle: 'pruefer', von: ['Warten auf Überprüfung'], nach: 'Korrigieren' },
  'Warten auf Verbesserung': { rolle: 'pruefer', von: PRUEFER_AM_ZUG, nach: 'Warten auf Verbesserung' },
  Fertig: { rolle: 'pruefer', von: PRUEFER_AM_ZUG, nach: 'Fertig' },
  'Warten auf Überprüfung': {
    rolle: 'absender',
    von: ['Warten auf Verbesserung'],
    nach: 'Warten auf Überprüfung',
  },
};

export type StapelablageUebergang =
  | { ok: true; status: StapelablageStatusWert; ist_korrigiert_und_ok: boolean }
  | { ok: false; fehler: TextKey };

function rollenVon(eintrag: StapelablageParteien, benutzerId: number): StapelablageRolle[] {
  const rollen: StapelablageRolle[] = [];
  if (eintrag.stapel_absender_id === benutzerId) rollen.push('absender');
  if (eintrag.stapel_eigentuemer_id === benutzerId) rollen.push('pruefer');
  return rollen;
}

/**
 * The hand-in state machine (01 §4): may `benutzerId` move the record to `nach`? Refusals, in this
 * order: no party of the record ('stapelablage.keinePartei'; the API answers 404 so the record stays
 * hidden); a step the current status does not allow ('stapelablage.schrittUnzulaessig', also every
 * step from 'Fertig'); the other party's step ('stapelablage.nurPruefer' / 'stapelablage.nurAbsender').
 * A user who is both parties may take either party's steps.
 */
export function stapelablageUebergang(
  eintrag: StapelablageParteien,
  benutzerId: number,
  nach: StapelablageStatusWert,
): StapelablageUebergang {
  const rollen = rollenVon(eintrag, benutzerId);
  if (rollen.length === 0) return { ok: false, fehler: 'stapelablage.keinePartei' };
  const schritt = SCHRITTE[nach];
  if (!isStapelablageStatus(eintrag.status) || !schritt.von.includes(eintrag.status)) {
    return { ok: false, fehler: 'stapelablage.schrittUnzulaessig' };
  }
  if (!rollen.includes(schritt.rolle)) {
    return {
      ok: false,
      fehler: schritt.rolle === 'pruefer' ? 'stapelablage.nurPruefer' : 'stapelablage.nurAbsender',
    };
  }
  return { ok: true, status: nach, ist_korrigiert_und_ok: nach === 'Fertig' };
}

/** The target statuses `benutzerId` may move the record to now (the buttons a party sees; none while waiting). */
export function stapelablageSchritte(
  eintrag: StapelablageParteien,
  benutzerId: number,
): StapelablageStatusWert[] {
  return STAPELABLAGE_STATUS.filter((nach) => stapelablageUebergang(eintrag, benutzerId, nach).ok);
}

export interface EinreichenEingabe {
  absenderId: number;
  empfaengerIds: readonly number[];
}

/** 01 §4 hand-in: at least one chosen person, and not the sender themself. */
export function validateEinreichen(eingabe: EinreichenEingabe): TextKey[] {
  const fehler: TextKey[] = [];
  if (eingabe.empfaengerIds.length === 0) fehler.push('validierung.keinEmpfaenger');
  if (eingabe.empfaengerIds.includes(eingabe.absenderId)) fehler.push('stapelablage.nichtAnDichSelbst');
  return fehler;
}
