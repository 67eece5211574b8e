import { decodeCsvBytes } from './csv-kodierung';
import {
  CSV_MAX_KARTEN,
  csvFehlerText,
  csvZelleLesen,
  csvZelleSchuetzen,
  formatKartenCsv,
  parseKartenCsv,
  type CsvErgebnis,
  type CsvFehler,
  type CsvKarte,
} from './karten-csv';

const karte = (frage: string, ...antworten: string[]): CsvKarte => ({ frage, antworten });
const kurz = ({ karten, fehler }: CsvErgebnis): CsvErgebnis => ({ karten, fehler });

describe('parseKartenCsv (01 §9 CSV import)', () => {
  it.each<[string, string, CsvKarte[]]>([
    ['two columns, semicolon', 'Haus;house\nHund;dog', [karte('Haus', 'house'), karte('Hund', 'dog')]],
    [
      'CRLF line ends and a trailing newline',
      'Haus;house\r\nHund;dog\r\n',
      [karte('Haus', 'house'), karte('Hund', 'dog')],
    ],
    ['fields are trimmed', '  Haus ;  house  ', [karte('Haus', 'house')]],
    ['tildes stand for commas (01 §9)', 'Farben~ bitte;rot~ grün', [karte('Farben, bitte', 'rot, grün')]],
    [
      'five answer slots, the first correct',
      'Hauptstadt?;Bern;Zürich;Basel;Genf;Luzern',
      [karte('Hauptstadt?', 'Bern', 'Zürich', 'Basel', 'Genf', 'Luzern')],
    ],
    ['empty extra answers are left out', 'F;A;;C;', [karte('F', 'A', 'C')]],
    ['empty lines are skipped', '\nF1;A1\n\n ; \nF2;A2\n', [karte('F1', 'A1'), karte('F2', 'A2')]],
    ['a quoted field holds the separator', '"a;b";"c ""d"""', [karte('a;b', 'c "d"')]],
    ['a quoted field holds a line break', '"zwei\nZeilen";A', [karte('zwei\nZeilen', 'A')]],
    ['a UTF-8 byte-order mark is dropped', '\uFEFFHaus;house', [karte('Haus', 'house')]],
    [
      'a tab file (Quizlet) is detected',
      'Haus\thouse\nHund\tdog',
      [karte('Haus', 'house'), karte('Hund', 'dog')],
    ],
    [
      'tab file: a tilde stays a tilde',
      'ca. ~5\tungefähr fünf, etwa',
      [karte('ca. ~5', 'ungefähr fünf, etwa')],
    ],
    [
      "Anki: '#separator:tab' and '#html:false'",
      '#separator:tab\n#html:false\nHaus\thouse; home\nHund\tdog',
      [karte('Haus', 'house; home'), karte('Hund', 'dog')],
    ],
    [
      "Anki: '#html:true' fields become plain text",
      '#separator:tab\n#html:true\n<b>Haus</b>\thouse<br>home &amp; garden',
      [karte('Haus', 'house\nhome & garden')],
    ],
    [
      'Anki: guid, notetype, deck and tags columns are dropped',
      '#separator:tab\n#html:false\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:6\nabc123\tBasic\tEnglisch\tHaus\thouse\tvokabeln',
      [karte('Haus', 'house')],
    ],
    ['Anki: a separator by name', '#separator:Pipe\nHaus|house', [karte('Haus', 'house')]],
  ])('%s', (_fall, text, expected) => {
    expect(kurz(parseKartenCsv(text))).toEqual<CsvErgebnis>({ karten: expected, fehler: [] });
  });

  it.each<[string, string, Array<[number | null, string]>]>([
    ['one column', 'F1;A1\nnur eine Spalte\nF3;A3', [[2, 'csv.zuWenigeSpalten']]],
    ['empty question', ';Antwort', [[1, 'csv.frageFehlt']]],
    ['empty answer', 'Frage;', [[1, 'csv.antwortFehlt']]],
    ['six answers', 'F;1;2;3;4;5;6', [[1, 'csv.zuVieleAntworten']]],
    [
      'every bad line is named, header lines counted',
      '#separator:semicolon\nF;A\nschlecht\n\n;A\nF;A',
      [
        [3, 'csv.zuWenigeSpalten'],
        [5, 'csv.frageFehlt'],
      ],
    ],
    [
      'line numbers count the lines of a quoted multi-line field',
      '"a\nb";c\nschlecht',
      [[3, 'csv.zuWenigeSpalten']],
    ],
    ['an unclosed quote', 'F;A\n"offen;A', [[2, 'csv.anfuehrungszeichen']]],
    ['no card at all', '\n\n', [[null, 'csv.keineKarten']]],
    [
      'a tab file read with a semicolon header',
      '#separator:semicolon\nHaus\thouse',
      [[2, 'csv.zuWenigeSpalten']],
    ],
  ])('refuses: %s', (_fall, text, expected) => {
    const ergebnis = parseKartenCsv(text);
    expect(ergebnis.fehler).toEqual(expected.map(([zeile, key]) => ({ zeile, key })));
  });

  it(`refuses more than ${CSV_MAX_KARTEN} cards`, () => {
    const text = Array.from({ length: CSV_MAX_KARTEN + 1 }, (_, i) => `F${i};A${i}`).join('\n');
    expect(parseKartenCsv(text).fehler).toEqual([{ zeile: null, key: 'csv.zuVieleKarten' }]);
  });
});

describe('formatKartenCsv: import(export(x)) = x', () => {
  it.each<[string, CsvKarte[]]>([
    ['plain cards', [karte('Haus', 'house'), karte('Hund', 'dog')]],
    ['commas', [karte('rot, grün, blau', 'Farben, drei')]],
    ['semicolons, quotes and line breaks', [karte('a;b', 'er sagte "ja"'), karte('zwei\nZeilen', 'x')]],
    ['multiple choice', [karte('Hauptstadt?', 'Bern', 'Zürich', 'Basel', 'Genf', 'Luzern')]],
    ['umlauts and other scripts', [karte('Äpfel über Öl', 'яблоко, 林檎')]],
    ['a question opening with #', [karte('#1 Frage', 'Antwort'), karte('#2', 'B')]],
    ['tab characters', [karte('a\tb', 'c')]],
    [
      'formula-like cells (CSV injection)',
      [karte('=1+1', '+49 30'), karte('-5 Grad', '@Lehrer'), karte('\tTab vorne', '\rWagenrücklauf')],
    ],
    ['a genuine leading single quote', [karte("'=1+1", "''"), karte("'", "'Tis"), karte("'-x", "'''+")]],
    ['formula-like cells with commas', [karte('=SUMME(A1, B1)', '=HYPERLINK("http://x", "y")')]],
  ])('%s', (_fall, karten) => {
    expect(kurz(parseKartenCsv(formatKartenCsv(karten)))).toEqual({ karten, fehler: [] });
  });

  it('writes semicolons, commas as they are, a literal ~ doubled (tilde.ts), CRLF', () => {
    expect(formatKartenCsv([karte('a, b', 'c ~ d'), karte('d', 'e', 'f')])).toBe('a, b;c ~~ d\r\nd;e;f');
  });

  it("reads the old export's tildes as commas and '~~' as a tilde", () => {
    expect(parseKartenCsv('a~ b;c ~~ d').karten).toEqual([karte('a, b', 'c ~ d')]);
  });

  it.each<[string, string]>([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ["'x", `"''x"`],
    ['x=1', 'x=1'],
    ['Haus', 'Haus'],
  ])('neutralises a cell opening with a formula character (OWASP): %p → %p', (text, zelle) => {
    expect(formatKartenCsv([karte(text, 'A')])).toBe(`${zelle};A`);
  });
});

describe('csvZelleSchuetzen / csvZelleLesen', () => {
  it.each<[string, string]>([
    ['=A1', "'=A1"],
    ['+A1', "'+A1"],
    ['-A1', "'-A1"],
    ['@A1', "'@A1"],
    ['\tA1', "'\tA1"],
    ['\rA1', "'\rA1"],
    ["'A1", "''A1"],
    ["'", "''"],
    ['A=1', 'A=1'],
    ['', ''],
  ])('%p ↔ %p', (text, zelle) => {
    expect(csvZelleSchuetzen(text)).toBe(zelle);
    expect(csvZelleLesen(zelle)).toBe(text);
  });

  it.each<[string]>([["'Tis"], ["'"], ["'A=1"]])(
    'keeps the quote of a cell %p our export did not write',
    (zelle) => {
      expect(csvZelleLesen(zelle)).toBe(zelle);
    },
  );

  it("drops the quote in a ';' file only: an Anki or Quizlet tab file keeps it", () => {
    expect(parseKartenCsv("'=1+1;'-x").karten).toEqual([karte('=1+1', '-x')]);
    expect(parseKartenCsv("'=1+1\t'-x").karten).toEqual([karte("'=1+1", "'-x")]);
  });
});

describe('decodeCsvBytes: UTF-8 and Windows-1252 (Excel)', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  it.each<[string, Uint8Array, string]>([
    ['UTF-8', utf8('Äpfel;Öl ß €'), 'Äpfel;Öl ß €'],
    ['UTF-8 with a byte-order mark', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Haus;house')]), 'Haus;house'],
    // 'Äpfel;Öl ß €' as Excel writes it on Windows: Ä=C4, Ö=D6, ß=DF, €=80
    [
      'Windows-1252',
      new Uint8Array([0xc4, 0x70, 0x66, 0x65, 0x6c, 0x3b, 0xd6, 0x6c, 0x20, 0xdf, 0x20, 0x80]),
      'Äpfel;Öl ß €',
    ],
    [
      'Windows-1252 quotes and dashes (0x80–0x9F)',
      new Uint8Array([0x93, 0x48, 0x94, 0x20, 0x96, 0x20, 0x85]),
      '“H” – …',
    ],
    ['plain ASCII', utf8('Haus;house'), 'Haus;house'],
  ])('%s', (_fall, bytes, expected) => {
    expect(decodeCsvBytes(bytes)).toBe(expected);
  });
});

describe('csvFehlerText', () => {
  it.each<[number | null, string, string]>([
    [3, 'csv.frageFehlt', 'Zeile 3: Die Frage fehlt.'],
    [null, 'csv.zuVieleKarten', `Eine Datei kann höchstens ${CSV_MAX_KARTEN} Karten enthalten.`],
  ])('line %p, %s → %p', (zeile, key, text) => {
    expect(csvFehlerText({ zeile, key: key as CsvFehler['key'] })).toBe(text);
  });
});
