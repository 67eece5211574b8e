/** Quiz, preview and answer checking (02 §2, §4, §5, §8). */
export const QUIZ = {
  'quiz.frageVonGesamt': 'Frage {nr} / {gesamt}',
  'quiz.quiz': '(Quiz)',
  'quiz.fach': 'Fach {nr}',
  'quiz.frage': 'Frage',
  'quiz.antwort': 'Antwort',
  'quiz.tippenFuerAntwort': 'Tippe auf die Karte, um die Antwort zu sehen.',
  'quiz.zeigeAntwort': 'Zeige Antwort',
  'quiz.pruefen': 'Prüfen',
  'quiz.ichWussteEsNicht': 'Ich wusste es nicht.',
  'quiz.ichWussteEs': 'Ich wusste es!',
  'quiz.richtig': 'Richtig!',
  'quiz.falsch': 'Falsch!',
  'quiz.naechsteFrage': 'Nächste Frage',
  'quiz.erneutAbfragen': 'Erneut abfragen',
  'quiz.quizWiederholen': 'quiz wiederholen',
  'quiz.zusammenfassung': 'Du hast {richtig} von {gesamt} Karten gewusst ({prozent} %).',
  'quiz.verlauf': 'Bisherige Ergebnisse',
  // 02 §5: hints of the written answer and the multiple choice with several correct answers
  'quiz.hinweisSchriftlich': 'Gib die Antwort sorgfältig ein. Achte auf Gross- und Kleinschreibung.',
  'quiz.hinweisMehrfachauswahl': 'Eine oder mehrere Antworten sind möglich.',
  'quiz.hinweisBeschriftungNummer': 'Gib bei jeder Markierung die passende Nummer (1 bis 10) ein.',
  'quiz.hinweisBeschriftungText': 'Gib bei jeder Markierung die passende Beschriftung ein.',
  // 02 §8: wrong answer; the answer(s) follow the colon
  'quiz.richtigeAntwortLautet': 'Die richtige Antwort lautet: {antwort}',
  'quiz.richtigeAntwortenLauten': 'Die richtigen Antworten lauten:',
  'quiz.wahreBehauptung': 'Es handelt sich um eine wahre Behauptung.',
  'quiz.falscheBehauptung': 'Es handelt sich um eine falsche Behauptung.',
  // Preview (02 §2)
  'quiz.stapelBearbeiten': 'Stapel bearbeiten',
  // 02 §4: in the preview the confirmation after a check closes it (nothing is counted)
  'quiz.vorschauSchliessen': 'Vorschau schliessen',
  'quiz.inEigeneStapelKopieren': 'In eigene Stapel kopieren',
  'quiz.stapelZuruecksetzen': 'Stapel zurücksetzen',
  'quiz.deineAntwort': 'Deine Antwort',
  'quiz.wortAnhoeren': 'Wort anhören',
  'quiz.markierung': 'Markierung {nr}',
  'quiz.faecherLeiste': 'Karten pro Fach',
  'quiz.fachAnzahl': 'Fach {nr}: {anzahl}',
  'quiz.ergebnis': 'Ergebnis (%)',
  'quiz.verlaufBeschreibung': 'Verlauf der Ergebnisse: {anzahl} Durchgänge, als Liniendiagramm in Prozent',
  // Issue 23: 'Erneut abfragen' asks only the cards not known; the chart keeps such re-runs apart
  'quiz.verlaufBeschreibungErneut':
    'Verlauf der Ergebnisse: {anzahl} Durchgänge mit dem ganzen Stapel als Linie in Prozent, dazu {erneut} erneute Abfragen der nicht gewussten Karten als einzelne Punkte',
  'quiz.ergebnisErneut': 'Erneut abgefragt (%)',
  'quiz.laufErneut': '{nr}. {datum} (erneut, {anzahl} Karten)',
  'quiz.zusammenfassungErneut':
    'Erneut abgefragt: Du hast {richtig} von {gesamt} nicht gewussten Karten gewusst ({prozent} %).',
  'quiz.erneutHinweis':
    'Erneut abfragen fragt nur die Karten aus Fach 1, die du eben nicht gewusst hast. Im Verlauf zählt es nicht als Ergebnis des ganzen Stapels.',
  'quiz.tastenHinweis':
    'Tastatur: Leertaste oder Enter dreht die Karte, J = «Ich wusste es!», N = «Ich wusste es nicht.»',
  'quiz.zuruecksetzenFrage':
    'Alle Karten kommen zurück in Fach 1, und die bisherigen Ergebnisse dieses Stapels werden gelöscht. Fortfahren?',
  // Lernmodus (issue 11, beyond the spec)
  'quiz.lernmodus': 'Lernmodus',
  'quiz.lernmodusFaecher': 'Drei Fächer',
  'quiz.lernmodusIntelligent': 'Intelligente Wiederholung',
  'quiz.kartenFaellig': '{anzahl} Karten fällig',
  'quiz.karteFaellig': '1 Karte fällig',
  'quiz.keineKartenFaellig':
    'Heute ist keine Karte fällig. Die nächste kommt, sobald du sie zu vergessen drohst.',
  'quiz.trotzdemAlle': 'Trotzdem alle Karten abfragen',
  // Issue 23: when an answered card comes back ('Intelligente Wiederholung')
  'quiz.wiederFaelligKarte': '«{frage}»: {wann}',
  'quiz.wiederFaelligTitel': 'So kommen die Karten wieder',
  'quiz.gleichWieder': 'gleich wieder',
  'quiz.wiederInEinerMinute': 'wieder in 1 Minute',
  'quiz.wiederInMinuten': 'wieder in {anzahl} Minuten',
  'quiz.wiederInEinerStunde': 'wieder in 1 Stunde',
  'quiz.wiederInStunden': 'wieder in {anzahl} Stunden',
  'quiz.wiederMorgen': 'wieder morgen',
  'quiz.wiederInTagen': 'wieder in {anzahl} Tagen',
  'quiz.intelligentErklaerung':
    'Intelligente Wiederholung fragt nur die fälligen Karten ab: Was du weisst, kommt erst nach Tagen wieder, was du nicht weisst, schon nach wenigen Minuten.',
  // API refusals
  'quiz.nurEigenerStapel':
    'Boxen und Ergebnisse gibt es nur für eigene Stapel. Kopiere den Stapel in deine eigenen Stapel, um damit zu lernen.',
  'quiz.ergebnisUngueltig': 'Das Ergebnis passt nicht zu den Karten des Stapels.',
} as const;
