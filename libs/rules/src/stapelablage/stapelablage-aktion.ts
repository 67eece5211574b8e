/** 01 §4: what a party of a hand-in record can do now. Same values as StapelablageAktion in @lernstapel/contracts. */
export type StapelablageAktionWert = 'ueberpruefen' | 'verbessern' | null;

/** The fields of a hand-in record (stapelablage) the action depends on. */
export interface StapelablageParteien {
  /** 01 §4 status, stored verbatim ('Warten auf Überprüfung', 'Korrigieren', 'Warten auf Verbesserung', 'Fertig'). */
  status: string;
  /** Who handed the stack in (the sender). */
  stapel_absender_id: number;
  /** The chosen reviewer, whose tray the record is in. */
  stapel_eigentuemer_id: number;
}

/** Statuses in which the reviewer (stapel_eigentuemer_id) is to act. */
const ZUG_DES_EMPFAENGERS: readonly string[] = ['Warten auf Überprüfung', 'Korrigieren'];
/** Statuses in which the sender (stapel_absender_id) is to act. */
const ZUG_DES_ABSENDERS: readonly string[] = ['Warten auf Verbesserung'];

/**
 * 01 §4 hand-in: the recipient sees 'Überprüfen' while the status is 'Warten auf Überprüfung' or
 * 'Korrigieren'; the sender sees 'Verbessern' while it is 'Warten auf Verbesserung'; a party waiting
 * for the other party, a non-party and every party of a 'Fertig' record get null. A user who is both
 * parties (handed in to themself) gets the action of whichever role is on turn.
 */
export function stapelablageAktion(
  eintrag: StapelablageParteien,
  benutzerId: number,
): StapelablageAktionWert {
  if (eintrag.stapel_eigentuemer_id === benutzerId && ZUG_DES_EMPFAENGERS.includes(eintrag.status)) {
    return 'ueberpruefen';
  }
  if (eintrag.stapel_absender_id === benutzerId && ZUG_DES_ABSENDERS.includes(eintrag.status)) {
    return 'verbessern';
  }
  return null;
}
