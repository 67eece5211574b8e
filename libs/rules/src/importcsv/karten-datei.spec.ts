import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kodierungErkennen, type CsvKodierung } from './csv-kodierung';
import { ZEILENENDE, type ImportOptionen } from './import-optionen';
import { formatKartenCsv, parseKartenCsv, type CsvKarte } from './karten-csv';
import { tildeLesen, tildeSchreiben } from './tilde';

const karte = (frage: string, ...antworten: string[]): CsvKarte => ({ frage, antworten });
const testdaten = (name: string) => readFileSync(join(__dirname, 'testdaten', name));
const erwartet = (name: string) => JSON.parse(testdaten(name).toString('utf8')) as CsvKarte[];

/**
 * Issue 25 §1: real files in the formats their programs write (built by the formats' documentation,
 * see testdaten/README.md). Every created card is compared with the expected one.
 */
describe('real files: cards in = cards right', () => {
  it.each<[string, string, CsvKodierung, string, string, number, { ton: number; bild: number }]>([
    [
      'Anki «Notizen als Text» (HTML, Ton)',
      'anki-notizen-als-text',
      'utf-8',
      '\t',
      ZEILENENDE,
      40,
      { ton: 40, bild: 8 },
    ],
    [
      'Quizlet: Tabulator, neue Zeile',
      'quizlet-tab-zeile',
      'utf-8',
      '\t',
      ZEILENENDE,
      45,
      { ton: 0, bild: 0 },
    ],
    ['Quizlet: Komma, neue Zeile', 'quizlet-komma-zeile', 'utf-8', ',', ZEILENENDE, 45, { ton: 0, bild: 0 }],
    ['Quizlet: Tabulator, Semikolon', 'quizlet-tab-semikolon', 'utf-8', '\t', ';', 45, { ton: 0, bild: 0 }],
    ['Quizlet: Komma, Semikolon', 'quizlet-komma-semikolon', 'utf-8', ',', ';', 45, { ton: 0, bild: 0 }],
    [
      'Schulliste, Excel CSV (Windows-1252)',
      'schulliste-excel',
      'windows-1252',
      ';',
      ZEILENENDE,
      30,
      { ton: 0, bild: 0 },
    ],
    [
      'Schulliste, Excel Unicode-Text (UTF-16 LE)',
      'schulliste-excel-unicode-text',
      'utf-16le',
      '\t',
      ZEILENENDE,
      30,
      { ton: 0, bild: 0 },
    ],
  ])('%s', (_format, name, kodierung, feldtrenner, kartentrenner, anzahl, medien) => {
    const datei = name.endsWith('excel') ? `${name}.csv` : `${name}.txt`;
    const soll = erwartet(
      name.startsWith('quizlet')
        ? 'quizlet.erwartet.json'
        : name.startsWith('schulliste')
          ? 'schulliste.erwartet.json'
          : `${name}.erwartet.json`,
    );
    const gelesen = kodierungErkennen(testdaten(datei));
    expect(gelesen.kodierung).toBe(kodierung);
    const ergebnis = parseKartenCsv(gelesen.text);
    expect([ergebnis.feldtrenner, ergebnis.kartentrenner]).toEqual([feldtrenner, kartentrenner]);
    expect(ergebnis.fehler).toEqual([]);
    expect(ergebnis.medien).toEqual(medien);
    expect(soll).toHaveLength(anzahl);
    expect(ergebnis.karten).toHaveLength(anzahl);
    ergebnis.karten.forEach((gelesen, i) => expect([i, gelesen]).toEqual([i, soll[i]]));
  });

  it("the school list: the header 'Lektion;Englisch;Deutsch' is recognised, the lesson ignored", () => {
    const ergebnis = parseKartenCsv(kodierungErkennen(testdaten('schulliste-excel.csv')).text);
    expect(ergebnis.ueberschrift).toBe(true);
    expect(ergebnis.spalten).toEqual([
      { name: 'Lektion', rolle: 'ignorieren' },
      { name: 'Englisch', rolle: 'frage' },
      { name: 'Deutsch', rolle: 'antwort' },
    ]);
  });

  it('the Anki export: meta columns dropped, the audio column ignored, not a wrong answer', () => {
    const ergebnis = parseKartenCsv(testdaten('anki-notizen-als-text.txt').toString('utf8'));
    expect(ergebnis.anki).toBe(true);
    expect(ergebnis.spalten.map((spalte) => spalte.rolle)).toEqual(['frage', 'antwort', 'ignorieren']);
    expect(ergebnis.karten.every((k) => k.antworten.length === 1)).toBe(true);
  });
});

describe('parseKartenCsv with the options of the import step', () => {
  it.each<[string, string, ImportOptionen, CsvKarte[]]>([
    [
      'a third column as wrong answer 2',
      'Hauptstadt?\tBern\tZürich',
      { spalten: ['frage', 'antwort', 'antwort2'] },
      [karte('Hauptstadt?', 'Bern', 'Zürich')],
    ],
    [
      'a third column by default: ignored (not our format)',
      'Hauptstadt?\tBern\tZürich',
      {},
      [karte('Hauptstadt?', 'Bern')],
    ],
    [
      'question and answer swapped',
      'house;Haus',
      { spalten: ['antwort', 'frage'] },
      [karte('Haus', 'house')],
    ],
    [
      'a custom field separator',
      'Haus|house\nHund|dog',
      { feldtrenner: '|' },
      [karte('Haus', 'house'), karte('Hund', 'dog')],
    ],
    [
      'a custom card separator',
      'Haus=house##Hund=dog##',
      { feldtrenner: '=', kartentrenner: '##' },
      [karte('Haus', 'house'), karte('Hund', 'dog')],
    ],
    [
      'a custom card separator keeps line breaks in a field',
      'zwei\nZeilen\tx;y\tz',
      { kartentrenner: ';' },
      [karte('zwei\nZeilen', 'x'), karte('y', 'z')],
    ],
    [
      'the header switch off: the first line is a card',
      'Englisch;Deutsch\nhouse;Haus',
      { ueberschrift: false },
      [karte('Englisch', 'Deutsch'), karte('house', 'Haus')],
    ],
    ['the header switch on', 'Wort;Bedeutung\nhouse;Haus', { ueberschrift: true }, [karte('house', 'Haus')]],
    ['a detected header', 'Frage;Antwort\nhouse;Haus', {}, [karte('house', 'Haus')]],
    [
      'a first line that is a card stays one',
      'house;Haus\ndog;Hund',
      {},
      [karte('house', 'Haus'), karte('dog', 'Hund')],
    ],
  ])('%s', (_fall, text, optionen, karten) => {
    const ergebnis = parseKartenCsv(text, optionen);
    expect(ergebnis.fehler).toEqual([]);
    expect(ergebnis.karten).toEqual(karten);
  });

  it.each<[string, ImportOptionen['spalten']]>([
    ['no question', ['antwort', 'antwort2']],
    ['two questions', ['frage', 'frage', 'antwort']],
    ['wrong answer 2 twice', ['frage', 'antwort', 'antwort2', 'antwort2']],
  ])('a mapping with %s is refused with its text', (_fall, spalten) => {
    expect(parseKartenCsv('a;b;c;d', { spalten })).toMatchObject({
      karten: [],
      fehler: [{ zeile: null, key: 'csv.zuordnung' }],
    });
  });

  it("Anki's '#columns' names the columns and is no card", () => {
    const ergebnis = parseKartenCsv(
      '#separator:tab\n#columns:Vorderseite\tRückseite\tTags\n#tags column:3\nHaus\thouse\tx',
    );
    expect(ergebnis.spalten).toEqual([
      { name: 'Vorderseite', rolle: 'frage' },
      { name: 'Rückseite', rolle: 'antwort' },
    ]);
    expect(ergebnis.karten).toEqual([karte('Haus', 'house')]);
  });

  it('a first column grouping the cards (lessons, no header) is ignored', () => {
    const text = [
      '1;house;Haus',
      '1;dog;Hund',
      '1;cat;Katze',
      '2;tree;Baum',
      '2;sun;Sonne',
      '2;moon;Mond',
    ].join('\n');
    expect(parseKartenCsv(text).karten).toEqual([
      karte('house', 'Haus'),
      karte('dog', 'Hund'),
      karte('cat', 'Katze'),
      karte('tree', 'Baum'),
      karte('sun', 'Sonne'),
      karte('moon', 'Mond'),
    ]);
  });

  it("counts and removes '[sound:…]' and '<img>' (HTML) references", () => {
    const ergebnis = parseKartenCsv(
      '#separator:tab\n#html:true\nHund [sound:a.mp3]\tdog <img src="d.jpg"> [sound:b.mp3]',
    );
    expect(ergebnis.karten).toEqual([karte('Hund', 'dog')]);
    expect(ergebnis.medien).toEqual({ ton: 2, bild: 1 });
  });
});

describe('kodierungErkennen', () => {
  it.each<[string, number[], CsvKodierung, string]>([
    ['UTF-8', [...Buffer.from('Äpfel;Öl')], 'utf-8', 'Äpfel;Öl'],
    ['UTF-8 with BOM', [0xef, 0xbb, 0xbf, ...Buffer.from('Straße;x')], 'utf-8-bom', 'Straße;x'],
    ['Windows-1252', [0xc4, 0x3b, 0x80], 'windows-1252', 'Ä;€'],
    ['UTF-16 LE with BOM', [0xff, 0xfe, ...Buffer.from('Ä\tb', 'utf16le')], 'utf-16le', 'Ä\tb'],
    ['UTF-16 BE with BOM', [0xfe, 0xff, 0x00, 0xc4, 0x00, 0x09, 0x00, 0x62], 'utf-16be', 'Ä\tb'],
    ['UTF-16 LE without BOM', [...Buffer.from('Haus\thouse', 'utf16le')], 'utf-16le', 'Haus\thouse'],
  ])('%s', (_fall, bytes, kodierung, text) => {
    expect(kodierungErkennen(new Uint8Array(bytes))).toEqual({ kodierung, text });
  });
});

/** A small seeded generator: the same «random» texts on every run. */
function zufallsTexte(anzahl: number, saat: number): string[] {
  const zeichen = [
    '~',
    '~~',
    ';',
    ',',
    '"',
    "'",
    '\t',
    '\n',
    '\r\n',
    ' ',
    '  ',
    '#',
    '=',
    '-',
    'a',
    'Ä',
    'ß',
    '€',
    '林',
    'x y',
  ];
  let zustand = saat;
  const naechste = () => {
    zustand = (zustand * 1103515245 + 12345) % 2147483648;
    return zustand;
  };
  return Array.from({ length: anzahl }, () => {
    const laenge = 1 + (naechste() % 8);
    let text = '';
    for (let i = 0; i < laenge; i++) text += zeichen[naechste() % zeichen.length];
    // A card needs a question and an answer that are not only blanks.
    return text.trim() === '' ? `${text}q${text}` : text;
  });
}

describe('the round trip of any text is exact: parse(format(cards)) = cards', () => {
  const texte = zufallsTexte(600, 25);
  const faelle = Array.from({ length: 100 }, (_, i) => {
    const [frage = '', ...antworten] = texte.slice(i * 6, i * 6 + 6);
    return [i, karte(frage, ...antworten.slice(0, (i % 5) + 1))] as const;
  });

  it.each(faelle)('case %i: %j', (_i, k) => {
    const ergebnis = parseKartenCsv(formatKartenCsv([k, karte('zweite', 'Karte')]));
    expect(ergebnis.fehler).toEqual([]);
    expect(ergebnis.karten).toEqual([k, karte('zweite', 'Karte')]);
  });

  it.each<[string]>([
    ['a ~ b'],
    ['~'],
    ['~,'],
    [',~'],
    ['~~~'],
    [' ~ '],
    ['a;b'],
    ['"'],
    ['\tx\t'],
    ['x\n'],
    [' rand '],
  ])('the tilde escape and the edges: %j', (text) => {
    expect(tildeLesen(tildeSchreiben(text))).toBe(text);
    expect(parseKartenCsv(formatKartenCsv([karte(text, text)])).karten).toEqual([karte(text, text)]);
  });
});
