/** Print view of a stack and its PDFs (02 §2 print view, §7 /utils/vorlage.pdf). */
export const DRUCK = {
  'druck.titel': 'Druckansicht: {titel}',
  'druck.autor': 'Autor/in: {name}',
  'druck.anzahl': 'Anzahl Karten: {anzahl}',
  'druck.drucken': 'Drucken',
  'druck.alsPdf': 'Als PDF drucken',
  'druck.kartenProSeite': 'Karten pro Seite',
  'druck.proSeite': '{anzahl} pro A4-Seite',
  'druck.vorlage': 'Leere Vorlage (PDF)',
  'druck.schliessen': 'Schliessen',
  'druck.kartenBearbeiten': 'Karten bearbeiten',
  'druck.druckansicht': 'Druckansicht',
  'druck.inStapelKopieren': 'In eigene Stapel kopieren',
  'druck.frage': 'Frage',
  'druck.antwort': 'Antwort',
  'druck.pdfDuplex':
    'Beidseitig drucken (an der langen Kante wenden): Die Antworten liegen dann genau hinter ihren Fragen.',
  'druck.bildFehlt': '[Bild: {adresse}]',
  'druck.vorlageTitel': 'Lernkarten-Vorlage',
  'druck.vorlageHinweis':
    'Entlang der durchgezogenen Linien ausschneiden, an der gestrichelten Linie falten: vorne die Frage, hinten die Antwort.',
  'druck.leer': 'Dieser Stapel enthält keine Karten.',
} as const;
