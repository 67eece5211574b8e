import type { Aufbewahrung } from '@lernstapel/contracts';
import type { DatenschutzTabelle, Spalte } from '../datenschutzdeklaration/datenschutz-tabelle';

/** Who the export is for: the person themselves, a teacher (their view) or a main administrator. */
export type ExportArt = 'selbst' | 'lehrersicht' | 'vollstaendig';

/** What a table holds, in the words of the product (issue 29 §2, Art. 12: understandable without the database). */
const TABELLEN: Readonly<Record<string, string>> = {
  benutzer: 'Dein Konto: Name, Kürzel, E-Mail, Schule, Klasse und Rechte.',
  schule: 'Die Schule, die du registriert hast oder für die du als Kontakt eingetragen bist.',
  schule_ansprechpartner: 'Ansprechpersonen einer Schule.',
  lizenzbestellung: 'Lizenzbestellungen mit Rechnungsadresse.',
  sitzung: 'Deine Anmeldungen (Sitzungen und gespeicherte Anmeldungen) mit ihren Zeiten.',
  mailausgang: 'Mails, die an dich gingen (ohne ihren Text, der Anmeldecodes enthalten kann).',
  schuelerinallengruppen: 'Deine Mitgliedschaften in Gruppen.',
  flashcards_kategorie: 'Kategorien, die du angelegt hast.',
  benutzerordner: 'Deine Ordner für Stapel.',
  unterrichtsmodul: 'Deine Stapel.',
  unterrichtsmodul_team: 'Wer an deinen Stapeln mitarbeitet.',
  unterrichtsmodul_geteilt: 'Mit wem deine Stapel geteilt sind, auch als Aufgabe.',
  unterrichtsmodulteil: 'Karten: in deinen Stapeln und Karten, die du in andere Stapel geschrieben hast.',
  stapelergebnis: 'Ergebnisse deiner Quiz-Durchgänge.',
  quizantwort: 'Jede Antwort im Quiz: Karte, gewusst oder nicht, Fach vorher und nachher.',
  lernstand: 'Dein Lernstand je Karte (Planung der Wiederholungen).',
  stapelablage: 'Abgaben von Stapeln und ihre Korrektur.',
  pruefung: 'Prüfungen, die du erstellt hast.',
  pruefungsteil: 'Die Fragen dieser Prüfungen.',
  schuelerinpruefung: 'Deine Teilnahme an Prüfungen: Status, Zeiten, Punkte, Note, Kommentar.',
  schuelerinpruefungsteil: 'Deine Antworten in Prüfungen mit Punkten und Kommentaren.',
  wettbewerb: 'Rennen, die du gestartet hast.',
  schuelerimwettbewerb: 'Deine Teilnahme an Rennen: Startnummer, Farbe, Platz.',
  benutzereinstellung: 'Deine Einstellungen.',
  benutzerablenkungen: 'Ablenkungen, die deine Lehrperson für dich eingestellt hat.',
  uploaderlaubnis: 'Erlaubnisse, Dateien hochzuladen.',
  anfrage: 'Technische Schlüssel, damit eine wiederholte Anfrage nur einmal zählt.',
  datenexport:
    'Wer deine Daten exportiert hat, wann und in welchem Umfang (oder wessen Daten du exportiert hast).',
  schulkonto_verknuepfung:
    'Die Verknüpfung mit deinem Schulkonto: der Anmeldedienst deiner Schule und dessen Kennung für dich.',
};

/** Columns whose numbers or words stand for something (no raw enum without its meaning). */
const WERTE: Readonly<Record<string, string>> = {
  'unterrichtsmodulteil.wahroderfalsch': '-1 = keine Richtig/Falsch-Karte, 0 = falsch, 1 = richtig',
  'schuelerinpruefungsteil.wahroderfalsch':
    '-1 = keine Richtig/Falsch-Frage, 0 = „falsch“ gewählt, 1 = „richtig“ gewählt',
  'unterrichtsmodulteil.stapelfach_nr': 'Fach 1 bis 3 im Quiz',
  'quizantwort.fach_vorher': 'Fach 1 bis 3 vor der Antwort',
  'quizantwort.fach_nachher': 'Fach 1 bis 3 nach der Antwort',
  'quizantwort.gewusst': '1 = gewusst, 0 = nicht gewusst',
  'lernstand.zustand': '0 = neu, 1 = wird gelernt, 2 = wird wiederholt, 3 = wird neu gelernt',
  'wettbewerb.modus': '0 = alle Fragen, eine Zahl darüber = so viele Fragen',
  'sitzung.art': '„sitzung“ = eine Anmeldung, „merken“ = eine gespeicherte Anmeldung auf einem Gerät',
  'stapelergebnis.art': '„quiz“ = ein ganzer Durchgang, „erneut“ = nur die nicht gewussten Karten',
  'stapelablage.status': '„Warten auf Überprüfung“, „Korrigieren“, „Warten auf Verbesserung“ oder „Fertig“',
  'schuelerinpruefung.status': 'leer = nicht begonnen, „in Bearbeitung“, „abgegeben“ oder „korrigiert“',
  'datenexport.umfang':
    '„lehrersicht“ = nur, was die Lehrperson im Programm sieht, „vollstaendig“ = alles (Hauptadministration)',
};

/** Meanings of recurring column names; anything else is described by its kind in the privacy map. */
const SPALTEN: Readonly<Record<string, string>> = {
  id: 'Nummer der Zeile',
  benutzer_id: 'Nummer der Person (Konto)',
  erstellt_am: 'Zeitpunkt der Erstellung (UTC)',
  datum: 'Zeitpunkt (UTC)',
  namevoll: 'voller Name',
  benutzername: 'Benutzername',
  kuerzel: 'Kürzel',
  email: 'E-Mail-Adresse',
  schule_id: 'Nummer der Schule',
  klassen_code: 'Code der Klasse',
  bezeichnung: 'Titel des Stapels',
  frage: 'Frage der Karte',
  titel: 'Titel',
  note: 'Note',
  punkte: 'Punkte',
  kommentar_lehrperson: 'Kommentar der Lehrperson',
  startzeit: 'Beginn (UTC)',
  endezeit: 'Ende (UTC)',
  position: 'Platz im Rennen',
  unterrichtsmodul_id: 'Nummer des Stapels',
  unterrichtsmodule_id: 'Nummer des Stapels',
  unterrichtsmodulteil_id: 'Nummer der Karte',
  pruefung_id: 'Nummer der Prüfung',
  pruefungsteile_id: 'Nummer der Prüfungsfrage',
  wettbewerb_id: 'Nummer des Rennens',
  exportiert_von_id: 'Nummer der Person, die exportiert hat (leer, wenn gelöscht)',
  betroffener_id: 'Nummer der Person, deren Daten exportiert wurden',
};

function spaltenText(tabelle: string, name: string, spalte: Spalte): string {
  const bekannt = SPALTEN[name] ?? beschreibungNachArt(name, spalte);
  const werte = WERTE[`${tabelle}.${name}`];
  return werte ? `${bekannt}; Werte: ${werte}` : bekannt;
}

function beschreibungNachArt(name: string, spalte: Spalte): string {
  if (/^antwort\d+$/.test(name)) return `Antwort ${name.slice(7)}`;
  if (/^antwort\d+_richtig$/.test(name)) return `1 = Antwort ${name.slice(7, -8)} ist richtig, 0 = falsch`;
  if (/^(ist|kann)_/.test(name)) return `${name.replace(/_/g, ' ')}: 1 = ja, 0 = nein`;
  switch (spalte.art) {
    case 'benutzer':
      return 'Nummer einer Person (Konto)';
    case 'kopie':
      return 'Kopie deiner E-Mail-Adresse';
    case 'person':
    case 'geheim':
      return `Angabe über dich (${name.replace(/_/g, ' ')})`;
    case 'sache':
      return `Angabe zur Sache (${name.replace(/_/g, ' ')})`;
  }
}

const UMFANG: Readonly<Record<ExportArt, string>> = {
  selbst:
    'Dies ist die Auskunft über alle Daten, die Lernstapel zu deinem Konto speichert (Art. 15 und 20 DSGVO).',
  lehrersicht:
    'Dieser Export wurde von einer Lehrperson erstellt. Er enthält nur, was diese Lehrperson im Programm ' +
    'von der Schülerin oder dem Schüler sehen darf: keine privaten Stapel, keine Ordnernamen, keine ' +
    'Anmeldungen, keine Einstellungen und keinen Lernverlauf. Der Export ist vermerkt und für die ' +
    'Schulverwaltung sichtbar. Die vollständige Auskunft erhält die Person selbst unter „Mein Konto“.',
  vollstaendig:
    'Dieser Export wurde von der Hauptadministration erstellt und enthält alle Daten des Kontos. ' +
    'Er ist vermerkt und für die Schulverwaltung sichtbar.',
};

/** The German LIESMICH.txt: the export's scope, Art. 15(1) information, every file, table and column. */
export function liesmich(
  art: ExportArt,
  aufbewahrung: Aufbewahrung,
  dateien: readonly string[],
  karte: readonly DatenschutzTabelle[],
): string {
  const zeilen: string[] = [
    'LIESMICH – Export deiner Daten aus Lernstapel',
    '',
    UMFANG[art],
    '',
    'AUSKUNFT NACH ART. 15 ABS. 1 DSGVO',
    '- Zwecke: Lernen mit Karteikarten, Unterricht (Stapel teilen, abgeben, korrigieren), Prüfungen und ' +
      'Rennen, Anmeldung und Sicherheit des Kontos, Verwaltung der Schule und der Lizenzen.',
    '- Kategorien: Kontodaten, Inhalte (Stapel, Karten, Bilder), Lernverlauf, Prüfungs- und ' +
      'Rennergebnisse, Anmeldungen, Mails, Einstellungen (die Dateien unten).',
    '- Empfänger: deine Lehrpersonen und Klasse (was du teilst, abgibst, in Prüfungen und Rennen), die ' +
      'Verwaltung deiner Schule, der Betreiber und sein Hosting, beim Mailversand der Mailanbieter; ' +
      'veröffentlichte Stapel sieht jede Schule. Keine Übermittlung in Drittländer durch Lernstapel.',
    `- Speicherdauer: solange das Konto besteht; Aktivitäten ${aufbewahrung.aktivitaetenTage} Tage, ` +
      `Sitzungen ${aufbewahrung.sitzungStunden} Stunden, gespeicherte Anmeldungen ` +
      `${aufbewahrung.gespeicherteAnmeldungTage} Tage, Mails ${aufbewahrung.mailTage} Tage.`,
    '- Herkunft: von dir selbst, von deiner Lehrperson oder deiner Schule (Konto, Klasse, Korrekturen).',
    '- Keine automatisierte Entscheidung und kein Profiling.',
    '- Deine Rechte: Berichtigung, Löschung, Einschränkung, Widerspruch, Datenübertragbarkeit und ' +
      'Beschwerde bei der Aufsichtsbehörde (siehe Datenschutzerklärung im Programm).',
    '',
    'ALLGEMEIN',
    '- Zeiten sind in UTC (ISO 8601). 1 = ja, 0 = nein, leer (null) = keine Angabe.',
    '- Nummern (…_id) verweisen auf die Zeile mit dieser Nummer (id) in einer anderen Tabelle.',
    '- Anmeldecodes, Passwort-Schlüssel und Mailtexte sind nie im Export.',
    '',
    'DATEIEN',
    '- inhalt.json: Übersicht: wann, für wen, welche Tabelle in welcher Datei mit wie vielen Zeilen.',
    '- LIESMICH.txt: diese Beschreibung.',
    '- pruefungen-lesbar.json: deine Prüfungen mit Titel, Fragen, deinen Antworten, Punkten und Note.',
    '- wettbewerbe-lesbar.json: die Rennen, an denen du teilgenommen hast, mit Titel und Platz.',
    '- stapel/<nummer>-<titel>.csv: deine Stapel im Importformat (Frage; Antwort).',
    '- uploads/: die Bilder, die deine Karten zeigen.',
  ];
  const bereiche = new Map<string, string[]>();
  for (const { tabelle, bereich } of karte) {
    bereiche.set(bereich, [...(bereiche.get(bereich) ?? []), tabelle]);
  }
  for (const [bereich, tabellen] of bereiche) {
    zeilen.push(`- ${bereich}.json: die Tabellen ${tabellen.join(', ')} (je eine Liste von Zeilen).`);
  }
  zeilen.push('', 'TABELLEN UND SPALTEN');
  for (const { tabelle, bereich, spalten } of karte) {
    zeilen.push('', `${tabelle} (in ${bereich}.json): ${TABELLEN[tabelle] ?? 'Daten zu deinem Konto.'}`);
    for (const [name, spalte] of Object.entries(spalten)) {
      if (spalte.art !== 'geheim') zeilen.push(`  - ${name}: ${spaltenText(tabelle, name, spalte)}`);
    }
  }
  const weitere = dateien.filter((datei) => datei.startsWith('uploads/'));
  if (weitere.length > 0) zeilen.push('', `Bilder: ${weitere.length} Datei(en) unter uploads/.`);
  return `${zeilen.join('\n')}\n`;
}

/** For the unit test: every table of the map has its own sentence here. */
export const TABELLEN_BESCHRIEBEN: readonly string[] = Object.keys(TABELLEN);
