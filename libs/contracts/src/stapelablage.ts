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

/**
 * POST /api/stapelablage/einreichen (01 §4 'hand in'; licence): the owner of the stack (the sender)
 * hands it in to the chosen persons of the own school (at least one; not to oneself); one record per
 * person, status 'Warten auf Überprüfung'. A person who has an open record of this stack already → 409.
 * Answers the confirmation of 01 §8 and the sender's hand-in list.
 */
export interface StapelablageEinreichenRequest {
  unterrichtsmodule_id: number;
  empfaenger_ids: number[];
}

/**
 * POST /api/stapelablage (01 §7 'hand-in record'; licence): moves one record to `status`. The state
 * machine is `stapelablageUebergang` of @lernstapel/rules:
 * - reviewer (stapel_eigentuemer_id), 'Warten auf Überprüfung' → 'Korrigieren' ('Überprüfen' opens the
 *   stack at /editunterrichtsmodul/{id}/korrigieren);
 * - reviewer, 'Warten auf Überprüfung' | 'Korrigieren' → 'Warten auf Verbesserung' ('Verbesserung melden');
 * - reviewer, 'Warten auf Überprüfung' | 'Korrigieren' → 'Fertig' ('Korrigiert und OK',
 *   ist_korrigiert_und_ok = true; the row disappears);
 * - sender (stapel_absender_id), 'Warten auf Verbesserung' → 'Warten auf Überprüfung' (hands in again).
 * Anything else is 409 with a German text (wrong status or the other party's turn); a user who is
 * no party gets 404. Answers the message (if any) and the caller's hand-in list.
 */
export interface StapelablageStatusRequest {
  id: number;
  status: StapelablageStatus;
}

export interface StapelablageAktionResponse extends StapelablageResponse {
  /** the confirmation to show, null when the step has none */
  message: string | null;
}
