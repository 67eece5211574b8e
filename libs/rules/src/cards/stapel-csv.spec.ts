import { kartenAusCsv, stapelAlsCsv } from './stapel-csv';

describe('stack CSV (02 §9 import format, used by the data export)', () => {
  it.each([
    [[{ frage: 'Hauptstadt der Schweiz?', antwort: 'Bern' }], 'Hauptstadt der Schweiz?;Bern\n'],
    [[{ frage: 'Zahlen, bitte', antwort: 'eins, zwei' }], 'Zahlen~ bitte;eins~ zwei\n'],
    [[{ frage: 'a;b', antwort: 'c\nd' }], 'a~b;c d\n'],
    [
      [
        { frage: 'Hund', antwort: 'dog' },
        { frage: 'Katze', antwort: 'cat' },
      ],
      'Hund;dog\nKatze;cat\n',
    ],
    [[], ''],
  ])('writes %j as %j', (karten, csv) => {
    expect(stapelAlsCsv(karten)).toBe(csv);
  });

  it('is read back by the import rule, commas restored', () => {
    const karten = [
      { frage: 'Zahlen, bitte', antwort: 'eins, zwei' },
      { frage: 'Hund', antwort: 'dog' },
    ];
    expect(kartenAusCsv(stapelAlsCsv(karten))).toEqual(karten);
  });

  it('skips lines with fewer than two columns', () => {
    expect(kartenAusCsv('nur eine Spalte\nFrage;Antwort;Rest\n')).toEqual([
      { frage: 'Frage', antwort: 'Antwort' },
    ]);
  });
});
