/** 'Hilfe' page of the user area (01 §2 hilfe): help by topic, in the app's informal address. */
export const HILFE = {
  'hilfe.titel': 'Hilfe',
  'hilfe.einleitung':
    'Hier findest du Antworten auf die häufigsten Fragen zu Lernstapel. Wähle ein Thema, um es aufzuklappen.',
  'hilfe.anmeldung.titel': 'Anmeldung und Anmeldecode',
  'hilfe.anmeldung.text': [
    'Lernstapel kennt keine Passwörter: Du meldest dich mit deinem persönlichen Anmeldecode an. Gib den Code auf der Startseite unter «Anmelden» ein und bestätige mit OK oder der Eingabetaste. Gib deinen Code niemandem weiter.',
    'Mit «Anmeldung auf diesem Browser speichern» musst du den Code 90 Tage lang nicht mehr eingeben; die Startseite zeigt dann «Anmelden als …». Schalte das nur auf deinem eigenen Gerät ein. Unter «Mein Konto» kannst du die gespeicherte Anmeldung jederzeit wieder löschen.',
    'Code vergessen? Über «Anmeldecode vergessen?» schickt dir Lernstapel den Code an deine hinterlegte E-Mail-Adresse. Schülerinnen und Schüler ohne E-Mail-Adresse erhalten einen neuen Code von ihrer Lehrperson; der alte Code gilt dann nicht mehr.',
  ].join('\n\n'),
  'hilfe.stapel.titel': 'Stapel und Kartenarten',
  'hilfe.stapel.text': [
    'Ein Stapel ist eine Sammlung von Karteikarten zu einem Thema. Unter «Meine Flashcards» legst du Stapel an, ordnest sie in Ordner und öffnest sie zum Bearbeiten. Mit «Karteikarte +» fügst du eine Karte hinzu.',
    'Es gibt sieben Kartenarten: eine Frage mit mündlicher Antwort, die du selbst überprüfst; eine Frage mit schriftlicher Antwort, die Lernstapel prüft (achte auf Gross- und Kleinschreibung); Multiple Choice mit einer oder mehreren richtigen Antworten; eine Behauptung, die wahr oder falsch ist; eine Verbkonjugation; eine Hörvokabel, die du anhörst und aufschreibst; und ein Bild oder eine Skizze, die du beschriftest.',
    'Karten können ein Foto oder ein Video enthalten. In der Vorschau siehst du einen Stapel so, wie ihn andere beim Lernen sehen.',
  ].join('\n\n'),
  'hilfe.quiz.titel': 'Das Quiz mit drei Fächern',
  'hilfe.quiz.text': [
    'Im Quiz fragt Lernstapel jede Karte eines Stapels ab. Überlege dir die Antwort und decke sie mit «Zeige Antwort» auf, oder gib sie ein, wenn die Karte eine geschriebene Antwort verlangt.',
    'Jede Karte liegt in einem von drei Fächern. Weisst du die Antwort («Ich wusste es!»), wandert die Karte ein Fach weiter, von Fach 1 in Fach 2 und von Fach 2 in Fach 3, wo sie bleibt. Weisst du sie nicht («Ich wusste es nicht.»), kommt sie zurück in Fach 1. So übst du vor allem, was du noch nicht kannst.',
    'Nach der letzten Karte siehst du dein Ergebnis in Prozent und den Verlauf deiner bisherigen Durchgänge. Mit «Erneut abfragen» beginnst du einen neuen Durchgang.',
  ].join('\n\n'),
  'hilfe.klasse.titel': 'Klasse und Gruppen',
  'hilfe.klasse.text': [
    'Lehrpersonen erfassen unter «Klasse / Gruppen» im Reiter Klasse ihre Schülerinnen und Schüler. Jede Person erhält einen eigenen Anmeldecode, den du kopieren, per E-Mail schicken oder mit «Drucken» als Zettel für die ganze Klasse ausdrucken kannst.',
    'Du kannst einzelne Schülerinnen und Schüler sperren (ihre Sitzungen enden sofort), ihnen einen neuen Code geben, ihnen für zwei Stunden das Hochladen eigener Dateien erlauben oder sie samt allen Daten löschen.',
    'Im Reiter Gruppen stellst du Gruppen zusammen, zum Beispiel für ein Fach oder ein Projekt, und teilst Stapel mit der ganzen Gruppe. Der Reiter Aktivitäten zeigt, wann Schülerinnen und Schüler während des Lernens das Fenster verlassen haben. Schülerinnen und Schüler sehen unter «Mein Konto», in welchen Gruppen sie sind.',
  ].join('\n\n'),
  'hilfe.pruefungen.titel': 'Prüfungen',
  'hilfe.pruefungen.text': [
    'Eine Prüfung beruht auf einem Stapel. Die Lehrperson legt Titel, Datum und eine Anweisung fest und gibt die Prüfung frei, sobald die Klasse sie sehen soll. Schülerinnen und Schüler sehen nur freigegebene Prüfungen; nach dem Datum steht «(abgelaufen)» daneben.',
    'In der Prüfung drückst du «Start», beantwortest die Fragen und gibst mit «Abgeben und beenden» ab. Danach kannst du nichts mehr ändern. Die Lehrperson korrigiert, vergibt Punkte und einen Kommentar; Lernstapel berechnet die Note nach dem Notensystem des Landes deiner Schule.',
  ].join('\n\n'),
  'hilfe.wettbewerbe.titel': 'Quiz-Wettbewerbe',
  'hilfe.wettbewerbe.text': [
    'In einem Quiz-Wettbewerb treten bis zu sechs Personen live gegeneinander an: du und bis zu fünf Eingeladene. Alle Eingeladenen müssen die Einladung annehmen, und es braucht mindestens zwei Teilnehmende.',
    'Die Person, die den Wettbewerb angelegt hat, drückt «Starten»; danach beginnt jede Person mit «LOS!!!». Jede richtige Antwort bringt deinen Jockey auf der Rennbahn ein Stück weiter, bei einer falschen Antwort erscheint «Falsch!» und du bleibst auf der Karte. Wer zuerst alle verlangten Fragen richtig beantwortet, gewinnt.',
  ].join('\n\n'),
  'hilfe.datenschutz.titel': 'Datenschutz',
  'hilfe.datenschutz.text': [
    'Lernstapel speichert nur, was für das Lernen nötig ist: deinen Namen, Benutzernamen, optional eine E-Mail-Adresse, deine Stapel und Lernstände. Dein Anmeldecode ist nur für dich, deine Lehrpersonen und die Schuladministration sichtbar.',
    'Für die Anmeldung setzt Lernstapel ein Sitzungs-Cookie, das Skripte nicht lesen können. Nur wenn du die Anmeldung speicherst, kommt ein Anmelde-Cookie für 90 Tage hinzu, das keinen Anmeldecode enthält. Nach einer erfolgreichen Anmeldung erkennt Lernstapel deinen Browser außerdem 180 Tage lang wieder (ohne Namen und Code), damit falsche Codes anderer Geräte in der Schule ihn nicht ausbremsen. Die Aktivitäten beim Lernen sind nur für Lehrpersonen sichtbar und können von ihnen gelöscht werden.',
    'Lehrpersonen können ihr Konto unter «Mein Konto» löschen; dabei werden auch ihre Stapel und ihre Schülerinnen und Schüler mit allen Daten entfernt. Schülerinnen und Schüler wenden sich dafür an ihre Lehrperson.',
    'Unter «Mein Konto» kannst du alle Daten, die Lernstapel über dich gespeichert hat, als ZIP-Datei herunterladen. Aktivitäten werden nach einer festen Frist automatisch gelöscht; wie lange, steht in der Datenschutzerklärung auf der Startseite.',
  ].join('\n\n'),
} as const;
