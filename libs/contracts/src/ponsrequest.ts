import type { UebersetzungsSprache } from '@lernstapel/rules';

/** POST /api/ponsrequest (02 §7): a word or phrase and one of the 22 language keys of 02 §9. */
export interface PonsRequest {
  sourcetext: string;
  languagekey: UebersetzungsSprache;
}

/** One translation in plain text: source in the language searched, target in the other. */
export interface Uebersetzung {
  source: string;
  target: string;
}

/**
 * The answer: the dictionary that answered and its hits (empty: 'Keine Übersetzungsergebnisse
 * gefunden!'). Without any configured service the API answers 503 'ponsrequest.keinDienst'.
 */
export interface PonsAntwort {
  dienst: string;
  treffer: Uebersetzung[];
  /**
   * Issue 25: when the dictionaries do not have the word, a German note saying so; the hits are then
   * those of similar headwords in either direction (chiens → chien), named in the note.
   */
  hinweis?: string;
}
