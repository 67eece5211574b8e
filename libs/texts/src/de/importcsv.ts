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
  'csv.zuGross': 'Die Datei ist zu gross: höchstens {mb} MB sind erlaubt.',
  'csv.nurCsv': 'Bitte sende die Datei als text/csv.',
  'csv.dateiTyp': 'Bitte wähle eine .txt- oder .csv-Datei.',
  'csv.vorschau': '{anzahl} Karten werden eingelesen.',
  'csv.exportieren': 'Als CSV-Datei exportieren',
  // Issue 25 §1: the import step (encoding, separators, header row, column mapping, preview)
  'csv.zuordnung':
    'Bitte ordne genau einer Spalte «Frage» und genau einer Spalte «Antwort» zu; jede falsche Antwort höchstens einer Spalte.',
  'csv.kodierung': 'Zeichensatz: {name}',
  'csv.feldtrenner': 'Trennzeichen zwischen Frage und Antwort',
  'csv.kartentrenner': 'Trennzeichen zwischen Karten',
  'csv.trenner.tab': 'Tabulator',
  'csv.trenner.semikolon': 'Semikolon (;)',
  'csv.trenner.komma': 'Komma (,)',
  'csv.trenner.zeile': 'Neue Zeile',
  'csv.trenner.eigenes': 'Eigenes',
  'csv.trenner.eigenesZeichen': 'Eigenes Trennzeichen',
  'csv.trenner.leer': 'Bitte gib ein Trennzeichen ein.',
  'csv.ueberschrift': 'Erste Zeile ist eine Überschrift',
  'csv.spalte': 'Spalte {nummer}',
  'csv.spalteRolle': 'Spalte «{name}»',
  'csv.rolle.frage': 'Frage',
  'csv.rolle.antwort': 'Antwort',
  'csv.rolle.antwort2': 'Falsche Antwort 2',
  'csv.rolle.antwort3': 'Falsche Antwort 3',
  'csv.rolle.antwort4': 'Falsche Antwort 4',
  'csv.rolle.antwort5': 'Falsche Antwort 5',
  'csv.rolle.ignorieren': 'Ignorieren',
  'csv.vorschauTitel': 'Vorschau: die ersten {anzahl} von {gesamt} Karten, so wie sie angelegt werden',
  'csv.vorschauFalsche': 'Falsche Antworten',
  'csv.vorschauKartentyp': 'Kartentyp',
  'csv.typMuendlich': 'Mündlich',
  'csv.typMultipleChoice': 'Multiple Choice',
  'csv.medienTon': '{anzahl} Tondateien: nur mit dem Anki-Paket-Import',
  'csv.medienBild': '{anzahl} Bilder: nur mit dem Anki-Paket-Import',
  'csv.ankiKopf': 'Anki-Export erkannt: Kopfzeilen werden beachtet.',
  'csv.optionUngueltig': 'Die Einstellungen zum Einlesen sind ungültig: {feld}.',
} as const;
