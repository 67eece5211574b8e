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

export interface FlashcardsThemaDto {
  id: number;
  bezeichnung: string;
}

export interface FlashcardsKategorieDto {
  id: number;
  kategorie: string;
  flashcards_themen_id: number;
}

/** GET /api/unterrichtsmodule/globalemodule (02 §7). */
export interface GlobaleModuleResponse {
  flashcardsthemen: FlashcardsThemaDto[];
  flashcardsthemenukategorien: FlashcardsKategorieDto[];
  globalemodule: GlobalerStapel[];
}
