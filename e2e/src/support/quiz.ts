import type { Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { withDemoDatabase } from './demo-database';
import { expect } from './test';

/** A card row for the seed: the columns it sets besides the stack (02 §3 names). */
export type KartenZeile = Record<string, string | number>;

/** One card of each kind the quiz checks (02 §1 card types, §5 checks). */
export const KARTEN_JEDER_ART = {
  muendlich: { frage: 'Hauptstadt der Schweiz?', antwort1: 'Bern' },
  schriftlich: { frage: 'the house', antwort1: 'das Haus', mussfrageschriftlichbeantworten: 1 },
  einfachauswahl: {
    frage: 'Welche Farbe hat der Himmel?',
    antwort1: 'blau',
    antwort2: 'grün',
    antwort1_richtig: 1,
    anzahl_antworten: 2,
    multiplechoice: 1,
  },
  mehrfachauswahl: {
    frage: 'Welche sind Primzahlen?',
    antwort1: '2',
    antwort2: '3',
    antwort3: '4',
    antwort1_richtig: 1,
    antwort2_richtig: 1,
    anzahl_antworten: 3,
    multiplechoice: 1,
  },
  wahrfalsch: { frage: 'Die Erde ist eine Scheibe.', wahroderfalsch: 0 },
  konjugation: {
    frage: 'Konjugiere «sein» im Präsens',
    ist_konjugation: 1,
    konjug_sprache: 'de',
    konjug_zeitform: 'Präsens',
    konjug_verb: 'sein',
    konjug_ich: 'bin',
    konjug_du: 'bist',
    konjug_ersiees: 'ist',
    konjug_wir: 'sind',
    konjug_ihr: 'seid',
    konjug_sie: 'sind',
  },
  vokabelaudio: { frage: 'Schreibe das Wort', antwort1: 'Hund', ist_vokabelaudio: 1 },
  beschriftung: {
    frage: 'Beschrifte das Bild',
    ist_bildmitbeschriftung: 1,
    frage_videobild_url: '/favicon.ico',
    beschriftung_1: 'Kopf',
    beschriftung_2: 'Fuss',
  },
} satisfies Record<string, KartenZeile>;

/** The kinds of card the quiz knows, as KARTEN_JEDER_ART names them. */
export type KartenArt = keyof typeof KARTEN_JEDER_ART;

/**
 * A stack of `benutzername` with `karten`, written straight into the embedded database: the card
 * editor is another issue's. Answers the stack's id.
 */
export function stapelMitKarten(benutzername: string, titel: string, karten: readonly KartenZeile[]): number {
  return withDemoDatabase((db) => {
    const { id: benutzerId } = db
      .prepare('SELECT id FROM benutzer WHERE benutzername = ?')
      .get(benutzername) as {
      id: number;
    };
    const stapelId = Number(
      db
        .prepare('INSERT INTO unterrichtsmodul (bezeichnung, eigentuemer_id) VALUES (?, ?)')
        .run(titel, benutzerId).lastInsertRowid,
    );
    for (const karte of karten) {
      const spalten = ['unterrichtsmodule_id', 'autor_id', ...Object.keys(karte)];
      const werte = [stapelId, benutzerId, ...Object.values(karte)];
      // wahroderfalsch: -1 for every card that is not a true/false card (02 §3).
      if (!('wahroderfalsch' in karte)) {
        spalten.push('wahroderfalsch');
        werte.push(-1);
      }
      db.prepare(
        `INSERT INTO unterrichtsmodulteil (${spalten.join(', ')}) VALUES (${spalten.map(() => '?').join(', ')})`,
      ).run(...werte);
    }
    return stapelId;
  });
}

/** The boxes of a stack's cards as the server stores them, by question. */
export function faecherIn(stapelId: number): Record<string, number> {
  return withDemoDatabase((db) =>
    Object.fromEntries(
      (
        db
          .prepare('SELECT frage, stapelfach_nr FROM unterrichtsmodulteil WHERE unterrichtsmodule_id = ?')
          .all(stapelId) as { frage: string; stapelfach_nr: number }[]
      ).map((zeile) => [zeile.frage, zeile.stapelfach_nr]),
    ),
  );
}

/** How many results the user has for the stack, and how many answers were logged. */
export function gespeichert(stapelId: number): { ergebnisse: number; antworten: number } {
  return withDemoDatabase((db) => ({
    ergebnisse: (
      db.prepare('SELECT COUNT(*) AS n FROM stapelergebnis WHERE unterrichtsmodul_id = ?').get(stapelId) as {
        n: number;
      }
    ).n,
    antworten: (
      db.prepare('SELECT COUNT(*) AS n FROM quizantwort WHERE unterrichtsmodul_id = ?').get(stapelId) as {
        n: number;
      }
    ).n,
  }));
}

/**
 * `lehrperson` shares a new stack of `karten` with `schueler` as an assignment, and the pupil has a
 * copy of it (as 'In eigene Stapel kopieren' makes). Answers the ids of the stack and of the copy.
 */
export function aufgabeMitKopie(
  lehrperson: string,
  schueler: string,
  titel: string,
  karten: readonly KartenZeile[],
): { stapelId: number; kopieId: number } {
  const stapelId = stapelMitKarten(lehrperson, titel, karten);
  const kopieId = stapelMitKarten(schueler, titel, karten);
  withDemoDatabase((db) => {
    const { id: schuelerId } = db.prepare('SELECT id FROM benutzer WHERE benutzername = ?').get(schueler) as {
      id: number;
    };
    db.prepare('UPDATE unterrichtsmodul SET ist_kopie_von_umodul_id = ? WHERE id = ?').run(stapelId, kopieId);
    db.prepare(
      'INSERT INTO unterrichtsmodul_geteilt (unterrichtsmodule_id, geteilt_mit_benutzer_id, ist_aufgabe, aufgabe) VALUES (?, ?, 1, ?)',
    ).run(stapelId, schuelerId, 'Bis Freitag lernen');
  });
  return { stapelId, kopieId };
}

/** The question of each card kind, to tell which card is shown. */
export const FRAGEN = Object.fromEntries(
  Object.entries(KARTEN_JEDER_ART).map(([art, karte]) => [art, String(karte.frage)]),
  // Object.fromEntries forgets the keys; they are KARTEN_JEDER_ART's by construction.
) as Record<KartenArt, string>;

/** Which kind of KARTEN_JEDER_ART a card face shows ('' for none). */
export function artVon(text: string): string {
  return Object.entries(FRAGEN).find(([, frage]) => text.includes(frage))?.[0] ?? '';
}

/**
 * Answers a checked card of KARTEN_JEDER_ART (02 §5), right or wrong, and expects 'Richtig!' or
 * 'Falsch!' with the wrong-answer text (02 §8); the confirmation is the caller's (quiz or preview).
 */
export async function pruefeKarte(page: Page, art: string, richtig: boolean): Promise<void> {
  const meldung = page.getByTestId('quiz-meldung');
  const pruefen = page.getByRole('button', { name: t('quiz.pruefen') });
  const tippe = async (label: string, wert: string) => page.getByLabel(label, { exact: true }).fill(wert);
  switch (art) {
    case 'schriftlich':
      await expect(pruefen).toBeDisabled();
      await expect(page.getByText(t('quiz.hinweisSchriftlich'))).toBeVisible();
      await tippe(t('quiz.deineAntwort'), richtig ? 'das Haus' : 'Das Haus');
      await pruefen.click();
      break;
    case 'vokabelaudio':
      await tippe(t('quiz.deineAntwort'), richtig ? 'Hund' : 'hund');
      await pruefen.click();
      break;
    case 'einfachauswahl':
      await page.getByRole('button', { name: richtig ? 'blau' : 'grün', exact: true }).click();
      break;
    case 'mehrfachauswahl':
      await expect(page.getByText(t('quiz.hinweisMehrfachauswahl'))).toBeVisible();
      await page.getByRole('checkbox', { name: '2', exact: true }).check();
      if (richtig) await page.getByRole('checkbox', { name: '3', exact: true }).check();
      await pruefen.click();
      break;
    case 'wahrfalsch':
      await page
        .getByRole('button', { name: richtig ? t('karten.falsch') : t('karten.wahr'), exact: true })
        .click();
      break;
    case 'konjugation':
      for (const [person, form] of [
        ['karten.konjugIch', 'bin'],
        ['karten.konjugDu', 'bist'],
        ['karten.konjugErsiees', 'ist'],
        ['karten.konjugWir', 'sind'],
        ['karten.konjugIhr', richtig ? 'seid' : 'seit'],
        ['karten.konjugSie', 'sind'],
      ] as const) {
        await tippe(t(person), form);
      }
      await pruefen.click();
      break;
    case 'beschriftung':
      await tippe(t('quiz.markierung', { nr: 1 }), 'Kopf');
      await tippe(t('quiz.markierung', { nr: 2 }), richtig ? 'Fuss' : 'Bein');
      await pruefen.click();
      break;
    default:
      throw new Error(`unbekannte Karte: ${art}`);
  }
  await expect(meldung).toContainText(richtig ? t('quiz.richtig') : t('quiz.falsch'));
  if (!richtig && art === 'wahrfalsch') await expect(meldung).toContainText(t('quiz.falscheBehauptung'));
  if (!richtig && art === 'mehrfachauswahl')
    await expect(meldung).toContainText(t('quiz.richtigeAntwortenLauten'));
  if (!richtig && art === 'schriftlich') {
    await expect(meldung).toContainText(t('quiz.richtigeAntwortLautet', { antwort: 'das Haus' }));
  }
}
