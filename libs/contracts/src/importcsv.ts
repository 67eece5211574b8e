/**
 * CSV import and export of a stack's cards (01 §9).
 *
 * POST /api/unterrichtsmodule/importcsv/{unterrichtsmodulid}: the file's bytes as the body with
 * `Content-Type: text/csv` (at most 5 MB), UTF-8, Windows-1252 or UTF-16 (Excel's «Unicode-Text»). Owner,
 * or a team member while team editing is on. Read by the rules `kodierungErkennen` and `parseKartenCsv`
 * of @lernstapel/rules — the same the dialog previews with — with the mapping of CsvImportQuery (README
 * «Importing card files»). A file with a bad line imports nothing: 400 'csv.fehlerhafteZeilen' with one
 * German text per bad line in `details` ('Zeile 3: …'). Success: 'Die Datei wurde eingelesen!' and the
 * number of cards.
 *
 * GET /api/unterrichtsmodule/exportcsv/{unterrichtsmodulid}: the cards in the same format
 * (text/csv; charset=utf-8, with a byte-order mark for Excel; Content-Disposition attachment
 * '<title>.csv'); every reader of the stack may export it. Our own format: ';', commas as they are, a
 * literal '~' doubled (a lone '~' reads as a comma), so that import(export(text)) is exact.
 */
/**
 * Issue 25 §1: how the file is read, as query parameters of both routes (all optional: what is left
 * out is detected, see parseKartenCsv). feldtrenner/kartentrenner: 'tab', 'semikolon', 'komma',
 * 'zeile' or the separator itself; ueberschrift: 'ja'/'nein'; spalten: one role per column, comma
 * separated ('ignorieren,frage,antwort'; roles frage, antwort, antwort2–antwort5, ignorieren).
 * POST …/importcsv/{id}/vorschau reads the file the same way and answers CsvVorschauResponse
 * without importing.
 */
export interface CsvImportQuery {
  feldtrenner?: string;
  kartentrenner?: string;
  ueberschrift?: 'ja' | 'nein';
  spalten?: string;
}

export interface CsvVorschauResponse {
  kodierung: string;
  feldtrenner: string;
  kartentrenner: string;
  ueberschrift: boolean;
  spalten: { name: string; rolle: string }[];
  medien: { ton: number; bild: number };
  anki: boolean;
  anzahl: number;
  /** the first cards exactly as they will be created */
  karten: { frage: string; antworten: string[] }[];
  /** the German texts of the bad lines ('Zeile 3: …'); empty when the file imports */
  fehler: string[];
}

export interface CsvImportResponse {
  message: string;
  /** number of cards imported */
  anzahl: number;
}
