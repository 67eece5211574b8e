import Papa from 'papaparse';
import { t, type TextKey } from '@lernstapel/texts';

/** One card of a card file (01 §9): the question and 1 to 5 answers, the first one correct. */
export interface CsvKarte {
  frage: string;
  antworten: string[];
}

/** A refused line (zeile: 1-based line number in the file) or, with zeile null, the whole file. */
export interface CsvFehler {
  zeile: number | null;
  key: TextKey;
}

export interface CsvErgebnis {
  karten: CsvKarte[];
  /** Empty when the file may be imported; otherwise nothing is imported (issue 9). */
  fehler: CsvFehler[];
}

/** 01 §9: question + answer at least; five answer slots at most. */
export const CSV_MAX_ANTWORTEN = 5;
/** More cards than this in one file are refused (a stack of this size is no longer learnable). */
export const CSV_MAX_KARTEN = 10_000;
/** The largest CSV file the API reads (its body limit); the dialog refuses a larger one with the limit. */
export const CSV_MAX_MB = 5;
export const CSV_MAX_BYTES = CSV_MAX_MB * 1024 * 1024;

const ANKI_TRENNZEICHEN: Readonly<Record<string, string>> = {
  tab: '\t',
  comma: ',',
  semicolon: ';',
  space: ' ',
  pipe: '|',
  colon: ':',
};
/** Anki's '#<name> column:N' headers name columns that are no card text. */
const ANKI_META_SPALTEN = ['guid', 'notetype', 'deck', 'tags'];

interface Kopf {
  trennzeichen: string | null;
  html: boolean;
  /** 0-based columns to drop */
  metaSpalten: Set<number>;
  /** characters of the header lines, and their number */
  laenge: number;
  zeilen: number;
}

/**
 * Anki's plain-text export starts with '#key:value' lines ('#separator:tab', '#html:false',
 * '#tags column:3' …). Reads them from the top; other '#' lines there are skipped as comments.
 */
function leseKopf(text: string): Kopf {
  const kopf: Kopf = { trennzeichen: null, html: false, metaSpalten: new Set(), laenge: 0, zeilen: 0 };
  while (text.startsWith('#', kopf.laenge)) {
    const ende = text.indexOf('\n', kopf.laenge);
    const zeile = text.slice(kopf.laenge, ende === -1 ? text.length : ende).replace(/\r$/, '');
    kopf.laenge = ende === -1 ? text.length : ende + 1;
    kopf.zeilen += 1;
    const treffer = /^#([a-z ]+):(.*)$/i.exec(zeile);
    if (!treffer) continue;
    const schluessel = treffer[1].trim().toLowerCase();
    const wert = treffer[2].trim();
    if (schluessel === 'separator')
      kopf.trennzeichen = ANKI_TRENNZEICHEN[wert.toLowerCase()] ?? (wert.slice(0, 1) || null);
    else if (schluessel === 'html') kopf.html = wert.toLowerCase() === 'true';
    const spalte = /^(\w+) column$/.exec(schluessel);
    if (spalte && ANKI_META_SPALTEN.includes(spalte[1])) kopf.metaSpalten.add(Number(wert) - 1);
  }
  return kopf;
}

/** Without a header: a tab in the first line and no ';' means a tab file (Anki, Quizlet), else ';'. */
function erkenneTrennzeichen(rumpf: string): string {
  const ersteZeile = rumpf.split('\n', 1)[0];
  return ersteZeile.includes('\t') && !ersteZeile.includes(';') ? '\t' : ';';
}

const HTML_ENTITAETEN: Readonly<Record<string, string>> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/** Anki's '#html:true' fields as plain text: line breaks kept, tags dropped, basic entities decoded. */
function htmlZuText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(div|p)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (entitaet) => HTML_ENTITAETEN[entitaet] ?? entitaet)
    .trim();
}

/**
 * CSV injection (OWASP): a spreadsheet program runs a cell opening with '=', '+', '-', '@', a tab or
 * a carriage return as a formula. Our export writes such a cell with a single quote in front, and a
 * cell opening with a single quote gets one more, so that the import can drop exactly one quote in
 * front of these characters and give back the original text ('=1+1' → "'=1+1", "'x" → "''x").
 */
const GESCHUETZTER_ANFANG = /^[=+\-@\t\r']/;
const SCHUTZZEICHEN = "'";

/** A cell's text as our export writes it: neutralised against CSV injection (see above). */
export function csvZelleSchuetzen(text: string): string {
  return GESCHUETZTER_ANFANG.test(text) ? SCHUTZZEICHEN + text : text;
}

/** Undoes csvZelleSchuetzen: a single quote in front of '=', '+', '-', '@', tab, CR or "'" is dropped. */
export function csvZelleLesen(zelle: string): string {
  return zelle.startsWith(SCHUTZZEICHEN) && GESCHUETZTER_ANFANG.test(zelle.slice(1)) ? zelle.slice(1) : zelle;
}

function zeilenfehler(felder: readonly string[]): TextKey | null {
  if (felder.length < 2) return 'csv.zuWenigeSpalten';
  if (felder[0] === '') return 'csv.frageFehlt';
  if (felder[1] === '') return 'csv.antwortFehlt';
  if (felder.filter((feld) => feld !== '').length - 1 > CSV_MAX_ANTWORTEN) return 'csv.zuVieleAntworten';
  return null;
}

/**
 * 01 §9 CSV import, read with papaparse (quoted fields may hold separators and line breaks):
 * - one card per line: question; answer 1 (correct); up to four more answers (answers 2–5);
 * - separator ';' where a '~' stands for a comma (01 §9) and our export's CSV-injection quote is
 *   dropped (csvZelleLesen), or a tab (Anki, Quizlet), or what an Anki '#separator:' header says;
 *   Anki's '#html:true' fields are turned into plain text;
 * - empty lines are skipped; fields are trimmed; empty answers after the first are left out;
 * - a line with fewer than two fields, an empty question or answer 1, more than five answers or an
 *   unclosed quote is a bad line, named by its line number in the file.
 */
export function parseKartenCsv(eingabe: string): CsvErgebnis {
  const text = eingabe.startsWith('\uFEFF') ? eingabe.slice(1) : eingabe;
  const kopf = leseKopf(text);
  const rumpf = text.slice(kopf.laenge);
  const trennzeichen = kopf.trennzeichen ?? erkenneTrennzeichen(rumpf);
  // Our own format (01 §9): tildes for commas and the CSV-injection quote of formatKartenCsv.
  const eigenesFormat = trennzeichen === ';';
  const karten: CsvKarte[] = [];
  const fehler: CsvFehler[] = [];
  let zeile = kopf.zeilen + 1;
  let gelesenBis = 0;

  Papa.parse<string[]>(rumpf, {
    delimiter: trennzeichen,
    quoteChar: '"',
    step: (ergebnis) => {
      const start = zeile;
      const ende = ergebnis.meta.cursor;
      for (let i = gelesenBis; i < ende; i++) if (rumpf.charCodeAt(i) === 10) zeile += 1;
      gelesenBis = ende;
      const felder = ergebnis.data
        .filter((_feld, spalte) => !kopf.metaSpalten.has(spalte))
        .map((feld) => {
          const klar = kopf.html ? htmlZuText(feld) : feld.trim();
          return eigenesFormat ? csvZelleLesen(klar).replaceAll('~', ',') : klar;
        });
      if (ergebnis.errors.length > 0) {
        fehler.push({ zeile: start, key: 'csv.anfuehrungszeichen' });
        return;
      }
      if (felder.every((feld) => feld === '')) return;
      const key = zeilenfehler(felder);
      if (key) {
        fehler.push({ zeile: start, key });
        return;
      }
      karten.push({ frage: felder[0], antworten: felder.slice(1).filter((feld) => feld !== '') });
    },
  });

  if (fehler.length === 0 && karten.length === 0) fehler.push({ zeile: null, key: 'csv.keineKarten' });
  if (karten.length > CSV_MAX_KARTEN) fehler.push({ zeile: null, key: 'csv.zuVieleKarten' });
  return { karten, fehler };
}

/**
 * The cards in the import format (01 §9): ';' separated, commas written as '~', a formula-like cell
 * neutralised by a leading single quote (csvZelleSchuetzen, OWASP), quoted by papaparse where a field
 * holds ';', a quote or a line break; CRLF line ends. parseKartenCsv(formatKartenCsv(k)) gives k back
 * for trimmed texts without '~' (the format's one ambiguity: a '~' reads as a comma).
 */
export function formatKartenCsv(karten: readonly CsvKarte[]): string {
  const zeilen = karten.map((karte) =>
    [karte.frage, ...karte.antworten].map((feld) => csvZelleSchuetzen(feld.replaceAll(',', '~'))),
  );
  // A field opening with '#' is quoted, so that a first line is never read as an Anki header line;
  // a neutralised one too, as OWASP advises (the quote and the cell stay one text).
  return Papa.unparse(zeilen, {
    delimiter: ';',
    newline: '\r\n',
    quotes: (wert: unknown) =>
      typeof wert === 'string' && (wert.startsWith('#') || wert.startsWith(SCHUTZZEICHEN)),
  });
}

/** The German text of a refusal, as the preview and the API's `details` show it ('Zeile 3: …'). */
export function csvFehlerText(fehler: CsvFehler): string {
  return t(fehler.key, { zeile: fehler.zeile ?? '', max: CSV_MAX_KARTEN });
}
