/** Sharing, mailbox (Briefkasten) and team editing (01 §2, §5, §6). */
export const TEILEN = {
  'teilen.titel': 'Stapel teilen',
  'teilen.empfaenger': 'Empfänger/innen',
  'teilen.alsAufgabe': 'Als Aufgabe',
  'teilen.aufgabe': 'Aufgabe',
  'teilen.abgabeBis': 'Abgabe bis',
  'teilen.senden': 'Teilen',
  'teilen.briefkasten': 'Briefkasten',
  'teilen.briefkastenLeer': 'Dein Briefkasten ist leer.',
  'teilen.inEigeneStapelKopieren': 'In eigene Stapel kopieren',
  'teilen.ausBriefkastenEntfernen': 'Aus dem Briefkasten entfernen',
  'teilen.teamTitel': 'Im Team bearbeiten',
  'teilen.teamTeilnehmer': 'Teilnehmer/innen',
} as const;
