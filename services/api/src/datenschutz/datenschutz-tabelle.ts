/**
 * The vocabulary of the privacy map (issue 16, DSGVO Art. 5, 15, 17, 20; DSG): every table that
 * references a user says, column by column, what it holds, what the export does with it and what
 * deleting the user does to the rows. Each domain declares its own tables next to its entities
 * (`<domain>.datenschutz.ts`, like Moodle's privacy providers); datenschutz-karte.ts lists them all.
 */

/** Deleting the user deletes the row, or keeps it and sets the reference to NULL (0 where NOT NULL). */
export type Loeschung = 'zeile' | 'anonymisieren';

/** Values of the user that other rows may hold as copies (for export and deletion by value). */
export type BenutzerWert = 'email';

export type Spalte =
  /** No personal data: exported as is. */
  | { art: 'sache' }
  /** Personal data (names, addresses, answers, times of activity): exported; checked after deletion. */
  | { art: 'person' }
  /** Personal but never exported (login codes, token hashes, mail bodies that may carry a code). */
  | { art: 'geheim' }
  /** References benutzer.id: the user's rows; `export: false` for rows that are other people's data. */
  | { art: 'benutzer'; loeschen: Loeschung; export: boolean }
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

/** A table without any personal data, with the reason (checked by the schema test too). */
export interface TabelleOhnePersonenbezug {
  tabelle: string;
  grund: string;
}

export const SACHE: Spalte = { art: 'sache' };
export const PERSON: Spalte = { art: 'person' };
export const GEHEIM: Spalte = { art: 'geheim' };

export function benutzerRef(loeschen: Loeschung, options: { export?: boolean } = {}): Spalte {
  return { art: 'benutzer', loeschen, export: options.export ?? true };
}

export function kopieVon(von: BenutzerWert, loeschen: Loeschung): Spalte {
  return { art: 'kopie', von, loeschen };
}

/** Many columns of one kind at once: `...alle(SACHE, 'titel', 'datum')`. */
export function alle(spalte: Spalte, ...namen: string[]): Record<string, Spalte> {
  return Object.fromEntries(namen.map((name) => [name, spalte]));
}
