/**
 * The vocabulary of the privacy map (issue 16, DSGVO Art. 5, 15, 17, 20; DSG): every table that
 * references a user says, column by column, what it holds, what the export does with it and what
 * deleting the user does to the rows. Each domain declares its own tables next to its entities
 * (`<domain>.datenschutz.ts` with tabellenIn, like Moodle's privacy providers); its module provides
 * them (datenschutzDeklaration) and DatenschutzKarte collects them all.
 */

/**
 * Deleting the user deletes the row ('zeile'), or keeps it and sets the reference to NULL (0 where NOT
 * NULL: 'anonymisieren'), or ('zeileOhneAndere') deletes it unless rows of other people still point at
 * it, in which case it is kept anonymised (an exam other pupils took, a school other users belong to).
 */
export type Loeschung = 'zeile' | 'anonymisieren' | 'zeileOhneAndere';

/** The rows of other people that keep a 'zeileOhneAndere' row alive: `tabelle.spalte` = its id. */
export interface Andere {
  tabelle: string;
  spalte: string;
}

/**
 * What a text column holds (issue 29): typed free text or JSON. The schema test demands it for every
 * long text column; declared `sache`, it must say why it names no person.
 */
export interface Inhalt {
  text: 'freitext' | 'json';
  grund?: string;
}

/** Values of the user that other rows may hold as copies (for export and deletion by value). */
export type BenutzerWert = 'email';

export type Spalte =
  /** No personal data: exported as is. */
  | { art: 'sache'; inhalt?: Inhalt }
  /** Personal data (names, addresses, answers, times of activity): exported; checked after deletion. */
  | { art: 'person'; inhalt?: Inhalt }
  /** Personal but never exported (login codes, token hashes, mail bodies that may carry a code). */
  | { art: 'geheim'; inhalt?: Inhalt }
  /** References benutzer.id: the user's rows; `export: false` for rows that are other people's data. */
  | { art: 'benutzer'; loeschen: Loeschung; export: boolean; andere?: Andere }
  /** Holds a copy of one of the user's values (e.g. the e-mail a school was registered with). */
  | { art: 'kopie'; von: BenutzerWert; loeschen: Loeschung };

export type BenutzerSpalte = Extract<Spalte, { art: 'benutzer' }>;
export type KopieSpalte = Extract<Spalte, { art: 'kopie' }>;

export interface DatenschutzTabelle {
  tabelle: string;
  /** The export file this table goes into: `<bereich>.json`. */
  bereich: string;
  /** Every column of the table, classified; the schema test rejects a missing or unknown one. */
  spalten: Readonly<Record<string, Spalte>>;
  /**
   * Rows that belong to a row of another mapped table (cards of a stack, parts of an exam): exported
   * with their parent, deleted with it through the foreign key's ON DELETE CASCADE (checked by the test).
   */
  teilVon?: { spalte: string; tabelle: string };
}

/** What a domain declares of one table; its name and export file are given by tabellenIn. */
export type TabellenDeklaration = Omit<DatenschutzTabelle, 'tabelle' | 'bereich'>;

/**
 * The tables of one export file (`<bereich>.json`), keyed by table name:
 * `tabellenIn('pruefungen', { pruefung: { spalten: {…} }, pruefungsteil: { spalten: {…}, teilVon } })`.
 */
export function tabellenIn(
  bereich: string,
  tabellen: Readonly<Record<string, TabellenDeklaration>>,
): readonly DatenschutzTabelle[] {
  return Object.entries(tabellen).map(([tabelle, deklaration]) => ({ tabelle, bereich, ...deklaration }));
}

/** A table without any personal data, with the reason (checked by the schema test too). */
export interface TabelleOhnePersonenbezug {
  tabelle: string;
  grund: string;
}

export const SACHE: Spalte = { art: 'sache' };
export const PERSON: Spalte = { art: 'person' };
export const GEHEIM: Spalte = { art: 'geheim' };

export function benutzerRef(loeschen: 'zeile' | 'anonymisieren', options?: { export?: boolean }): Spalte;
export function benutzerRef(
  loeschen: 'zeileOhneAndere',
  options: { export?: boolean; andere: Andere },
): Spalte;
export function benutzerRef(
  loeschen: Loeschung,
  options: { export?: boolean; andere?: Andere } = {},
): Spalte {
  return {
    art: 'benutzer',
    loeschen,
    export: options.export ?? true,
    ...(options.andere ? { andere: options.andere } : {}),
  };
}

/** Typed free text: personal, secret, or (with the reason) no person's data. */
export function freitext(art: 'person' | 'geheim'): Spalte;
export function freitext(art: 'sache', grund: string): Spalte;
export function freitext(art: 'sache' | 'person' | 'geheim', grund?: string): Spalte {
  return { art, inhalt: { text: 'freitext', ...(grund ? { grund } : {}) } };
}

/** A JSON document: personal, secret (never exported), or (with the reason) holding no person's data. */
export function json(art: 'person' | 'geheim'): Spalte;
export function json(art: 'sache', grund: string): Spalte;
export function json(art: 'sache' | 'person' | 'geheim', grund?: string): Spalte {
  return { art, inhalt: { text: 'json', ...(grund ? { grund } : {}) } };
}

export function kopieVon(von: BenutzerWert, loeschen: Loeschung): Spalte {
  return { art: 'kopie', von, loeschen };
}

/** Many columns of one kind at once: `...alle(SACHE, 'titel', 'datum')`. */
export function alle(spalte: Spalte, ...namen: string[]): Record<string, Spalte> {
  return Object.fromEntries(namen.map((name) => [name, spalte]));
}
