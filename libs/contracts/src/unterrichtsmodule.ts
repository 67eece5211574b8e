import type { FlashcardsKategorieDto, FlashcardsThemaDto } from './flashcardsthemen';

/** One of the user's own stacks in the 'Meine Flashcards' list (GET /api/unterrichtsmodule/{userId}). */
export interface StapelListItem {
  id: number;
  bezeichnung: string;
  kategorie: string | null;
  thema: string | null;
  anzahl_modulteile: number;
  /** cards marked for correction (korrekturmarkierung); 01 §2: part of the 'Meine Flashcards' badge */
  anzahl_zukorrigierende_modulteile: number;
  /** ISO date-time */
  datum: string;
  datum_zuletztgeaendert: string | null;
  ist_veroeffentlicht: boolean;
  wird_gemeinsam_bearbeitet: boolean;
  benutzer_ordner_id: number | null;
}

export interface StapelListResponse {
  unterrichtsmodule: StapelListItem[];
}

/** GET /api/unterrichtsmodule/byid/{id}: one stack the session user may read. */
export interface StapelDetail {
  id: number;
  bezeichnung: string;
  eigentuemer_id: number;
  /** Display name of the owner (namevoll, else benutzername). */
  eigentuemer: string;
  kategorie: string | null;
  thema: string | null;
  anzahl_modulteile: number;
  /** ISO date-time */
  datum: string;
  datum_zuletztgeaendert: string | null;
  ist_veroeffentlicht: boolean;
  public_autor_pseudonym: string | null;
  public_bemerkungen: string | null;
  wird_gemeinsam_bearbeitet: boolean;
  /** The session user owns the stack (02 §6: only the owner sees the edit button in the preview). */
  ist_eigentuemer: boolean;
}

/** A published stack in the global library. */
export interface GlobalerStapel {
  id: number;
  bezeichnung: string;
  anzahl_modulteile: number;
  flashcards_kategorie_id: number | null;
  /** ISO date-time of publishing */
  public_datum: string | null;
  public_autor_pseudonym: string | null;
  public_bemerkungen: string | null;
}

/** GET /api/unterrichtsmodule/globalemodule (02 §7). */
export interface GlobaleModuleResponse {
  flashcardsthemen: FlashcardsThemaDto[];
  flashcardsthemenukategorien: FlashcardsKategorieDto[];
  globalemodule: GlobalerStapel[];
}

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
