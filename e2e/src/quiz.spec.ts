import type { Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { storageStateFor } from './support/demo-logins';
import { logInAs } from './support/login';
import {
  artVon,
  aufgabeMitKopie,
  faecherIn,
  FRAGEN,
  gespeichert,
  KARTEN_JEDER_ART,
  pruefeKarte,
  stapelMitKarten,
} from './support/quiz';
import { expect, test } from './support/test';

// mia (pupil3) learns her own stacks, seeded in the embedded database (the card editor is another
// issue's); every story has its own stack, so the stories do not depend on each other.
test.use({ storageState: storageStateFor('pupil3') });

const Q = FRAGEN;

async function offeneQuiz(page: Page, stapelId: number): Promise<void> {
  await page.goto(`/previewunterrichtsmodul/${stapelId}/quiz`);
  await expect(page.getByTestId('quiz-karte')).toBeVisible();
}

async function frageText(page: Page): Promise<string> {
  return (await page.getByTestId('quiz-karte').textContent()) ?? '';
}

/** Answers the card shown, right or wrong; answers the kind of card it was. */
async function beantworte(page: Page, richtig: boolean): Promise<string> {
  const art = artVon(await frageText(page));
  if (art === 'muendlich') {
    await page.getByTestId('quiz-karte').click();
    await page
      .getByRole('button', { name: richtig ? t('quiz.ichWussteEs') : t('quiz.ichWussteEsNicht') })
      .click();
    return art;
  }
  await pruefeKarte(page, art, richtig);
  await page.getByRole('button', { name: t('quiz.naechsteFrage') }).click();
  return art;
}

test.describe('the quiz with three boxes (issue 11)', () => {
  test('a pupil learns a stack with every card type, sees the boxes move and a chart of two runs', async ({
    page,
  }) => {
    const karten = Object.values(KARTEN_JEDER_ART);
    const stapelId = stapelMitKarten('mia', 'Quiz: jede Art', karten);
    await offeneQuiz(page, stapelId);
    await expect(page.getByRole('heading', { name: `Quiz: jede Art ${t('quiz.quiz')}` })).toBeVisible();
    await expect(page.getByTestId('fach-1')).toHaveText(t('quiz.fachAnzahl', { nr: 1, anzahl: 8 }));

    // First run: everything right except the written card (case matters, 02 §5).
    for (let nr = 1; nr <= karten.length; nr++) {
      await expect(page.getByTestId('quiz-zaehler')).toHaveText(t('quiz.frageVonGesamt', { nr, gesamt: 8 }));
      const art = await frageText(page).then((text) => (text.includes(Q.schriftlich) ? 'schriftlich' : ''));
      await beantworte(page, art !== 'schriftlich');
      if (nr === 1) {
        await expect(page.getByTestId('fach-2')).toHaveText(
          t('quiz.fachAnzahl', { nr: 2, anzahl: art === 'schriftlich' ? 0 : 1 }),
        );
      }
    }
    await expect(page.getByTestId('quiz-ergebnis')).toHaveText(
      t('quiz.zusammenfassung', { richtig: 7, gesamt: 8, prozent: '87.5' }),
    );
    await expect(page.getByTestId('fach-1')).toHaveText(t('quiz.fachAnzahl', { nr: 1, anzahl: 1 }));
    await expect(page.getByTestId('fach-2')).toHaveText(t('quiz.fachAnzahl', { nr: 2, anzahl: 7 }));
    await expect(page.getByTestId('verlauf-chart')).toHaveAttribute('data-laeufe', '1');

    // Second run of the whole stack (reloaded and shuffled): all right.
    await page.getByRole('button', { name: t('quiz.quizWiederholen') }).click();
    for (let nr = 1; nr <= karten.length; nr++) await beantworte(page, true);
    await expect(page.getByTestId('quiz-ergebnis')).toHaveText(
      t('quiz.zusammenfassung', { richtig: 8, gesamt: 8, prozent: '100' }),
    );
    await expect(page.getByTestId('verlauf-chart')).toHaveAttribute('data-laeufe', '2');
    await expect(page.getByTestId('verlauf-chart').locator('svg').first()).toBeVisible();
    await expect.poll(() => gespeichert(stapelId)).toEqual({ ergebnisse: 2, antworten: 16 });
    const faecher = faecherIn(stapelId);
    expect(faecher[Q.schriftlich]).toBe(2);
    expect(faecher[Q.muendlich]).toBe(3);

    // 'Stapel zurücksetzen' after the confirmation: every card in box 1, results gone.
    await page.getByRole('button', { name: t('quiz.stapelZuruecksetzen') }).click();
    const dialog = page.getByRole('dialog', { name: t('quiz.stapelZuruecksetzen') });
    await dialog.getByRole('button', { name: t('quiz.stapelZuruecksetzen') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('fach-1')).toHaveText(t('quiz.fachAnzahl', { nr: 1, anzahl: 8 }));
    expect(gespeichert(stapelId).ergebnisse).toBe(0);
  });

  test('the network is cut mid-quiz: nothing is lost, nothing counted twice', async ({ page, context }) => {
    const stapelId = stapelMitKarten('mia', 'Quiz: offline', [
      { frage: 'eins', antwort1: '1' },
      { frage: 'zwei', antwort1: '2' },
      { frage: 'drei', antwort1: '3' },
      { frage: 'vier', antwort1: '4' },
    ]);
    await offeneQuiz(page, stapelId);
    const gewusst = async () => {
      await page.getByTestId('quiz-karte').click();
      await page.getByRole('button', { name: t('quiz.ichWussteEs') }).click();
    };
    await gewusst();
    await expect.poll(() => gespeichert(stapelId).antworten).toBe(1);
    await context.setOffline(true);
    await gewusst();
    await gewusst();
    await gewusst();
    await expect(page.getByTestId('quiz-ergebnis')).toBeVisible();
    expect(gespeichert(stapelId)).toEqual({ ergebnisse: 0, antworten: 1 });
    await context.setOffline(false);
    await expect
      .poll(() => gespeichert(stapelId), { timeout: 20_000 })
      .toEqual({ ergebnisse: 1, antworten: 4 });
    expect(Object.values(faecherIn(stapelId))).toEqual([2, 2, 2, 2]);
    await expect(page.getByTestId('verlauf-chart')).toHaveAttribute('data-laeufe', '1');
    // A reload sends nothing again: the queue is empty and replays would be ignored anyway.
    await page.reload();
    await expect(page.getByTestId('fach-2')).toHaveText(t('quiz.fachAnzahl', { nr: 2, anzahl: 4 }));
    expect(gespeichert(stapelId)).toEqual({ ergebnisse: 1, antworten: 4 });
  });

  test('keyboard only: a plain and a written card', async ({ page }) => {
    const stapelId = stapelMitKarten('mia', 'Quiz: Tastatur', [
      KARTEN_JEDER_ART.muendlich,
      KARTEN_JEDER_ART.schriftlich,
    ]);
    await page.goto(`/previewunterrichtsmodul/${stapelId}/quiz`);
    await expect(page.getByTestId('quiz-karte')).toBeVisible();
    for (let nr = 1; nr <= 2; nr++) {
      const text = await frageText(page);
      if (text.includes(Q.muendlich)) {
        // Focus is on the card: Space turns it, J says 'Ich wusste es!'.
        await expect(page.getByTestId('quiz-karte')).toBeFocused();
        await page.keyboard.press('Space');
        await expect(page.getByTestId('quiz-karte')).toHaveAttribute('data-seite', 'antwort');
        await page.keyboard.press('j');
      } else {
        // Focus is in the answer field: type, Enter checks, focus moves to 'Nächste Frage'.
        await expect(page.getByLabel(t('quiz.deineAntwort'))).toBeFocused();
        await page.keyboard.type('das Haus');
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('quiz-meldung')).toContainText(t('quiz.richtig'));
        await expect(page.getByRole('button', { name: t('quiz.naechsteFrage') })).toBeFocused();
        await page.keyboard.press('Enter');
      }
    }
    await expect(page.getByTestId('quiz-ergebnis')).toHaveText(
      t('quiz.zusammenfassung', { richtig: 2, gesamt: 2, prozent: '100' }),
    );
  });

  test("the teacher's Monitoring tab shows the pupil's result and the hardest card", async ({
    page,
    browser,
  }) => {
    const { stapelId, kopieId } = aufgabeMitKopie('tweber', 'mia', 'Monitoring: Verben', [
      { frage: 'gehen', antwort1: 'ging' },
      { frage: 'sein', antwort1: 'war' },
    ]);
    await offeneQuiz(page, kopieId);
    for (let nr = 1; nr <= 2; nr++) {
      const gewusst = (await frageText(page)).includes('sein');
      await page.getByTestId('quiz-karte').click();
      await page
        .getByRole('button', { name: gewusst ? t('quiz.ichWussteEs') : t('quiz.ichWussteEsNicht') })
        .click();
    }
    await expect(page.getByTestId('quiz-ergebnis')).toBeVisible();
    await expect.poll(() => gespeichert(kopieId)).toEqual({ ergebnisse: 1, antworten: 2 });

    const lehrperson = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await logInAs(lehrperson, 'teacher');
    await lehrperson.goto('/user/monitoring');
    await expect(lehrperson.getByRole('tab', { name: t('aufgaben.tabMonitoring') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const stapel = lehrperson.getByTestId('monitoring-stapel').filter({ hasText: 'Monitoring: Verben' });
    await expect(stapel.getByRole('link', { name: 'Monitoring: Verben' })).toHaveAttribute(
      'href',
      `/editunterrichtsmodul/${stapelId}/monitoring`,
    );
    const zeile = stapel.getByRole('row').filter({ hasText: 'Mia Baumann' });
    await expect(zeile).toContainText('50 %');
    await expect(zeile.getByRole('cell').last()).toHaveText('1');
    await expect(stapel).toContainText(
      t('monitoring.schwierigeKarte', { frage: 'gehen', anzahl: 1, anteil: 100 }),
    );
    await lehrperson.close();
  });

  test("'Intelligente Wiederholung' asks only the due cards", async ({ page }) => {
    const stapelId = stapelMitKarten('mia', 'Quiz: FSRS', [
      { frage: 'rot', antwort1: 'red' },
      { frage: 'blau', antwort1: 'blue' },
    ]);
    await offeneQuiz(page, stapelId);
    await page.getByText(t('quiz.lernmodusIntelligent'), { exact: true }).click();
    await expect(page.getByTestId('quiz-faellig')).toHaveText(t('quiz.kartenFaellig', { anzahl: 2 }));
    // 'rot' known, 'blau' not: only 'blau' comes back at once (FSRS relearning step).
    for (let nr = 1; nr <= 2; nr++) {
      const gewusst = (await frageText(page)).includes('rot');
      await page.getByTestId('quiz-karte').click();
      await page
        .getByRole('button', { name: gewusst ? t('quiz.ichWussteEs') : t('quiz.ichWussteEsNicht') })
        .click();
    }
    await expect(page.getByTestId('quiz-ergebnis')).toBeVisible();
    await expect.poll(() => gespeichert(stapelId).antworten).toBe(2);
    await page.reload();
    await expect(page.getByTestId('quiz-faellig')).toHaveText(t('quiz.kartenFaellig', { anzahl: 0 }));
    await page.getByRole('button', { name: t('quiz.trotzdemAlle') }).click();
    await expect(page.getByTestId('quiz-zaehler')).toHaveText(t('quiz.frageVonGesamt', { nr: 1, gesamt: 2 }));
    // The three boxes stay correct beside it.
    await expect(page.getByTestId('fach-2')).toHaveText(t('quiz.fachAnzahl', { nr: 2, anzahl: 1 }));
    await page.getByText(t('quiz.lernmodusFaecher'), { exact: true }).click();
    await expect(page.getByTestId('quiz-faellig')).toBeHidden();
  });
});
