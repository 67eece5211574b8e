/**
 * Issue 25 §1: how a card file is read — the user's choices in the import step, the API's query
 * parameters. Every field is optional; what is left out is detected (importDefaults in karten-csv).
 */

/** What a column of the file becomes: the question, the correct answer, a wrong answer 2–5, nothing. */
export const SPALTEN_ROLLEN = [
  'frage',
  'antwort',
  'antwort2',
  'antwort3',
  'antwort4',
  'antwort5',
  'ignorieren',
] as const;
export type SpaltenRolle = (typeof SPALTEN_ROLLEN)[number];

export interface ImportOptionen {
  /** between the fields of a card: '\t', ';', ',' or any other text */
  feldtrenner?: string;
  /** between cards: '\n' (a line break: LF, CRLF or CR) or ';' (Quizlet) or any other text */
  kartentrenner?: string;
  /** the first line names the columns and is no card */
  ueberschrift?: boolean;
  /** one role per column; columns beyond the list are ignored */
  spalten?: readonly SpaltenRolle[];
}

export const ZEILENENDE = '\n';
/** The longest custom separator the dialog and the API take. */
export const TRENNER_MAX_LAENGE = 5;

/** Separators by name (the API's query values; Anki's '#separator:' names as well). */
const TRENNER_NAMEN: Readonly<Record<string, string>> = {
  tab: '\t',
  tabulator: '\t',
  semicolon: ';',
  semikolon: ';',
  comma: ',',
  komma: ',',
  space: ' ',
  leerzeichen: ' ',
  pipe: '|',
  colon: ':',
  doppelpunkt: ':',
  zeile: ZEILENENDE,
  newline: ZEILENENDE,
};

/** 'tab' → '\t', 'semikolon' → ';', a single other character (or a short text) as it is. */
export function trennerAusName(name: string): string {
  return TRENNER_NAMEN[name.trim().toLowerCase()] ?? name;
}

/** The name of a separator for the API's query ('\t' → 'tab'); other separators as they are. */
export function trennerName(zeichen: string): string {
  const namen: Readonly<Record<string, string>> = {
    '\t': 'tab',
    ';': 'semikolon',
    ',': 'komma',
    [ZEILENENDE]: 'zeile',
  };
  return namen[zeichen] ?? zeichen;
}

/** The API's query parameters (CsvImportQuery of @lernstapel/contracts, every one given). */
export interface ImportQuery {
  feldtrenner: string;
  kartentrenner: string;
  ueberschrift: 'ja' | 'nein';
  spalten: string;
}

/** The options as the API's query parameters, every choice spelled out. */
export function importOptionenAlsQuery(optionen: Required<ImportOptionen>): ImportQuery {
  return {
    feldtrenner: trennerName(optionen.feldtrenner),
    kartentrenner: trennerName(optionen.kartentrenner),
    ueberschrift: optionen.ueberschrift ? 'ja' : 'nein',
    spalten: optionen.spalten.join(','),
  };
}
