/** One of the user's own stacks in the 'Meine Flashcards' list (GET /api/unterrichtsmodule/{userId}). */
export interface StapelListItem {
  id: number;
  bezeichnung: string;
  kategorie: string | null;
  thema: string | null;
  anzahl_modulteile: number;
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
