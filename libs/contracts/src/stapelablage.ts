/** 01 §4 hand-in status values, stored verbatim. */
export type StapelablageStatus =
  'Warten auf Überprüfung' | 'Korrigieren' | 'Warten auf Verbesserung' | 'Fertig';

/**
 * What the session user can do with a hand-in now (01 §4): the reviewer 'ueberpruefen' while the status
 * is 'Warten auf Überprüfung' or 'Korrigieren'; the sender 'verbessern' while it is 'Warten auf
 * Verbesserung'; null while waiting for the other party. Computed by the server with the rule in
 * @lernstapel/rules (stapelablageAktion).
 */
export type StapelablageAktion = 'ueberpruefen' | 'verbessern' | null;

/**
 * One hand-in record (stapelablage, 01 §3) the session user is a party of. stapel_absender_id is who
 * handed the stack in (the sender); stapel_eigentuemer_id is the chosen reviewer, whose tray the entry
 * is in. Rows with status 'Fertig' are not listed (01 §4).
 * GET /api/stapelablage/{userId} (own id only).
 */
export interface StapelablageItem {
  id: number;
  unterrichtsmodule_id: number;
  bezeichnung: string;
  stapel_eigentuemer_id: number;
  stapel_absender_id: number;
  status: StapelablageStatus;
  ist_korrigiert_und_ok: boolean;
  /** display names of the two parties */
  absender: string;
  eigentuemer: string;
  aktion: StapelablageAktion;
  /** ISO date-time */
  erstellt_am: string;
}

/** Field name: the hand-in list; newest first. */
export interface StapelablageResponse {
  stapelablage: StapelablageItem[];
}
