/** Themes and their categories of the global library (01 §3 flashcardsthemen, flashcardskategorien). */
export interface FlashcardsThemaDto {
  id: number;
  bezeichnung: string;
}

export interface FlashcardsKategorieDto {
  id: number;
  kategorie: string;
  flashcards_themen_id: number;
}

/** GET /api/flashcardsthemen: every topic and category (the stack dialog's pick lists), by name. */
export interface FlashcardsthemenResponse {
  flashcardsthemen: FlashcardsThemaDto[];
  flashcardsthemenukategorien: FlashcardsKategorieDto[];
}

/**
 * POST /api/flashcardsthemen ('Neue Kategorie', 01 §5, §6): teachers only (pupils 403); a topic and a
 * non-empty title; a category of the same name in the topic (case-insensitive) is refused (409).
 * Answers the new category and all lists.
 */
export interface KategorieAnlegenRequest {
  flashcards_themen_id: number;
  kategorie: string;
}

export interface KategorieAnlegenResponse extends FlashcardsthemenResponse {
  kategorie: FlashcardsKategorieDto;
}
