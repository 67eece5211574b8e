import type { SpaltenRolle } from './import-optionen';

const normal = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Column names that are no card text: a lesson, a number, tags … (ignored by default). */
const META_NAMEN = new Set(
  [
    'Lektion',
    'Lesson',
    'Unit',
    'Kapitel',
    'Chapter',
    'Nr',
    'Nummer',
    'Number',
    'No',
    'Seite',
    'Page',
    'Tags',
    'Tag',
    'Deck',
    'Stapel',
    'Notetype',
    'Guid',
    'Id',
    'Thema',
    'Topic',
    'Kategorie',
    'Category',
    'Datum',
    'Date',
    'Klasse',
    'Stufe',
    'Level',
    'Leçon',
    'Unité',
    'Lezione',
    'Lección',
  ].map(normal),
);

/** Words a header row is made of: the card's sides and the school languages, in German, English, French. */
const UEBERSCHRIFT_NAMEN = new Set(
  [
    'Frage',
    'Antwort',
    'Antworten',
    'Question',
    'Answer',
    'Front',
    'Back',
    'Vorderseite',
    'Rückseite',
    'Begriff',
    'Definition',
    'Term',
    'Wort',
    'Word',
    'Vokabel',
    'Vokabeln',
    'Bedeutung',
    'Meaning',
    'Übersetzung',
    'Translation',
    'Beispiel',
    'Example',
    'Lösung',
    'Falsch',
    'Richtig',
    'Text',
    'Deutsch',
    'Englisch',
    'Französisch',
    'Italienisch',
    'Spanisch',
    'Portugiesisch',
    'Latein',
    'German',
    'English',
    'French',
    'Italian',
    'Spanish',
    'Portuguese',
    'Latin',
    'Allemand',
    'Anglais',
    'Français',
    'Italien',
    'Espagnol',
    'Portugais',
    'Latin',
    'Tedesco',
    'Inglese',
    'Francese',
    'Italiano',
    'Alemán',
    'Inglés',
    'Francés',
    'Español',
  ]
    .map(normal)
    .concat([...META_NAMEN]),
);

/** A first record of at least two cells, each a column word ('Lektion;Englisch;Deutsch'). */
export function istUeberschrift(felder: readonly string[]): boolean {
  const belegt = felder.map(normal).filter((feld) => feld !== '');
  return belegt.length >= 2 && belegt.every((feld) => UEBERSCHRIFT_NAMEN.has(feld));
}

/**
 * A first column that groups the cards (the same value on many lines: '1', 'Unit 3' …) in a file
 * with three columns or more.
 */
function istGruppenSpalte(werte: readonly (readonly string[])[], anzahlSpalten: number): boolean {
  if (anzahlSpalten < 3 || werte.length < 4) return false;
  const verschieden = new Set(werte.map((felder) => (felder[0] ?? '').trim()));
  return verschieden.size <= werte.length / 3;
}

export interface SpaltenHinweise {
  /** the columns' names, from a header row or Anki's '#columns', or null */
  namen: readonly string[] | null;
  werte: readonly (readonly string[])[];
  anzahlSpalten: number;
  /** 01 §9 own format: the third to sixth columns are wrong answers 2–5 */
  falscheAntwortenAusSpalten: boolean;
}

/**
 * The default mapping (issue 25 §1): columns named like a lesson, number or tags, and a grouping
 * first column, are ignored; the first two others are the question and the answer; further columns
 * are wrong answers only in our own format, otherwise ignored.
 */
export function spaltenErkennen(hinweise: SpaltenHinweise): SpaltenRolle[] {
  const { namen, werte, anzahlSpalten } = hinweise;
  const rollen: SpaltenRolle[] = Array.from({ length: anzahlSpalten }, () => 'ignorieren');
  const ignoriert = (spalte: number) =>
    namen !== null
      ? META_NAMEN.has(normal(namen[spalte] ?? ''))
      : spalte === 0 && istGruppenSpalte(werte, anzahlSpalten);
  const textSpalten = rollen.map((_rolle, spalte) => spalte).filter((spalte) => !ignoriert(spalte));
  const reihenfolge: SpaltenRolle[] =
    hinweise.falscheAntwortenAusSpalten && textSpalten.length === anzahlSpalten
      ? ['frage', 'antwort', 'antwort2', 'antwort3', 'antwort4', 'antwort5']
      : ['frage', 'antwort'];
  reihenfolge.forEach((rolle, i) => {
    const spalte = textSpalten[i];
    if (spalte !== undefined) rollen[spalte] = rolle;
  });
  return rollen;
}
