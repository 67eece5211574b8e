/** A user setting (01 §3): one tag with typed values. */
export type EinstellungsTag =
  | 'showFlashCardsSymbole'
  | 'lastUModuleID'
  | 'anweisungvorpruefung'
  | 'lastKonjugationLanguage'
  | 'lastTranslationLanguageKey'
  /** 02 §2: the topic (intvalue = flashcardsthemen id) last chosen in the global library */
  | 'lastGlobaleModuleThema'
  /** 02 §2: the category (intvalue = category id) last chosen in the global library */
  | 'lastGlobaleModuleKategorie'
  /** issue 11: 'faecher' (the three boxes, default) or 'intelligent' (FSRS), strvalue */
  | 'lernmodus';

export interface Benutzereinstellung {
  tag: EinstellungsTag;
  boolvalue: boolean | null;
  intvalue: number | null;
  textvalue: string | null;
  strvalue: string | null;
}
