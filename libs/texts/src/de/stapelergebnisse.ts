/** Quiz results and the Aufgaben page's tabs Quiz, Verbessern, Monitoring (01 §2, 02 §3, issue 11). */
export const STAPELERGEBNISSE = {
  'aufgaben.tabQuiz': 'Quiz',
  'aufgaben.tabVerbessern': 'Verbessern',
  'aufgaben.tabMonitoring': 'Monitoring',
  'aufgaben.quizTitel': 'Stapel zum Lernen',
  'aufgaben.keineQuizAufgaben': 'Du hast zurzeit keine Stapel als Aufgabe erhalten.',
  'aufgaben.quizHinweis':
    'Mit «Quiz starten» lernst du einen Stapel mit den drei Fächern: Er kommt dazu als Kopie in deine eigenen Stapel. Deine Lehrperson sieht dann dein Ergebnis.',
  'aufgaben.quizHinweisLehrperson':
    'Hier stehen Stapel, die du selbst als Aufgabe erhalten hast. Wie deine Schülerinnen und Schüler lernen, siehst du im Tab «Monitoring».',
  'aufgaben.abgabeBis': 'bis {datum}',
  'aufgaben.vorschau': 'Vorschau',
  'monitoring.schueler': 'Schüler/in',
  'monitoring.letztesErgebnis': 'Letztes Ergebnis',
  'monitoring.datum': 'Datum',
  'monitoring.durchgaenge': 'Durchgänge',
  'monitoring.keineSchueler': 'Es müssen noch Schüler/innen erfasst werden.',
  'monitoring.keineAufgaben': 'Du hast noch keinen Stapel als Aufgabe geteilt.',
  'monitoring.schwierigsteKarten': 'Schwierigste Karten',
  'monitoring.schwierigeKarte': '{frage}: {anzahl} Schüler/innen wussten es nicht ({anteil} %)',
} as const;
