import type { StapelRechteWerte } from '@lernstapel/rules';
import type { BenutzerordnerItem } from './benutzerordner';
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
  /** the stack dialog's values (01 §3), so that 'edit properties' opens filled in */
  flashcards_kategorie_id: number | null;
  jahrgangsstufen: string | null;
  faecher: string | null;
  /** the publish dialog's values (01 §4) */
  public_autor_pseudonym: string | null;
  public_bemerkungen: string | null;
  /** the source of a copy (mailbox or global library), else null */
  ist_kopie_von_umodul_id: number | null;
  /**
   * 01 §3/§9 geteiltebenutzer: display names of the recipients of the stack's shares, comma-separated
   * and cut at 30 characters (rule `geteiltMitKurz` of @lernstapel/rules); '' when not shared.
   */
  geteiltebenutzer: string;
  /** the same names, uncut (for a tooltip) */
  geteilt_mit: string[];
  /** a hand-in record of this stack is open (not 'Fertig'); 02 §6: with a marked card, the red hint */
  ist_in_stapelablage: boolean;
}

export interface StapelListResponse {
  unterrichtsmodule: StapelListItem[];
}

/** GET /api/unterrichtsmodule/byid/{id}: one stack the session user may read. */
export interface StapelDetail {
  id: number;
  bezeichnung: string;
  /**
   * null for a reader who sees the stack only through the global library (or asks with
   * ?ansicht=globalemodule and is not the owner): 02 §6, the owner stays hidden.
   */
  eigentuemer_id: number | null;
  /** Display name of the owner (namevoll, else benutzername), or the pseudonym in the library view. */
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
  flashcards_kategorie_id: number | null;
  ist_kopie_von_umodul_id: number | null;
  /** a hand-in record of this stack is open (not 'Fertig') */
  ist_in_stapelablage: boolean;
  /** cards marked for correction; with ist_in_stapelablage the owner sees the red hint (02 §6) */
  anzahl_zukorrigierende_modulteile: number;
  /** What the session user may do with this stack and its cards (rule `stapelRechte`, enforced by the API). */
  rechte: StapelRechte;
}

/**
 * What a user may do with one stack (01 §4 team editing, 02 §6): the rule `stapelRechte` of
 * @lernstapel/rules, enforced by the API. Non-owners lose edit-properties, delete, share and
 * publish. Card rights per card come from `darfKarteBearbeiten` (pupils in a team stack: only cards
 * they wrote).
 */
export type StapelRechte = StapelRechteWerte;

/** Query of GET /api/unterrichtsmodule/byid/{id} and GET /api/unterrichtsmodulteile/{id}. */
export interface StapelAnsichtQuery {
  /** 'globalemodule': the library view, the owner is shown by pseudonym only (02 §6) */
  ansicht?: 'globalemodule';
}

/**
 * The stack dialog (01 §2, §5): title required, a category required. `id` absent or 0 creates a
 * stack, otherwise updates an own stack. benutzer_ordner_id: an own folder, or null / -99 ('kein
 * Ordner'); the team pseudo-folder 1234567890 is refused.
 */
export interface StapelEigenschaften {
  id?: number;
  bezeichnung: string;
  flashcards_kategorie_id: number;
  jahrgangsstufen?: string | null;
  faecher?: string | null;
  benutzer_ordner_id?: number | null;
}

/**
 * POST /api/unterrichtsmodule (01 §7: "body benutzerOrdner and unterrichtsModul; returns
 * unterrichtsmodule and benutzerordner"). benutzerOrdner with id 0 ('Neuer Ordner') and a name
 * creates that folder and puts the stack in it (the name rules of POST /api/benutzerordner);
 * with an own folder's id it is the same as unterrichtsModul.benutzer_ordner_id.
 */
export interface StapelSpeichernRequest {
  unterrichtsModul: StapelEigenschaften;
  benutzerOrdner?: { id: number; name?: string } | null;
}

export interface StapelSpeichernResponse {
  /** the saved stack */
  unterrichtsmodul: StapelListItem;
  /** the own list after saving, as GET /api/unterrichtsmodule/{userId} */
  unterrichtsmodule: StapelListItem[];
  /** the own folders after saving, as GET /api/benutzerordner/{userId} */
  benutzerordner: BenutzerordnerItem[];
}

/**
 * POST /api/unterrichtsmodule/delete (owner only): the stack with its cards, results, shares,
 * team members and hand-ins. Answers the own list.
 */
export interface StapelIdRequest {
  id: number;
}

/**
 * POST /api/unterrichtsmodule/teilen (01 §3 share, §5, §6; licence): recipients are users of the own
 * school (GET /api/benutzer/benutzertoshare) and the members of groups of the own school; at least one
 * in all. ist_aufgabe (teachers only; pupils 403) needs a non-empty aufgabe. A recipient who has the
 * stack already gets the new assignment fields. Answers the confirmation
 * 'Der Stapel wurde mit den ausgewählten Benutzern geteilt und erscheint nun in deren Briefkästen'.
 */
export interface TeilenRequest {
  unterrichtsmodule_id: number;
  benutzerids: number[];
  schuelergruppenids?: number[];
  ist_aufgabe?: boolean;
  aufgabe?: string | null;
  /** 'YYYY-MM-DD' */
  aufgabe_abgabe_bis?: string | null;
}

/** POST /api/unterrichtsmodule/briefkasten/entfernen: removes one own mailbox entry (share row id). */
export interface BriefkastenEntfernenRequest {
  id: number;
}

/**
 * POST /api/unterrichtsmodule/gemeinsamerstapel (01 §7; owner only; licence): team editing on with
 * these members (users of the own school; replaces the member list). The spec spells the field
 * 'unterrichtsmdule_id'; Lernstapel uses the spelling of every other payload.
 * Answers 'Der Stapel wurde zur Bearbeitung im Team mit den ausgewählten Teilnehmern freigegeben.'
 */
export interface GemeinsamerStapelRequest {
  unterrichtsmodule_id: number;
  benutzerids: number[];
}

/** POST /api/unterrichtsmodule/gemeinsamerstapel/beenden (owner only): team editing off, members removed. */
export interface GemeinsamerStapelBeendenRequest {
  unterrichtsmodule_id: number;
}

/**
 * POST /api/unterrichtsmodule/veroeffentlichen (01 §7; owner with kann_stapel_veroeffentlichen;
 * licence): pseudonym required, remarks optional. ist_veroeffentlicht may be sent as in the spec
 * and must then be true; withdrawing is its own route.
 */
export interface VeroeffentlichenRequest {
  id: number;
  public_autor_pseudonym: string;
  public_bemerkungen?: string | null;
  ist_veroeffentlicht?: true;
}

/**
 * POST /api/unterrichtsmodule/veroeffentlichen/zuruecknehmen (owner; no flag or licence needed to
 * withdraw): answers 'Die Veröffentlichung des Stapels wurde zurückgenommen.'
 */
export type VeroeffentlichungZuruecknehmenRequest = StapelIdRequest;

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
  /**
   * The stack's cards are locked for the user now (an exam or race in progress over it, issue 22 §1):
   * reading them answers 423 until it ends, so the device store does not ask (issue 27).
   */
  gesperrt: boolean;
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

/**
 * Answer of the stack actions that show a confirmation (teilen, gemeinsamerstapel[/beenden],
 * veroeffentlichen[/zuruecknehmen]): the German text and the stack as the own list shows it now.
 */
export interface StapelAktionResponse {
  message: string;
  unterrichtsmodul: StapelListItem;
}
