import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TEXTS } from './catalogue';

const VALUES = new Set<string>(Object.values(TEXTS));

/**
 * Every quoted text of both specs, copied verbatim (section in the first column).
 * Texts the spec gives only as unquoted names (country names, exam statuses, tab names) are here
 * too, as the spec spells them.
 */
const SPEC_TEXTS: ReadonlyArray<readonly [string, string]> = [
  // 01 §2 routes and login page
  ['01 §2', 'HTML-Fehler {status}'],
  ['01 §2', 'Der Server antwortet nicht.'],
  ['01 §2', 'Anmelden als {name}'],
  ['01 §2', 'Neu registrieren...'],
  ['01 §2', 'Anmeldung auf diesem Browser speichern'],
  ['01 §2', 'Anmeldecode vergessen?'],
  // 01 §2 administrator area
  ['01 §2', 'Schulen'],
  ['01 §2', 'Benutzer'],
  ['01 §2', 'Schule +'],
  ['01 §2', 'Abmelden'],
  // 01 §2 user shell, menu and dashboard
  ['01 §2', 'Meine Flashcards'],
  ['01 §2', 'Klasse / Gruppen'],
  ['01 §2', 'Klasse'],
  ['01 §2', 'Gruppen'],
  ['01 §2', 'Verwaltung'],
  ['01 §2', 'Lehrpersonen'],
  ['01 §2', 'Schule'],
  ['01 §2', 'Mein Konto'],
  ['01 §2', 'Aufgaben'],
  ['01 §2', 'Quiz'],
  ['01 §2', 'Verbessern'],
  ['01 §2', 'Monitoring'],
  ['01 §2', 'Quiz-Wettbewerbe'],
  ['01 §2', 'Aktuelle Konfiguration'],
  ['01 §2', 'SuS / Gruppen'],
  ['01 §2', 'Titel'],
  ['01 §2', 'Kategorie'],
  ['01 §2', 'Datum'],
  ['01 §2', 'Thema'],
  // 01 §3 folders
  ['01 §3', 'kein Ordner'],
  ['01 §3', 'Neuer Ordner'],
  ['01 §3', 'Team-Ordner'],
  // 01 §4 hand-in and exams
  ['01 §4', 'Warten auf Überprüfung'],
  ['01 §4', 'Korrigieren'],
  ['01 §4', 'Warten auf Verbesserung'],
  ['01 §4', 'Fertig'],
  ['01 §4', 'Verbesserung melden'],
  ['01 §4', 'Korrigiert und OK'],
  ['01 §4', 'Überprüfen'],
  ['01 §4', '(abgelaufen)'],
  // 01 §5 validation
  ['01 §5', 'Diese E-Mail-Adresse ist bereits registriert.'],
  // issue 23 §3: one spelling 'E-Mail-Adresse', no technical words, 'du' in every text
  ['01 §5', 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.'],
  ['01 §5', 'Schulname fehlt'],
  ['01 §5', 'Telefon 1 fehlt'],
  ['01 §5', 'Rechnungsanschrift 1 fehlt'],
  ['01 §5', 'Postleitzahl fehlt'],
  ['01 §5', 'Ort fehlt'],
  // 01 §8 error catalogue
  ['01 §8', 'Dieser Anmeldecode ist leider nicht bekannt.'],
  ['01 §8', 'Dein Zugang wurde vorübergehend gesperrt.'],
  ['01 §8', 'Diese E-Mail-Adresse ist nicht registriert.'],
  ['01 §8', 'Diese E-Mail-Adresse ist bereits registriert!'],
  ['01 §8', 'Keine Schul-Lizenz für das Jahr {year} für diese Funktion vorhanden...'],
  ['01 §8', 'Es müssen noch Schüler/innen erfasst werden.'],
  // 01 §8 confirmations
  [
    '01 §8',
    'Wir haben Dir ein Mail mit deinem Anmeldecode geschickt! Bitte überprüfe ggf. deinen Spamordner.',
  ],
  ['01 §8', 'Der Anmeldecode wurde an {email} verschickt'],
  ['01 §8', 'Die Anmeldecookies für diesen Browser wurden gelöscht'],
  ['01 §8', 'Die Veröffentlichung des Stapels wurde zurückgenommen.'],
  [
    '01 §8',
    'Der Status des Stapels wurde auf "Warten auf Überprüfung" gesetzt und an die gewählte/n Person/en geschickt.',
  ],
  ['01 §8', 'Uploaderlaubnis wurde für 2 Stunden erteilt'],
  ['01 §8', 'Der Stapel wurde mit den ausgewählten Benutzern geteilt und erscheint nun in deren Briefkästen'],
  ['01 §8', 'Der Stapel wurde zur Bearbeitung im Team mit den ausgewählten Teilnehmern freigegeben.'],
  ['01 §8', 'Die Datei wurde eingelesen!'],
  // 01 §9 countries and defaults
  ['01 §9', 'Deutschland'],
  ['01 §9', 'Schweiz'],
  ['01 §9', 'Österreich'],
  ['01 §9', 'Unbenannter Titel'],
  ['01 §9', 'Neue Gruppe'],
  ['01 §9', 'Ordner (optional)'],
  // 02 §2 card list and editor
  ['02 §2', 'korrigieren'],
  ['02 §2', 'Karteikarte +'],
  ['02 §2', 'Vorschau'],
  ['02 §2', 'Markieren'],
  ['02 §2', 'Markieren abbrechen'],
  ['02 §2', 'alle ja'],
  ['02 §2', 'alle nein'],
  ['02 §2', 'Kopieren...'],
  ['02 §2', 'Aktualisieren'],
  ['02 §2', 'Schliessen'],
  ['02 §2', 'Speichern und schliessen'],
  ['02 §2', 'Speichern und neue Karte'],
  ['02 §2', 'Karteikarte löschen'],
  ['02 §2', 'Löschen'],
  ['02 §2', 'Foto aufnehmen'],
  ['02 §2', 'Foto verwenden'],
  ['02 §2', 'Neues Foto aufnehmen'],
  ['02 §2', 'Einzelkarte - Vorschau'],
  // 02 §2 quiz, preview, exam and race screens
  ['02 §2', '(Quiz)'],
  ['02 §2', 'Ich wusste es nicht.'],
  ['02 §2', 'Ich wusste es!'],
  ['02 §2', 'Erneut abfragen'],
  ['02 §2', 'quiz wiederholen'],
  ['02 §2', 'Am Laden...'],
  ['02 §2', 'Start'],
  ['02 §2', 'Abgeben und beenden'],
  ['02 §2', 'No module found'],
  ['02 §2', 'Starten'],
  ['02 §2', 'LOS!!!'],
  // 02 §4 card face, answer check, exam status
  ['02 §4', 'Frage'],
  ['02 §4', 'Antwort'],
  ['02 §4', 'Zeige Antwort'],
  ['02 §4', 'Richtig!'],
  ['02 §4', 'Falsch!'],
  ['02 §4', 'Nächste Frage'],
  ['02 §4', 'in Bearbeitung'],
  ['02 §4', 'abgegeben'],
  ['02 §4', 'korrigiert'],
  ['02 §4', 'Noch nicht angefangen'],
  ['02 §4', 'Korrigiert!'],
  ['02 §4', 'Das Ergebnis wurde erfolgreich verschickt!'],
  // 02 §5 answer checking
  ['02 §5', 'Gib die Antwort sorgfältig ein. Achte auf Gross- und Kleinschreibung.'],
  // 02 §7 pronunciation search
  ['02 §7', 'keine mp3 auf {host} gefunden'],
  // 02 §8 error catalogue
  ['02 §8', 'Keine Übersetzungsergebnisse gefunden!'],
  ['02 §8', 'Keine Schul-Lizenz für das Jahr {year} zum Upload von eigenen Dateien vorhanden...'],
  ['02 §8', 'Die richtigen Antworten lauten:'],
  ['02 §8', 'FEHLER IM HTML-CODE!!!'],
];

/**
 * Spec texts whose '...', 'n / total' or 'wahre/falsche' stand for content filled in at run time:
 * the spec text verbatim and the catalogue values that realise it.
 */
const SPEC_TEXTS_WITH_RUNTIME_PARTS: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['02 §2', 'Frage n / total', ['Frage {nr} / {gesamt}']],
  ['02 §8', 'Die richtige Antwort lautet: ...', ['Die richtige Antwort lautet: {antwort}']],
  [
    '02 §8',
    'Es handelt sich um eine wahre/falsche Behauptung.',
    ['Es handelt sich um eine wahre Behauptung.', 'Es handelt sich um eine falsche Behauptung.'],
  ],
];

describe('TEXTS', () => {
  it.each(SPEC_TEXTS)('%s: contains %j verbatim', (_section, text) => {
    expect(VALUES.has(text)).toBe(true);
  });

  it.each(SPEC_TEXTS_WITH_RUNTIME_PARTS)('%s: realises %j', (_section, _specText, values) => {
    for (const value of values) {
      expect(VALUES.has(value)).toBe(true);
    }
  });

  // Issue 23 §3: one form of address ('du') and one spelling of 'E-Mail-Adresse', no technical words.
  it.each(Object.entries(TEXTS))(
    '%s addresses the reader as "du" and spells "E-Mail-Adresse"',
    (_key, value) => {
      expect(value).not.toMatch(/\b(Sie|Ihr|Ihre|Ihnen|Ihren|Ihrem|Ihrer|Ihres)\b/);
      expect(value).not.toMatch(/Emailadresse|Email-Adresse|E-Mailadresse|Datenbank/i);
    },
  );

  it('uses dotted keys', () => {
    for (const key of Object.keys(TEXTS)) {
      expect(key).toMatch(/^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/);
    }
  });

  it('has only well-formed {name} placeholders and no empty text', () => {
    for (const value of Object.values(TEXTS)) {
      expect(value.trim()).not.toBe('');
      const withoutPlaceholders = value.replace(/\{\w+\}/g, '');
      expect(withoutPlaceholders).not.toMatch(/[{}]/);
    }
  });

  it('spreads every file of de/ into the catalogue without a key clash', () => {
    const dir = join(__dirname, 'de');
    const groups: Array<Record<string, string>> = [];
    for (const file of readdirSync(dir).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'),
    )) {
      const moduleExports = require(join(dir, file)) as Record<string, Record<string, string>>;
      groups.push(...Object.values(moduleExports));
    }
    const seen = new Map<string, number>();
    for (const group of groups) {
      for (const [key, value] of Object.entries(group)) {
        seen.set(key, (seen.get(key) ?? 0) + 1);
        expect(TEXTS[key as keyof typeof TEXTS]).toBe(value);
      }
    }
    const clashes = [...seen].filter(([, count]) => count > 1).map(([key]) => key);
    expect(clashes).toEqual([]);
    expect(seen.size).toBe(Object.keys(TEXTS).length);
  });
});
