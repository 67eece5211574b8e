/**
 * Issue 16: the legal notice and the privacy text (rendered with the operator data and retention
 * periods from GET /api/datenschutz/angaben), the data export and the video consent placeholder.
 * Long texts use the format described in landing.ts.
 */
export const DATENSCHUTZ = {
  /** Issue 29: what replaces a deleted person's name, e-mail or address in a kept mail about them. */
  'datenschutz.geloescht': '[gelöscht]',
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
  'datenschutz.aufsichtCH':
    'beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB), Feldeggweg 1, 3003 Bern; für die Daten einer öffentlichen Schule bei der Datenschutzaufsicht ihres Kantons',
  'datenschutz.aufsichtDE':
    'bei der Datenschutz-Aufsichtsbehörde des Bundeslandes, in dem die Betreiberin ihren Sitz hat; für die Daten einer öffentlichen Schule bei der oder dem Landesbeauftragten für den Datenschutz ihres Bundeslandes',
  'datenschutz.aufsichtA': 'bei der Österreichischen Datenschutzbehörde, Barichgasse 40–42, 1030 Wien',
  'datenschutz.aufsicht': 'bei {aufsicht}',
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

/** Issue 29 §2: the record of exports of other people's data, on the Verwaltung page. */
export const DATENEXPORTE = {
  'datenexporte.titel': 'Datenexporte',
  'datenexporte.erklaerung':
    'Hier steht, wer wann die Daten einer Person deiner Schule heruntergeladen hat. Eigene Exporte stehen nicht hier.',
  'datenexporte.leer': 'Bisher hat niemand die Daten einer anderen Person exportiert.',
  'datenexporte.wann': 'Wann',
  'datenexporte.wer': 'Wer',
  'datenexporte.wessen': 'Wessen Daten',
  'datenexporte.umfang': 'Umfang',
  'datenexporte.umfangLehrersicht': 'Was die Lehrperson im Programm sieht',
  'datenexporte.umfangVollstaendig': 'Alle Daten (Hauptadministration)',
  'datenexporte.geloeschtePerson': 'Gelöschte Person',
  // The main administrator's tab lists every school's exports.
  'datenexporte.erklaerungHauptadministration':
    'Hier steht, wer wann die Daten einer anderen Person heruntergeladen hat, aus allen Schulen. Eigene Exporte stehen nicht hier.',
  'datenexporte.schule': 'Schule',
  'datenexporte.ohneSchule': 'Ohne Schule',
} as const;
