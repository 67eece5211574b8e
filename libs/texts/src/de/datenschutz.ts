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
  'datenschutz.erklaerung': [
    'Der Schutz deiner Daten ist uns wichtig. Diese Erklärung beschreibt, welche Personendaten Lernstapel bearbeitet, wozu, auf welcher Rechtsgrundlage, wer sie sieht, wie lange sie gespeichert bleiben und welche Rechte du hast. Die Erklärung richtet sich nach dem schweizerischen Datenschutzgesetz (DSG) und, soweit anwendbar, nach der Datenschutz-Grundverordnung der EU (DSGVO).',
    '### Verantwortliche Stelle und Rollen',
    '{verantwortlich}',
    '{kontakt}',
    'Nutzt eine Schule Lernstapel, ist die Schule für die Daten ihrer Lehrpersonen, Schülerinnen und Schüler verantwortlich; die Betreiberin bearbeitet diese Daten in ihrem Auftrag und nach ihren Weisungen (Auftragsbearbeitung, Art. 28 DSGVO, Art. 9 DSG; eine Vorlage für den Vertrag steht in der Dokumentation). Für Einzelpersonen ohne Schule und für die Lizenzbestellungen ist die Betreiberin selbst verantwortlich.',
    '### Welche Daten wir bearbeiten',
    [
      '• Konto: vollständiger Name, Benutzername, Kürzel, E-Mail-Adresse (wenn angegeben), Schule, Klassencode, Rollen und Rechte, Sperrvermerk, wer das Konto angelegt hat.',
      '• Anmeldecode: der persönliche Code, mit dem man sich anmeldet.',
      '• Anmeldeverlauf: Beginn, letzte Nutzung und Ablauf jeder Sitzung und jeder gespeicherten Anmeldung.',
      '• Schulkonto: Meldest du dich mit dem Schulkonto deiner Schule an, speichert Lernstapel nur, welcher Anmeldedienst dich kennt, und dessen pseudonyme Kennung für dich, kein Passwort. Lässt deine Schule Schülerkonten beim ersten Anmelden anlegen, übernimmt Lernstapel dafür deinen Namen vom Anmeldedienst.',
      '• Schule: Name, Anschrift, Telefon, E-Mail, Rechnungsanschrift, Kontaktpersonen und die Lizenzbestellungen (wer wann für welches Jahr bestellt hat). Bestellt eine Einzelperson eine Lizenz für eine neue Schule, werden deren Angaben als Schule gespeichert.',
      '• Klassen und Gruppen: Gruppennamen und wer zu welcher Gruppe gehört.',
      '• Lerninhalte: Stapel, Karteikarten mit Texten, Bildern und Notizen, Ordner, Kategorien, Freigaben und Aufträge an andere Personen, Teamstapel. Hochgeladene Fotos werden verkleinert und ohne Metadaten (z. B. ohne Standort) gespeichert. Gibt jemand die Adresse eines Bildes auf einer anderen Website an, lädt unser Server das Bild beim Speichern der Karte einmal herunter und speichert es ebenso; die andere Website erfährt dabei nur die Adresse unseres Servers, nie, wer die Karte später ansieht. Veröffentlichte Stapel sind mit dem gewählten Autorennamen in der Bibliothek für alle Schulen sichtbar.',
      '• Uploaderlaubnisse: wann eine Lehrperson wem das Hochladen erlaubt hat.',
      '• Lernergebnisse: jede Antwort im Quiz (Karte, gewusst oder nicht, Fach vorher und nachher, Zeitpunkt), der daraus berechnete Lernstand jeder Karte (Wiederholungsplan), Quiz-Ergebnisse, Abgaben und Korrekturen von Stapeln, Prüfungsantworten, Punkte, Noten und Kommentare der Lehrpersonen sowie Ergebnisse von Quiz-Wettbewerben.',
      '• Aktivitätsereignisse: Während Schülerinnen und Schüler lernen, wird festgehalten, wenn das Fenster den Fokus verliert, verkleinert oder ausgeblendet wird. Lehrpersonen sehen diese Ereignisse im Bereich Aktivitäten ihrer Klasse.',
      '• Einstellungen: zuletzt benutzter Stapel, gewählte Sprachen, die übliche Anweisung vor Prüfungen und ähnliche Voreinstellungen.',
      '• Datenexporte: wer wann die Daten einer anderen Person heruntergeladen hat und in welchem Umfang.',
      '• E-Mails: Lernstapel speichert jede versandte E-Mail (Empfänger, Betreff, Text). Ohne eigenen Mailserver liegen die E-Mails im Postausgang der Installation, den nur die Hauptadministration einsieht; sie enthalten dann auch Anmeldecodes. Wird über einen Mailserver versandt, wird die gespeicherte Kopie ohne Anmeldecode aufbewahrt.',
    ].join('\n'),
    '### Wozu und auf welcher Rechtsgrundlage',
    [
      '• Unterricht an einer Schule (Konten, Klassen, Lerninhalte, Lernergebnisse, Prüfungen, Aktivitätsereignisse): zur Erfüllung des Bildungsauftrags der Schule nach dem für sie geltenden Schul- und Datenschutzrecht des Kantons oder Landes (Art. 6 Abs. 1 lit. e und Abs. 3 DSGVO; in der Schweiz die kantonalen Gesetze über Schule und Datenschutz).',
      '• Konten von Einzelpersonen: zur Erfüllung des Nutzungsvertrags (Art. 6 Abs. 1 lit. b DSGVO).',
      '• Lizenzbestellungen und Rechnungen: Vertrag und gesetzliche Aufbewahrungspflichten (Art. 6 Abs. 1 lit. b und c DSGVO).',
      '• E-Mails mit dem Anmeldecode: auf deine Anfrage oder die deiner Lehrperson, um dir den Zugang zu geben (Art. 6 Abs. 1 lit. b bzw. e DSGVO).',
      '• Anmeldung und Sicherheit (Sitzungen, Anmeldeverlauf, Begrenzung von Fehlversuchen): berechtigtes Interesse am sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO; für Schulen lit. e).',
      '• Eingebettete Videos: deine Einwilligung durch den Klick auf den Platzhalter (Art. 6 Abs. 1 lit. a DSGVO).',
    ].join('\n'),
    'Eine Weitergabe an Dritte zu Werbe- oder anderen Zwecken findet nicht statt.',
    '### Wer die Daten sieht',
    'Lernergebnisse und Anmeldecodes von Schülerinnen und Schülern sehen nur ihre Lehrpersonen und die Administratorinnen und Administratoren ihrer Schule sowie die Hauptadministration der Betreiberin. Daten einer Schule sind für andere Schulen nicht sichtbar; ausgenommen sind veröffentlichte Stapel. Mit wem du einen Stapel teilst, zur Korrektur abgeben oder im Team bearbeiten, sieht diesen Stapel.',
    '### Empfänger und Auftragsbearbeiter',
    [
      '• Das Rechenzentrum, in dem die Betreiberin Lernstapel betreibt (Hosting).',
      '• Der Mailserver-Anbieter, wenn die Installation E-Mails über einen Mailserver versendet.',
      '• Der Wörterbuchdienst (z. B. PONS), wenn eingerichtet: Er erhält nur das nachgeschlagene Wort, keine Angaben zu deiner Person.',
      '• Die Aussprache-Website, wenn eingerichtet: unser Server fragt sie nach dem Wort; die Tondatei spielt dein Browser erst nach deinem Klick von dort ab. Ohne diese Einrichtung erzeugt der eigene Server die Aussprache.',
      '• Der Anmeldedienst deiner Schule (Schulkonto), wenn sie einen eingerichtet hat und du dich damit anmeldest: Er erfährt, dass du dich bei Lernstapel an- und abmeldest.',
      '• YouTube (Google Ireland Ltd.) für eingebettete Videos, erst nach deinem Klick.',
    ].join('\n'),
    '### Cookies',
    '• Sitzungs-Cookie: hält dich nach der Anmeldung angemeldet; es ist für Skripte nicht lesbar, wird beim Abmelden gelöscht und läuft nach {sitzungStunden} Stunden ohne Nutzung ab.\n• Gespeicherte Anmeldung: Nur wenn du „Anmeldung auf diesem Browser speichern“ wählst, wird für {gespeicherteAnmeldungTage} Tage ein Anmelde-Token gespeichert, das selbst keinen Anmeldecode enthält und für Skripte nicht lesbar ist.\n• Vorname: Mit der gespeicherten Anmeldung wird nur dein Vorname gespeichert (bei einem einteiligen Namen nur dessen Anfangsbuchstabe), damit die Startseite „Anmelden als …“ anzeigen kann. Auch dieses Cookie ist für Skripte nicht lesbar: Die Startseite fragt den Server nach dem Vornamen. Lesbar ist nur ein Merkzeichen ohne persönliche Daten („1“), das der Startseite sagt, dass es eine gespeicherte Anmeldung gibt. Ein älteres Namens-Cookie mit dem ganzen Namen wird beim nächsten Besuch gekürzt und unlesbar gemacht.\n• Geräte-Cookie: Nach einer erfolgreichen Anmeldung erkennt Lernstapel diesen Browser {geraetTage} Tage lang wieder, damit er nicht wegen falscher Anmeldecodes anderer Geräte mit derselben Internetadresse (etwa in der Schule) warten muss. Es enthält eine Zufallskennung des Browsers und ein nicht umkehrbares Kürzel des Kontos, weder Namen noch Anmeldecode; es ist für Skripte nicht lesbar.\n• Schulkonto: Während du dich mit dem Schulkonto anmeldest oder es verknüpfst, hält ein verschlüsseltes Cookie höchstens 10 Minuten den Stand dieser Anmeldung. Danach hält ein verschlüsseltes Cookie bis zum Schließen des Browsers den Nachweis des Anmeldedienstes, damit das Abmelden auch dort abmeldet. Beide sind für Skripte nicht lesbar.\nDie gespeicherte Anmeldung lässt sich jederzeit in den Kontoeinstellungen löschen. Vor der Anmeldung setzt Lernstapel keine Cookies, außer wenn du „Mit Schulkonto anmelden“ wählst.',
    // Issue 27: what the installable app keeps in the browser, and how it goes.
    '### Auf deinem Gerät',
    'Damit Lernstapel schnell startet und sich auch ohne Netz öffnen lässt, legt dein Browser die Programmdateien der Seite in seinem Speicher ab (Service Worker); sie enthalten keine persönlichen Angaben. Nach der Anmeldung legt er dort auch deine Kontoangaben ab, die die Seite zum Öffnen braucht (Name, Benutzername, E-Mail-Adresse, Schule, Klasse und Rolle, kein Anmeldecode). Damit du ohne Netz lernen kannst, behält der Browser die Stapel, die du in den letzten {offlineTage} Tagen geöffnet hast, und deine Aufgaben mit ihren Karten, Bildern und Tönen (höchstens {offlineMegabytes} MB); unter „Meine Flashcards“ siehst du, wie viel auf diesem Gerät gespeichert ist, und löschst es mit „Löschen“. Quiz-Antworten, die du ohne Netz gibst, warten im Speicher des Browsers, bis sie an den Server gesendet sind. Beim Abmelden löscht Lernstapel deine Kontoangaben und die gespeicherten Stapel von diesem Gerät; Antworten, die noch nicht gesendet sind, bleiben, bis du dich wieder anmeldest und sie gesendet werden. Die Programmdateien löschst du in den Einstellungen deines Browsers mit „Websitedaten löschen“.',
    '### Kein Tracking',
    'Lernstapel verwendet keine Analyse- oder Werbedienste und keine Cookies von Dritten. Schriften, Programmteile und alle Bilder werden vom eigenen Server geladen; Bilder anderer Websites hat der Server beim Speichern kopiert. Ein eingebettetes Video wird erst geladen, wenn du auf seinen Platzhalter klickst, und dann von der datenschutzfreundlichen Adresse der Videoplattform (youtube-nocookie.com). Deine Einwilligung gilt nur für dieses eine Video und wird nicht gespeichert: du widerrufst sie, indem du die Seite verlässt oder neu lädst; danach wird das Video erst nach einem erneuten Klick geladen. Gibt die Autorin oder der Autor einer Karteikarte die Internetadresse eines Bildes an, kopiert unser Server das Bild beim Speichern einmal; dein Browser lädt es nur vom eigenen Server, die andere Website erfährt nichts über dich. Karten, die vor dieser Regel gespeichert wurden, hat der Server ebenso umgestellt; ließ sich ein Bild nicht kopieren, wurde seine Adresse entfernt.',
    '### Speicherdauer und Löschung',
    'Aktivitätsereignisse werden nach {aktivitaetenTage} Tagen automatisch gelöscht, gespeicherte E-Mails nach {mailTage} Tagen. Abgelaufene Sitzungen und gespeicherte Anmeldungen sowie Dateien gelöschter Karteikarten werden stündlich entfernt. Alle übrigen Daten werden gespeichert, solange das Konto besteht, und mit ihm gelöscht. Lehrpersonen können Schülerinnen und Schüler samt allen Daten löschen; beim Löschen eines Kontos oder einer Schule werden alle zugehörigen Stapel, Lernergebnisse, E-Mails, hochgeladenen Bilder und Aktivitätsereignisse entfernt, ebenso eine Schule, die die Person angelegt hat und zu der sonst niemand gehört. Wo ein Eintrag anderen Personen gehört, bleibt er ohne Bezug zur gelöschten Person erhalten: eine Karteikarte in einem fremden Stapel, die bewertete Prüfung einer Schülerin oder eines Schülers, deren Lehrperson ihr Konto löscht, der Vermerk über einen Export der Daten einer anderen Person (er gehört dieser Person) und die E-Mail einer Lizenzbestellung an die Betreiberin, in der Name, E-Mail-Adresse und Anschrift durch „[gelöscht]“ ersetzt werden. Gesetzliche Aufbewahrungspflichten (zum Beispiel für Rechnungen der Schullizenz) bleiben vorbehalten.',
    '### Deine Rechte',
    'Du hast das Recht auf Auskunft, Berichtigung und Löschung deiner Daten, auf Einschränkung der Bearbeitung (Art. 18 DSGVO), auf Herausgabe in einem gängigen Format (Art. 20 DSGVO) und das Recht, der Bearbeitung aus Gründen deiner besonderen Situation zu widersprechen (Art. 21 DSGVO), soweit sie auf einem öffentlichen oder berechtigten Interesse beruht. Eine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen. Unter „Mein Konto“ lädst du alle Daten, die Lernstapel über dich gespeichert hat, jederzeit als ZIP-Datei herunter (JSON-Dateien und deine Stapel als CSV); Die ZIP-Datei erklärt sich selbst (LIESMICH.txt: jede Datei und Spalte, Zwecke, Empfänger, Speicherdauer) und enthält deine Prüfungen mit ihren Fragen und die Rennen, an denen du teilgenommen hast. Lehrpersonen können die Daten der Schülerinnen und Schüler ihrer Klasse herunterladen, aber nur, was sie auch im Programm sehen: keine privaten Stapel, keine Ordnernamen, keine Anmeldungen, keine Einstellungen und keinen Lernverlauf. Jeder Export der Daten einer anderen Person wird vermerkt (wer, wessen, wann) und ist für die Verwaltung der Schule und die Hauptadministration sichtbar; du siehst ihn in deinem eigenen Export. Für Berichtigung, Einschränkung, Widerspruch und Löschung wende dich an deine Lehrperson, an deine Schule oder an die oben genannte Stelle; Einzelpersonen ohne Schule können ihre Löschung per E-Mail bei der Betreiberin verlangen. Du kannst dich ausserdem {aufsicht} beschweren.',
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
