import Papa from 'papaparse';
import { t, type TextKey } from '@lernstapel/texts';
import { htmlZuText } from '../text/html-zu-text';
import { ZEILENENDE, type ImportOptionen, type SpaltenRolle } from './import-optionen';
import { ankiKopfLesen, type AnkiKopf } from './anki-kopf';
import { spaltenErkennen, istUeberschrift } from './spalten-erkennen';
import { tildeLesen, tildeSchreiben } from './tilde';

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

/** A column as the import step shows it: its name (from the file or 'Spalte n') and its role. */
export interface CsvSpalte {
  name: string;
  rolle: SpaltenRolle;
}

/** Issue 25 §1: everything the import step shows, and what the API imports (the same object). */
export interface KartenDatei extends CsvErgebnis {
  feldtrenner: string;
  kartentrenner: string;
  ueberschrift: boolean;
  spalten: CsvSpalte[];
  /** media references removed from the text ('[sound:…]', '<img>'): only the Anki package brings them */
  medien: { ton: number; bild: number };
  /** Anki's header lines were read ('#separator:…', '#html:…', …) */
  anki: boolean;
}

/** 01 §9: question + answer at least; five answer slots at most. */
export const CSV_MAX_ANTWORTEN = 5;
/** More cards than this in one file are refused (a stack of this size is no longer learnable). */
export const CSV_MAX_KARTEN = 10_000;
/** The largest CSV file the API reads (its body limit); the dialog refuses a larger one with the limit. */
export const CSV_MAX_MB = 5;
export const CSV_MAX_BYTES = CSV_MAX_MB * 1024 * 1024;
/** More columns than this are not offered for mapping (a card has six texts at most). */
const MAX_SPALTEN = 20;

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

/** A record of the file as papaparse read it, before the mapping. */
interface Datensatz {
  zeile: number;
  felder: string[];
  /** per field: it was written in quotes (its spaces at the ends are text) */
  gequotet: boolean[];
  kaputt: boolean;
}

const KANDIDATEN = ['\t', ';', ','];

/**
 * Without a choice or an Anki header, cards are separated by line breaks — unless the whole file is
 * one line of three or more ';'-separated pairs, each with a tab or each with a comma, and no quotes
 * (Quizlet's «Zwischen Zeilen: Semikolon»; our export quotes, and one card of it has two fields).
 */
function kartentrennerErkennen(rumpf: string): string {
  const inhalt = rumpf.trim();
  if (/[\r\n"]/.test(inhalt)) return ZEILENENDE;
  const paare = inhalt.split(';').filter((paar) => paar.trim() !== '');
  const quizlet =
    paare.length >= 3 && ['\t', ','].some((zeichen) => paare.every((paar) => paar.includes(zeichen)));
  return quizlet ? ';' : ZEILENENDE;
}

/** The first of tab, ';', ',' outside quotes in each of the first five cards (else in the first), else ';'. */
function feldtrennerErkennen(rumpf: string, kartentrenner: string): string {
  const teile = (kartentrenner === ZEILENENDE ? rumpf.split(/\r\n|\n|\r/) : rumpf.split(kartentrenner))
    .map((teil) => teil.replace(/"(?:[^"]|"")*"/g, ''))
    .filter((teil) => teil.trim() !== '')
    .slice(0, 5);
  const kandidaten = KANDIDATEN.filter((zeichen) => zeichen !== kartentrenner);
  return (
    kandidaten.find((zeichen) => teile.length > 0 && teile.every((teil) => teil.includes(zeichen))) ??
    kandidaten.find((zeichen) => teile[0]?.includes(zeichen)) ??
    ';'
  );
}

/** Which fields of a raw record open with a quote (papaparse gives the texts only). */
function gequoteteFelder(roh: string, trenner: string, anzahl: number): boolean[] {
  const gequotet: boolean[] = [];
  let pos = 0;
  for (let feld = 0; feld < anzahl; feld++) {
    if (roh[pos] === '"') {
      gequotet.push(true);
      let i = pos + 1;
      for (;;) {
        const ende = roh.indexOf('"', i);
        if (ende === -1) return gequotet;
        if (roh[ende + 1] === '"') i = ende + 2;
        else {
          pos = ende + 1;
          break;
        }
      }
    } else gequotet.push(false);
    const naechstes = roh.indexOf(trenner, pos);
    if (naechstes === -1) break;
    pos = naechstes + trenner.length;
  }
  while (gequotet.length < anzahl) gequotet.push(false);
  return gequotet;
}

// A custom card separator: papaparse takes only line breaks between records, so the file's own
// line breaks are parked on private-use characters while the separator becomes one.
const LF_PLATZHALTER = '\uE000';
const CR_PLATZHALTER = '\uE001';

function datensaetzeLesen(rumpf: string, kopf: AnkiKopf, feldtrenner: string, kartentrenner: string) {
  const eigeneTrenner = kartentrenner !== ZEILENENDE;
  const quelle = eigeneTrenner
    ? rumpf.replaceAll('\n', LF_PLATZHALTER).replaceAll('\r', CR_PLATZHALTER).split(kartentrenner).join('\n')
    : rumpf;
  const zurueck = (feld: string) =>
    eigeneTrenner ? feld.replaceAll(LF_PLATZHALTER, '\n').replaceAll(CR_PLATZHALTER, '\r') : feld;
  const datensaetze: Datensatz[] = [];
  let zeile = kopf.zeilen + 1;
  let gelesenBis = 0;
  Papa.parse<string[]>(quelle, {
    delimiter: feldtrenner,
    quoteChar: '"',
    newline: eigeneTrenner ? '\n' : undefined,
    step: (ergebnis) => {
      const start = zeile;
      const ende = ergebnis.meta.cursor;
      if (eigeneTrenner) zeile += 1;
      else for (let i = gelesenBis; i < ende; i++) if (quelle.charCodeAt(i) === 10) zeile += 1;
      const roh = quelle.slice(gelesenBis, ende);
      gelesenBis = ende;
      const behalten = (_feld: unknown, spalte: number) => !kopf.metaSpalten.has(spalte);
      const gequotet = gequoteteFelder(roh, feldtrenner, ergebnis.data.length);
      datensaetze.push({
        zeile: start,
        felder: ergebnis.data.map(zurueck).filter(behalten),
        gequotet: gequotet.filter(behalten),
        kaputt: ergebnis.errors.length > 0,
      });
    },
  });
  return datensaetze.filter((satz) => satz.kaputt || satz.felder.some((feld) => feld.trim() !== ''));
}

/**
 * Quizlet writes «Begriff,Definition» without quotes: a definition with commas gives a record with
 * more fields than the others. In a comma file such extra fields belong to the last column.
 */
function kommaUeberhangZusammenfuehren(datensaetze: Datensatz[]): void {
  const haeufigkeit = new Map<number, number>();
  for (const satz of datensaetze)
    haeufigkeit.set(satz.felder.length, (haeufigkeit.get(satz.felder.length) ?? 0) + 1);
  const ueblich = [...haeufigkeit].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 2;
  for (const satz of datensaetze) {
    if (satz.felder.length <= ueblich || satz.gequotet.some(Boolean)) continue;
    satz.felder = [...satz.felder.slice(0, ueblich - 1), satz.felder.slice(ueblich - 1).join(',')];
    satz.gequotet = satz.gequotet.slice(0, ueblich);
  }
}

const TON = /[ \t]*\[sound:[^\]]*\][ \t]*/g;
const BILD = /<img\b[^>]*>/gi;

interface Leser {
  eigenesFormat: boolean;
  html: boolean;
  medien: { ton: number; bild: number };
}

/** A field's text: our format exact where quoted; others trimmed, HTML as text, media left out. */
function feldLesen(leser: Leser, feld: string, gequotet: boolean): string {
  if (leser.eigenesFormat) return tildeLesen(csvZelleLesen(gequotet ? feld : feld.trim()));
  leser.medien.ton += feld.match(TON)?.length ?? 0;
  const ohneTon = feld.replace(TON, ' ');
  if (!leser.html) return ohneTon.trim();
  leser.medien.bild += ohneTon.match(BILD)?.length ?? 0;
  return htmlZuText(ohneTon.replace(BILD, ' '));
}

function zuordnungGueltig(rollen: readonly SpaltenRolle[]): boolean {
  const anzahl = (rolle: SpaltenRolle) => rollen.filter((r) => r === rolle).length;
  return (
    anzahl('frage') === 1 &&
    anzahl('antwort') === 1 &&
    (['antwort2', 'antwort3', 'antwort4', 'antwort5'] as const).every((rolle) => anzahl(rolle) <= 1)
  );
}

const FALSCHE_ANTWORTEN = ['antwort2', 'antwort3', 'antwort4', 'antwort5'] as const;

/**
 * Issue 25 §1: a card file read the way it means it, with papaparse — the one parser of the import
 * step's preview (cards remote) and of the API:
 * - Anki's header lines ('#separator', '#html', '#columns', '#deck/#notetype/#tags/#guid column')
 *   are honoured: column names from '#columns', the meta columns dropped, HTML fields as text
 *   (htmlZuText); '[sound:…]' and '<img>' are removed from the text and counted;
 * - the separators between fields and cards, the header row and the column roles are taken from the
 *   options or detected (spaltenErkennen: two columns are question and answer; further columns are
 *   wrong answers only in our own format, 01 §9);
 * - our own format (';' between fields, one card per line, no Anki header): quoted fields are exact,
 *   unquoted ones trimmed; the CSV-injection quote is dropped and '~' read (tilde.ts);
 * - empty records are skipped; a record without the question's or the answer's column, with an empty
 *   question or answer, or an unclosed quote is a bad line, named by its line number in the file.
 */
export function parseKartenCsv(eingabe: string, optionen: ImportOptionen = {}): KartenDatei {
  const text = eingabe.startsWith('\uFEFF') ? eingabe.slice(1) : eingabe;
  const kopf = ankiKopfLesen(text);
  const rumpf = text.slice(kopf.laenge);
  const kartentrenner = optionen.kartentrenner || (kopf.anki ? ZEILENENDE : kartentrennerErkennen(rumpf));
  const feldtrenner = optionen.feldtrenner || kopf.trennzeichen || feldtrennerErkennen(rumpf, kartentrenner);
  const eigenesFormat = feldtrenner === ';' && kartentrenner === ZEILENENDE && !kopf.anki;
  const leser: Leser = { eigenesFormat, html: kopf.html, medien: { ton: 0, bild: 0 } };

  const datensaetze = datensaetzeLesen(rumpf, kopf, feldtrenner, kartentrenner);
  if (feldtrenner === ',') kommaUeberhangZusammenfuehren(datensaetze);
  const erster = datensaetze[0];
  const kopfNamen = kopf.spaltenNamen(feldtrenner);
  const ueberschrift =
    optionen.ueberschrift ??
    (kopfNamen === null && erster !== undefined && !erster.kaputt && istUeberschrift(erster.felder));
  const kartenSaetze = ueberschrift ? datensaetze.slice(1) : datensaetze;
  // At least two, so that a one-column file is refused line by line ('Es braucht eine Frage und eine Antwort').
  const anzahlSpalten = Math.min(MAX_SPALTEN, Math.max(2, ...datensaetze.map((satz) => satz.felder.length)));
  const namen = Array.from(
    { length: anzahlSpalten },
    (_, i) =>
      kopfNamen?.[i] ||
      (ueberschrift && erster ? erster.felder[i]?.trim() : '') ||
      t('csv.spalte', { nummer: i + 1 }),
  );
  const rollen = optionen.spalten
    ? namen.map((_name, i) => optionen.spalten?.[i] ?? 'ignorieren')
    : spaltenErkennen({
        namen: kopfNamen !== null || ueberschrift ? namen : null,
        werte: kartenSaetze.map((satz) => satz.felder),
        anzahlSpalten,
        falscheAntwortenAusSpalten: eigenesFormat && !ueberschrift,
      });
  const ergebnis: KartenDatei = {
    karten: [],
    fehler: [],
    feldtrenner,
    kartentrenner,
    ueberschrift,
    spalten: namen.map((name, i) => ({ name, rolle: rollen[i] ?? 'ignorieren' })),
    medien: leser.medien,
    anki: kopf.anki,
  };
  if (!zuordnungGueltig(rollen)) {
    ergebnis.fehler.push({ zeile: null, key: 'csv.zuordnung' });
    return ergebnis;
  }
  const spalteVon = (rolle: SpaltenRolle) => rollen.indexOf(rolle);
  const frageSpalte = spalteVon('frage');
  const antwortSpalte = spalteVon('antwort');
  const falscheSpalten = FALSCHE_ANTWORTEN.map(spalteVon).filter((spalte) => spalte !== -1);
  // 01 §9 own format without a mapping: a sixth answer has no slot (rather than being dropped).
  const hoechsteSpalte = eigenesFormat && !optionen.spalten ? 1 + CSV_MAX_ANTWORTEN : Infinity;

  for (const satz of kartenSaetze) {
    if (satz.kaputt) {
      ergebnis.fehler.push({ zeile: satz.zeile, key: 'csv.anfuehrungszeichen' });
      continue;
    }
    const felder = satz.felder.map((feld, i) => feldLesen(leser, feld, satz.gequotet[i] ?? false));
    const frage = felder[frageSpalte];
    const antwort = felder[antwortSpalte];
    if (frage === undefined || antwort === undefined) {
      ergebnis.fehler.push({ zeile: satz.zeile, key: 'csv.zuWenigeSpalten' });
      continue;
    }
    const key: TextKey | null =
      frage.trim() === ''
        ? 'csv.frageFehlt'
        : antwort.trim() === ''
          ? 'csv.antwortFehlt'
          : felder.slice(hoechsteSpalte).some((feld) => feld !== '')
            ? 'csv.zuVieleAntworten'
            : null;
    if (key) {
      ergebnis.fehler.push({ zeile: satz.zeile, key });
      continue;
    }
    const falsche = falscheSpalten.map((spalte) => felder[spalte] ?? '').filter((feld) => feld.trim() !== '');
    ergebnis.karten.push({ frage, antworten: [antwort, ...falsche] });
  }

  if (ergebnis.fehler.length === 0 && ergebnis.karten.length === 0)
    ergebnis.fehler.push({ zeile: null, key: 'csv.keineKarten' });
  if (ergebnis.karten.length > CSV_MAX_KARTEN)
    ergebnis.fehler.push({ zeile: null, key: 'csv.zuVieleKarten' });
  return ergebnis;
}

/**
 * The cards in our own format (01 §9, issue 25 §1): ';' separated, one card per line (CRLF), every
 * text exact — '~' doubled (tilde.ts), a formula-like cell neutralised by a leading single quote
 * (csvZelleSchuetzen, OWASP), quoted by papaparse where a field holds ';', a quote, a line break or
 * spaces at its ends or a tab. parseKartenCsv(formatKartenCsv(k)).karten equals k for every text.
 */
export function formatKartenCsv(karten: readonly CsvKarte[]): string {
  const zeilen = karten.map((karte) =>
    [karte.frage, ...karte.antworten].map((feld) => csvZelleSchuetzen(tildeSchreiben(feld))),
  );
  // A field opening with '#' is quoted, so that a first line is never read as an Anki header line;
  // a neutralised one too, as OWASP advises (the quote and the cell stay one text).
  return Papa.unparse(zeilen, {
    delimiter: ';',
    newline: '\r\n',
    quotes: (wert: unknown) =>
      typeof wert === 'string' &&
      (wert.startsWith('#') || wert.startsWith(SCHUTZZEICHEN) || /^\s|\s$|\t/.test(wert)),
  });
}

/** The German text of a refusal, as the preview and the API's `details` show it ('Zeile 3: …'). */
export function csvFehlerText(fehler: CsvFehler): string {
  return t(fehler.key, { zeile: fehler.zeile ?? '', max: CSV_MAX_KARTEN });
}
