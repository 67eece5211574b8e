/**
 * Content of the landing page's info dialogs and of the user manual (01 §1, §2; issue 3).
 * Long texts: paragraphs are separated by a blank line, a paragraph starting with '### ' is a
 * subheading and lines starting with '• ' are list items. The shell's info dialogs and the
 * manual build (apps/shell/scripts/build-manual.cjs) both read this format.
 *
 * Impressum and Datenschutzerklärung name the operator of this installation: whoever runs
 * Lernstapel replaces the operator's data below (name, address, register number, contact).
 */
export const LANDING = {
  'landing.untertitel': 'Lernen mit Karteikarten – für Schulen, Lehrpersonen, Schülerinnen und Schüler',
  'landing.einleitung':
    'Lernstapel ist eine Lernkartei im Browser. Lehrpersonen erstellen Stapel mit Karteikarten, teilen sie mit ihrer Klasse, stellen Aufgaben und Prüfungen und sehen die Lernfortschritte. Schülerinnen und Schüler lernen mit dem Drei-Fächer-Quiz, in Quiz-Wettbewerben und mit eigenen Stapeln.',
  'landing.vorteile.kurz':
    'Warum Lernen mit Karteikarten wirkt: aktives Erinnern, kleine Portionen und Wiederholung im richtigen Abstand.',
  'landing.konzept.kurz':
    'Wie Lernstapel funktioniert: Stapel, das Drei-Fächer-System, Klassen mit Anmeldecodes und Prüfungen.',
  'landing.handbuch.kurz':
    'Das Benutzerhandbuch beschreibt alle Bereiche des Portals Schritt für Schritt (PDF).',
  'landing.mehrErfahren': 'Mehr erfahren',
  'landing.vorteile.text': [
    'Karteikarten gehören zu den wirksamsten Lernmethoden, die die Lernforschung kennt. Auf der Vorderseite steht eine Frage, auf der Rückseite die Antwort. Wer eine Karte abfragt, muss das Wissen selbst aus dem Gedächtnis holen – und genau dieses aktive Erinnern festigt es viel stärker als wiederholtes Durchlesen.',
    '### Für Schülerinnen und Schüler',
    '• Lernen in kleinen Portionen: ein paar Minuten am Tag reichen, auch unterwegs.\n• Sofortige Rückmeldung: Du siehst gleich, was du schon kannst und was noch nicht.\n• Schwierige Karten kommen öfter, leichte seltener – so lernst du dort, wo es nötig ist.\n• Eigene Stapel erstellen hilft schon beim Lernen, denn du musst den Stoff ordnen und in eigene Worte fassen.',
    '### Für Lehrpersonen',
    '• Stapel einmal erstellen und mit der ganzen Klasse, mit Gruppen oder mit Kolleginnen und Kollegen teilen.\n• Aufgaben und Prüfungen aus denselben Karten zusammenstellen und automatisch auswerten lassen.\n• Im Monitoring sehen, welche Karten der Klasse Mühe machen, und den Unterricht danach ausrichten.\n• Quiz-Wettbewerbe bringen Abwechslung und Motivation in die Repetition.',
    '### Für Eltern',
    'Sie sehen gemeinsam mit Ihrem Kind, welche Stapel anstehen, und können beim Abfragen helfen. Lernstapel braucht keine Installation, funktioniert in jedem aktuellen Browser und zeigt keine Werbung.',
  ].join('\n\n'),
  'landing.konzept.text': [
    'Lernstapel verbindet die klassische Lernkartei mit den Möglichkeiten einer Schulplattform.',
    '### Stapel und Karteikarten',
    'Ein Stapel (auch Unterrichtsmodul genannt) enthält Karteikarten zu einem Thema, zum Beispiel „Englisch Unit 3“ oder „Die Zellteilung“. Karten können Text, Bilder, Multiple-Choice-Antworten, Wahr-oder-Falsch-Behauptungen, Vokabeln mit Aussprache oder Verbkonjugationen enthalten.',
    '### Das Drei-Fächer-System',
    'Im Quiz liegt jede Karte in einem von drei Fächern. Alle Karten beginnen im ersten Fach. Weisst du die Antwort, wandert die Karte ein Fach weiter; weisst du sie nicht, geht sie zurück ins erste Fach. Karten im ersten Fach werden am häufigsten abgefragt, Karten im dritten Fach gelten als gelernt. So verteilst du die Wiederholungen von selbst auf die Karten, die du noch nicht sicher kannst.',
    '### Wiederholen im richtigen Abstand',
    'Wer Stoff in wachsenden Abständen wiederholt, behält ihn deutlich länger, als wer ihn einmal lange büffelt (verteiltes Lernen, englisch „spaced repetition“). Lernstapel merkt sich deshalb, wann du einen Stapel zuletzt geübt hast, und zeigt dir auf dem Dashboard, was ansteht.',
    '### Klassen, Gruppen und Anmeldecodes',
    'Eine Schule oder eine Einzelperson registriert sich kostenlos. Lehrpersonen erfassen ihre Schülerinnen und Schüler in der Klasse und können sie in Gruppen einteilen. Jede Person meldet sich mit einem persönlichen Anmeldecode an – ohne Passwort und ohne E-Mail-Adresse. Den Code erhalten die Schülerinnen und Schüler von ihrer Lehrperson; wer eine E-Mail-Adresse hinterlegt, kann ihn sich über „Anmeldecode vergessen?“ zuschicken lassen.',
    '### Aufgaben, Prüfungen und Wettbewerbe',
    'Lehrpersonen teilen Stapel als Aufgabe mit Abgabetermin, korrigieren eingereichte Stapel und erstellen Prüfungen mit Noten. In Quiz-Wettbewerben spielen bis zu sechs Personen gleichzeitig denselben Stapel.',
  ].join('\n\n'),
  'landing.datenschutz.text': [
    'Der Schutz Ihrer Daten ist uns wichtig. Diese Erklärung beschreibt, welche Personendaten Lernstapel bearbeitet, wozu, wie lange und welche Rechte Sie haben. Sie richtet sich nach dem schweizerischen Datenschutzgesetz (DSG) und, soweit anwendbar, nach der Datenschutz-Grundverordnung der EU (DSGVO).',
    '### Verantwortliche Stelle',
    'Verantwortlich ist die im Impressum genannte Betreiberin dieser Installation. Fragen zum Datenschutz richten Sie an datenschutz@lernstapel.ch.',
    '### Welche Daten wir bearbeiten',
    '• Stammdaten: vollständiger Name, Benutzername, Kürzel und – wenn angegeben – die E-Mail-Adresse; bei Schulen zusätzlich Name, Anschrift und Kontaktpersonen der Schule.\n• Anmeldecodes: der persönliche Code, mit dem man sich anmeldet.\n• Lerninhalte: Stapel, Karteikarten, Ordner und die Freigaben an andere Personen.\n• Lernergebnisse: Quiz-Fortschritt (Fächer der Karten), Aufgaben, Prüfungsantworten, Punkte und Noten, Ergebnisse von Quiz-Wettbewerben.\n• Aktivitätsereignisse: Während Schülerinnen und Schüler lernen, wird festgehalten, wenn das Fenster den Fokus verliert, verkleinert oder ausgeblendet wird. Lehrpersonen sehen diese Ereignisse im Bereich Aktivitäten ihrer Klasse.',
    '### Wozu wir die Daten bearbeiten',
    'Die Daten dienen ausschliesslich dem Betrieb der Lernplattform: der Anmeldung, dem Lernen und Üben, dem Austausch von Stapeln, der Korrektur von Aufgaben und Prüfungen durch die zuständigen Lehrpersonen sowie dem Versand des Anmeldecodes per E-Mail. Eine Weitergabe an Dritte zu Werbe- oder anderen Zwecken findet nicht statt.',
    '### Wer die Daten sieht',
    'Lernergebnisse und Anmeldecodes von Schülerinnen und Schülern sehen nur ihre Lehrpersonen und die Administratorinnen und Administratoren ihrer Schule sowie die Hauptadministration der Betreiberin. Daten einer Schule sind für andere Schulen nicht sichtbar.',
    '### Cookies',
    '• Sitzungs-Cookie: hält Sie nach der Anmeldung angemeldet; es ist für Skripte nicht lesbar und wird beim Abmelden gelöscht.\n• Gespeicherte Anmeldung: Nur wenn Sie „Anmeldung auf diesem Browser speichern“ wählen, wird für 90 Tage ein Anmelde-Token gespeichert, das selbst keinen Anmeldecode enthält.\n• Anzeigename: Mit der gespeicherten Anmeldung wird Ihr Name gespeichert, damit die Startseite „Anmelden als …“ anzeigen kann.\nDie gespeicherte Anmeldung lässt sich jederzeit in den Kontoeinstellungen löschen.',
    '### Kein Tracking',
    'Lernstapel verwendet keine Analyse- oder Werbedienste, keine Tracking-Pixel und keine Cookies von Dritten. Schriften und Programmteile werden vom eigenen Server geladen.',
    '### Speicherdauer und Löschung',
    'Die Daten werden gespeichert, solange das Konto besteht. Lehrpersonen können Schülerinnen und Schüler samt allen Daten löschen; beim Löschen eines Kontos oder einer Schule werden alle zugehörigen Stapel, Lernergebnisse und Aktivitätsereignisse entfernt. Gesetzliche Aufbewahrungspflichten (zum Beispiel für Rechnungen der Schullizenz) bleiben vorbehalten.',
    '### Ihre Rechte',
    'Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten sowie auf Herausgabe in einem gängigen Format. Wenden Sie sich dazu an Ihre Lehrperson, an Ihre Schule oder direkt an uns. Sie können sich ausserdem beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) oder der für Sie zuständigen Aufsichtsbehörde beschweren.',
  ].join('\n\n'),
  'landing.impressum.text': [
    '### Betreiberin',
    'Lernstapel GmbH\nBahnhofstrasse 12\n8001 Zürich\nSchweiz',
    '### Kontakt',
    'E-Mail: info@lernstapel.ch\nTelefon: +41 44 000 00 00',
    '### Vertretungsberechtigte Person',
    'Die Geschäftsführung der Lernstapel GmbH',
    '### Handelsregister',
    'Eingetragen im Handelsregister des Kantons Zürich\nUnternehmens-Identifikationsnummer (UID): CHE-000.000.000',
    '### Haftungsausschluss',
    'Die Inhalte dieser Plattform werden mit grösster Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der von Benutzerinnen und Benutzern erstellten Stapel übernehmen wir keine Gewähr; verantwortlich ist die jeweilige Autorin oder der jeweilige Autor. Für Inhalte externer Links sind ausschliesslich deren Betreiber verantwortlich.',
    '### Urheberrechte',
    'Die Software, Texte und Grafiken von Lernstapel sind urheberrechtlich geschützt. Die Rechte an selbst erstellten Stapeln bleiben bei ihren Autorinnen und Autoren.',
  ].join('\n\n'),
  // User manual (PDF, generated by the shell's build)
  'landing.handbuch.titel': 'Benutzerhandbuch',
  'landing.handbuch.dateititel': 'Lernstapel – Benutzerhandbuch',
  'landing.handbuch.version': 'Programmversion {version} vom {datum}',
  'landing.handbuch.einleitung':
    'Dieses Handbuch führt durch alle Bereiche von Lernstapel: von der Anmeldung über das Lernen mit Karteikarten bis zur Verwaltung einer Schule. Es richtet sich an Lehrpersonen, Schülerinnen und Schüler, Einzelpersonen und die Hauptadministration.',
  'landing.handbuch.anmeldung.titel': '1. Anmeldung und Registrierung',
  'landing.handbuch.anmeldung.text': [
    'Lernstapel kennt keine Passwörter. Jede Person meldet sich mit ihrem persönlichen Anmeldecode an. Klicken Sie auf der Startseite auf „Anmelden“, geben Sie den Code ein und bestätigen Sie mit OK oder der Eingabetaste.',
    '### Anmeldung speichern',
    'Wählen Sie „Anmeldung auf diesem Browser speichern“, wenn Sie einen eigenen Computer benutzen. Die Startseite zeigt dann 90 Tage lang die Schaltfläche „Anmelden als …“, mit der Sie sich ohne Code anmelden. Auf gemeinsam genutzten Geräten lassen Sie diesen Schalter aus.',
    '### Neu registrieren',
    'Mit „Neu registrieren...“ legen Sie ein Konto an – als Schule (mit Name und Anschrift der Schule) oder als Einzelperson. Nach der Registrierung wird Ihr Anmeldecode einmal angezeigt und an Ihre E-Mail-Adresse geschickt. Notieren Sie ihn gut.',
    '### Anmeldecode vergessen',
    'Über „Anmeldecode vergessen?“ geben Sie die E-Mail-Adresse ein, mit der Sie registriert sind. Der Code wird Ihnen per E-Mail zugeschickt; prüfen Sie gegebenenfalls auch den Spamordner. Schülerinnen und Schüler ohne E-Mail-Adresse erhalten ihren Code von ihrer Lehrperson.',
  ].join('\n\n'),
  'landing.handbuch.dashboard.titel': '2. Das Dashboard',
  'landing.handbuch.dashboard.text': [
    'Nach der Anmeldung sehen Sie das Dashboard mit Kacheln: die aktuelle Konfiguration (Ihre Rolle), den zuletzt verwendeten Stapel, Aufgaben (mit der Zahl der zu korrigierenden Stapel oder, für Schülerinnen und Schüler, den anstehenden Prüfungen), SuS / Gruppen, Meine Flashcards mit dem Briefkasten, Quiz-Wettbewerbe und Mein Konto.',
    'Das Menü auf der linken Seite führt zu denselben Bereichen. Mit „Abmelden“ beenden Sie die Sitzung.',
  ].join('\n\n'),
  'landing.handbuch.flashcards.titel': '3. Meine Flashcards',
  'landing.handbuch.flashcards.text': [
    'Hier verwalten Sie Ihre Stapel. Sie können sie als Karten oder als Liste anzeigen und nach Titel, Kategorie, Datum oder Thema sortieren. Ordner helfen beim Aufräumen; ein gelöschter Ordner gibt seine Stapel wieder frei.',
    '### Stapel bearbeiten',
    'Öffnen Sie einen Stapel, um Karteikarten hinzuzufügen („Karteikarte +“), zu ändern oder zu löschen. Für Vokabeln gibt es Übersetzungs- und Aussprachehilfen, für Sprachen auch Verbkonjugationen. Karten lassen sich aus einer CSV-Datei einlesen (Frage und Antwort durch Semikolon getrennt).',
    '### Teilen und Briefkasten',
    'Stapel können mit Personen oder Gruppen geteilt werden und erscheinen dann in deren Briefkasten. Im Team bearbeiten mehrere Lehrpersonen einen Stapel gemeinsam. Mit der entsprechenden Berechtigung veröffentlichen Sie einen Stapel in der Bibliothek der globalen Stapel.',
  ].join('\n\n'),
  'landing.handbuch.quiz.titel': '4. Quiz mit drei Fächern',
  'landing.handbuch.quiz.text': [
    'Im Quiz wird jede Karte eines Stapels abgefragt. Lesen Sie die Frage, überlegen Sie die Antwort und decken Sie sie mit „Zeige Antwort“ auf. Mit „Ich wusste es!“ wandert die Karte ein Fach weiter, mit „Ich wusste es nicht.“ zurück ins erste Fach.',
    'Karten im ersten Fach kommen am häufigsten, Karten im dritten Fach gelten als gelernt. Bei Multiple-Choice-, Wahr-oder-Falsch- und Schreibaufgaben prüft Lernstapel die Antwort selbst. Mit „Erneut abfragen“ beginnen Sie von vorn.',
  ].join('\n\n'),
  'landing.handbuch.klasse.titel': '5. Klasse / Gruppen',
  'landing.handbuch.klasse.text': [
    'Lehrpersonen erfassen im Reiter Klasse ihre Schülerinnen und Schüler. Jede Person erhält einen Anmeldecode, den Sie kopieren, ausdrucken oder per E-Mail schicken können. Einzelne Schülerinnen und Schüler lassen sich vorübergehend sperren, erhalten einen neuen Code oder für zwei Stunden eine Uploaderlaubnis.',
    'Im Reiter Gruppen stellen Sie Gruppen für Fächer oder Projekte zusammen, mit denen Sie Stapel teilen. Der Reiter Aktivitäten zeigt, wann Schülerinnen und Schüler während des Lernens das Fenster gewechselt haben.',
  ].join('\n\n'),
  'landing.handbuch.pruefungen.titel': '6. Prüfungen',
  'landing.handbuch.pruefungen.text': [
    'Eine Prüfung beruht auf einem Stapel. Legen Sie Titel, Datum und eine Anweisung fest und geben Sie die Prüfung frei, wenn die Klasse sie sehen soll. Schülerinnen und Schüler sehen nur freigegebene Prüfungen; nach dem Datum erscheint der Hinweis „(abgelaufen)“.',
    'Nach der Abgabe korrigieren Sie die Antworten, vergeben Punkte und einen Kommentar. Lernstapel berechnet die Note nach dem Notensystem des Landes Ihrer Schule.',
  ].join('\n\n'),
  'landing.handbuch.wettbewerbe.titel': '7. Quiz-Wettbewerbe',
  'landing.handbuch.wettbewerbe.text': [
    'Ein Quiz-Wettbewerb ist ein Wettrennen durch einen Stapel. Laden Sie bis zu fünf Personen ein; der Wettbewerb kann starten, sobald alle die Einladung angenommen haben. Wählen Sie, ob alle Karten, die Hälfte oder zwei Drittel gespielt werden.',
    'Während des Rennens zeigt die Rennbahn die Position aller Teilnehmenden und wird alle zwei Sekunden aktualisiert. Wer zuerst alle Fragen richtig beantwortet, gewinnt.',
  ].join('\n\n'),
  'landing.handbuch.hauptadmin.titel': '8. Hauptadministration',
  'landing.handbuch.hauptadmin.text': [
    'Die Hauptadministration der Betreiberin verwaltet im Bereich „Schulen“ alle registrierten Schulen: anlegen mit „Schule +“, bearbeiten und löschen. Beim Löschen einer Schule werden auch alle ihre Benutzerinnen und Benutzer samt Daten entfernt.',
    'Im Reiter „Benutzer“ sieht die Hauptadministration alle Konten mit Benutzername, Name, E-Mail-Adresse, Anmeldecode und Schule. Verschickte E-Mails der Plattform sind im Postausgang einsehbar, wenn kein externer Mailserver eingerichtet ist.',
  ].join('\n\n'),
} as const;
