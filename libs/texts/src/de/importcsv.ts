/**
 * CSV import and export of cards (01 §9; API folder unterrichtsmodule/importcsv). Line texts carry
 * the line number {zeile}; the rule parseKartenCsv of @lernstapel/rules returns these keys.
 */
export const IMPORTCSV = {
  'csv.fehlerhafteZeilen':
    'Die Datei wurde nicht eingelesen: {anzahl} Zeile(n) sind fehlerhaft. Bitte korrigiere sie und versuche es erneut.',
  'csv.zuWenigeSpalten':
    'Zeile {zeile}: Es braucht eine Frage und eine Antwort, getrennt durch ein Semikolon (;) oder einen Tabulator.',
  'csv.frageFehlt': 'Zeile {zeile}: Die Frage fehlt.',
  'csv.antwortFehlt': 'Zeile {zeile}: Die Antwort fehlt.',
  'csv.zuVieleAntworten': 'Zeile {zeile}: Eine Karte hat höchstens fünf Antworten.',
  'csv.anfuehrungszeichen': 'Zeile {zeile}: Ein Anführungszeichen wird nicht geschlossen.',
  'csv.keineKarten': 'Die Datei enthält keine Karten.',
  'csv.zuVieleKarten': 'Eine Datei kann höchstens {max} Karten enthalten.',
  'csv.zuGross': 'Die Datei ist zu gross: höchstens {mb} MB.',
  'csv.nurCsv': 'Bitte sende die Datei als text/csv.',
  'csv.dateiTyp': 'Bitte wähle eine .txt- oder .csv-Datei.',
  'csv.vorschau': '{anzahl} Karten werden eingelesen.',
  'csv.exportieren': 'Als CSV-Datei exportieren',
} as const;
