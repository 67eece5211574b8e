/**
 * Issue 16: the legal notice and the privacy text (rendered with the operator data and retention
 * periods from GET /api/datenschutz/angaben), the data export and the video consent placeholder.
 * Long texts use the format described in landing.ts.
 */
export const DATENSCHUTZ = {
  'datenschutz.betreiberFehlt':
    'Diese Installation hat ihre Betreiberangaben noch nicht eingetragen. Name, Anschrift und Kontakt der verantwortlichen Stelle erscheinen hier, sobald die Betreiberin sie in der Konfiguration hinterlegt hat. Bis dahin wende dich an die Schule oder Person, die dir den Zugang gegeben hat.',
  'datenschutz.impressum.betreiber': '### Betreiberin\n\n{name}\n{adresse}',
  'datenschutz.impressum.betreiberFehlt': '### Betreiberin',
  'datenschutz.impressum.kontakt': '### Kontakt\n\nE-Mail: {email}',
  'datenschutz.impressum.register': '### Registereintrag\n\n{register}',
  'datenschutz.impressum.hinweise': [
    '### Haftungsausschluss',
    'Die Inhalte dieser Plattform werden mit grösster Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der von Benutzerinnen und Benutzern erstellten Stapel übernimmt die Betreiberin keine Gewähr; verantwortlich ist die jeweilige Autorin oder der jeweilige Autor. Für Inhalte externer Links sind ausschliesslich deren Betreiber verantwortlich.',
    '### Urheberrechte',
    'Die Software, Texte und Grafiken von Lernstapel sind urheberrechtlich geschützt. Die Rechte an selbst erstellten Stapeln bleiben bei ihren Autorinnen und Autoren.',
  ].join('\n\n'),
  'datenschutz.verantwortlich': 'Verantwortlich ist die Betreiberin dieser Installation:\n{name}\n{adresse}',
  'datenschutz.kontakt': 'Fragen zum Datenschutz richtest du an: {kontakt}',
  'datenschutz.kontaktFehlt': 'die Betreiberin dieser Installation (ihre Angaben fehlen noch)',
  'datenschutz.aufsichtStandard':
    'beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) oder bei der für dich zuständigen Aufsichtsbehörde',
  'datenschutz.aufsicht': 'bei {aufsicht}',
  'datenschutz.erklaerung': [
    'Der Schutz deiner Daten ist uns wichtig. Diese Erklärung beschreibt, welche Personendaten Lernstapel bearbeitet, wozu, wie lange und welche Rechte du hast. Die Erklärung richtet sich nach dem schweizerischen Datenschutzgesetz (DSG) und, soweit anwendbar, nach der Datenschutz-Grundverordnung der EU (DSGVO).',
    '### Verantwortliche Stelle',
    '{verantwortlich}',
    '{kontakt}',
    '### Welche Daten wir bearbeiten',
    '• Stammdaten: vollständiger Name, Benutzername, Kürzel und – wenn angegeben – die E-Mail-Adresse; bei Schulen zusätzlich Name, Anschrift und Kontaktpersonen der Schule.\n• Anmeldecodes: der persönliche Code, mit dem man sich anmeldet.\n• Lerninhalte: Stapel, Karteikarten, Ordner und die Freigaben an andere Personen.\n• Lernergebnisse: Quiz-Fortschritt (Fächer der Karten), Aufgaben, Prüfungsantworten, Punkte und Noten, Ergebnisse von Quiz-Wettbewerben.\n• Aktivitätsereignisse: Während Schülerinnen und Schüler lernen, wird festgehalten, wenn das Fenster den Fokus verliert, verkleinert oder ausgeblendet wird. Lehrpersonen sehen diese Ereignisse im Bereich Aktivitäten ihrer Klasse.',
    '### Wozu wir die Daten bearbeiten',
    'Die Daten dienen ausschliesslich dem Betrieb der Lernplattform: der Anmeldung, dem Lernen und Üben, dem Austausch von Stapeln, der Korrektur von Aufgaben und Prüfungen durch die zuständigen Lehrpersonen sowie dem Versand des Anmeldecodes per E-Mail. Eine Weitergabe an Dritte zu Werbe- oder anderen Zwecken findet nicht statt.',
    '### Wer die Daten sieht',
    'Lernergebnisse und Anmeldecodes von Schülerinnen und Schülern sehen nur ihre Lehrpersonen und die Administratorinnen und Administratoren ihrer Schule sowie die Hauptadministration der Betreiberin. Daten einer Schule sind für andere Schulen nicht sichtbar.',
    '### Cookies',
    '• Sitzungs-Cookie: hält dich nach der Anmeldung angemeldet; es ist für Skripte nicht lesbar, wird beim Abmelden gelöscht und läuft nach {sitzungStunden} Stunden ohne Nutzung ab.\n• Gespeicherte Anmeldung: Nur wenn du „Anmeldung auf diesem Browser speichern“ wählst, wird für {gespeicherteAnmeldungTage} Tage ein Anmelde-Token gespeichert, das selbst keinen Anmeldecode enthält.\n• Anzeigename: Mit der gespeicherten Anmeldung wird dein Name gespeichert, damit die Startseite „Anmelden als …“ anzeigen kann.\nDie gespeicherte Anmeldung lässt sich jederzeit in den Kontoeinstellungen löschen.',
    '### Kein Tracking',
    'Lernstapel verwendet keine Analyse- oder Werbedienste, keine Tracking-Pixel und keine Cookies von Dritten. Schriften und Programmteile werden vom eigenen Server geladen. Ein eingebettetes Video wird erst geladen, wenn du auf seinen Platzhalter klickst, und dann von der datenschutzfreundlichen Adresse der Videoplattform (youtube-nocookie.com).',
    '### Speicherdauer und Löschung',
    'Aktivitätsereignisse werden nach {aktivitaetenTage} Tagen automatisch gelöscht. Abgelaufene Sitzungen und gespeicherte Anmeldungen sowie Dateien gelöschter Karteikarten werden stündlich entfernt. Alle übrigen Daten werden gespeichert, solange das Konto besteht. Lehrpersonen können Schülerinnen und Schüler samt allen Daten löschen; beim Löschen eines Kontos oder einer Schule werden alle zugehörigen Stapel, Lernergebnisse und Aktivitätsereignisse entfernt. Wo die Daten einer anderen Person auf einen Eintrag angewiesen sind – etwa eine Karteikarte in einem fremden Stapel oder die Lizenzbestellung einer Schule –, bleibt der Eintrag ohne Bezug zur gelöschten Person erhalten. Gesetzliche Aufbewahrungspflichten (zum Beispiel für Rechnungen der Schullizenz) bleiben vorbehalten.',
    '### Deine Rechte',
    'Du hast das Recht auf Auskunft, Berichtigung und Löschung deiner Daten sowie auf Herausgabe in einem gängigen Format. Unter „Mein Konto“ lädst du alle Daten, die Lernstapel über dich gespeichert hat, jederzeit als ZIP-Datei herunter (JSON-Dateien und deine Stapel als CSV); Lehrpersonen können die Daten der Schülerinnen und Schüler ihrer Klasse herunterladen. Für Berichtigung und Löschung wende dich an deine Lehrperson, an deine Schule oder an die oben genannte Stelle. Du kannst dich ausserdem {aufsicht} beschweren.',
  ].join('\n\n'),
  // Data export (Mein Konto, Klasse, Hauptadministration)
  'datenschutz.exportTitel': 'Meine Daten',
  'datenschutz.exportHinweis':
    'Lade alle Daten, die Lernstapel über dich gespeichert hat, als ZIP-Datei herunter: eine JSON-Datei pro Bereich und deine Stapel als CSV-Datei. Der Anmeldecode ist nicht enthalten.',
  'datenschutz.exportHerunterladen': 'Meine Daten herunterladen',
  'datenschutz.exportVon': 'Daten',
  'datenschutz.exportVonLabel': 'Daten von {name} herunterladen',
  // Video consent placeholder (libs/ui)
  'datenschutz.videoPlatzhalter':
    'Dieses Video wird von YouTube geladen. Erst mit deinem Klick werden Daten an YouTube übermittelt (über youtube-nocookie.com, ohne Cookies vor dem Abspielen).',
  'datenschutz.videoLaden': 'Video laden',
  'datenschutz.videoTitel': 'Video',
} as const;
