import type { StapelListItem } from './unterrichtsmodul';

/**
 * One entry of the user's mailbox (Briefkasten, 01 §2/§3 share): a stack somebody shared with the
 * session user, optionally as an assignment. One item per share row.
 * GET /api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/{userId} (own id only).
 */
export interface GeteilterStapelItem {
  /** id of the share row (the mailbox entry) */
  id: number;
  unterrichtsmodule_id: number;
  bezeichnung: string;
  /** display name of the stack's owner, who shared it (namevoll, else benutzername) */
  eigentuemer: string;
  anzahl_modulteile: number;
  ist_aufgabe: boolean;
  /** the assignment's description (01 §5: required when shared as an assignment) */
  aufgabe: string | null;
  /** due date 'YYYY-MM-DD' */
  aufgabe_abgabe_bis: string | null;
  /** ISO date-time */
  geteilt_am: string;
}

/** Field name as in 01 §7 'alledaten' (allegeteilteFuerBenutzer); newest share first. */
export interface GeteilteStapelResponse {
  allegeteilteFuerBenutzer: GeteilterStapelItem[];
}

/**
 * A stack the session user edits in a team with its owner (01 §4 team editing, pseudo-folder
 * 'Team-Ordner'). Only stacks of other owners whose team editing is on; the user's own team stacks
 * are in the own list with wird_gemeinsam_bearbeitet.
 * GET /api/unterrichtsmodule/gemeinsamestapel/{userId} (own id only).
 */
export interface TeamStapelItem extends StapelListItem {
  /** always null here: the owner's folder is not the member's; the UI shows these in the 'Team-Ordner' */
  benutzer_ordner_id: null;
  eigentuemer_id: number;
  /** display name of the owner */
  eigentuemer: string;
}

/** Field name as in 01 §7 'alledaten' (gemeinsameStapel); sorted by title. */
export interface TeamStapelResponse {
  gemeinsameStapel: TeamStapelItem[];
}

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
