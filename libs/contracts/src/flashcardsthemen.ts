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
