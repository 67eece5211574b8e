/** A user setting (01 §3): one tag with typed values. */
export type EinstellungsTag =
  | 'showFlashCardsSymbole'
  | 'lastUModuleID'
  | 'anweisungvorpruefung'
  | 'lastKonjugationLanguage'
  | 'lastTranslationLanguageKey';

export interface Benutzereinstellung {
  tag: EinstellungsTag;
  boolvalue: boolean | null;
  intvalue: number | null;
  textvalue: string | null;
  strvalue: string | null;
}
