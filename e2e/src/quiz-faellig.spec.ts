import type { FaelligeKarten } from '@lernstapel/contracts';
import { faelligText } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { logInAs, menue } from './support/login';
import { gespeichert, stapelMitKarten } from './support/quiz';
import { expect, GROESSEN, test } from './support/reflow';
import { meineFlashcards, quizStarten, stapelEintrag, stempel } from './support/wege';

// jonas (pupil2) switches to 'Intelligente Wiederholung' here and back at the end. He logs in afresh:
// the class story locks and unlocks him, which ends the session of his stored login.
test.use({ storageState: { cookies: [], origins: [] } });

for (const { name, viewport } of GROESSEN) {
  test.describe(name, () => {
    if (viewport) test.use({ viewport });

    test("'n Karten fällig' on the own stacks and the dashboard, only in 'Intelligente Wiederholung' (issue 11, 23)", async ({
      page,
    }) => {
      const titel = `Fällig: Farben ${stempel()}`;
      const stapelId = stapelMitKarten('jonas', titel, [
        { frage: 'rot', antwort1: 'red' },
        { frage: 'blau', antwort1: 'blue' },
        { frage: 'grün', antwort1: 'green' },
      ]);
      await logInAs(page, 'pupil2');

      // 'Drei Fächer' (the default): no due counts anywhere.
      const zeile = stapelEintrag(await meineFlashcards(page), titel);
      await expect(zeile).toBeVisible();
      await expect(zeile.getByTestId('stapel-faellig')).toBeHidden();

      // Switch to 'Intelligente Wiederholung' in the quiz and learn one card: two stay due.
      await quizStarten(page, titel);
      await page.getByText(t('quiz.lernmodusIntelligent'), { exact: true }).click();
      await expect(page.getByTestId('quiz-faellig')).toHaveText(faelligText(3));
      await page.getByTestId('quiz-karte').click();
      await page.getByRole('button', { name: t('quiz.ichWussteEs') }).click();
      await expect(page.getByTestId('quiz-zaehler')).toHaveText(
        t('quiz.frageVonGesamt', { nr: 2, gesamt: 3 }),
      );

      // The answer has reached the server (the quiz sends it through its queue) before the page is left.
      await expect.poll(() => gespeichert(stapelId).antworten).toBe(1);
      await page.getByRole('link', { name: t('allgemein.schliessen') }).click();
      await expect(page).toHaveURL(/\/user\/flashcards$/);
      await expect(zeile.getByTestId('stapel-faellig')).toHaveText(faelligText(2));

      // The dashboard's Meine Flashcards tile sums the own stacks' due cards as the API counts them.
      await menue(page, t('menue.dashboard'));
      await expect(page).toHaveURL(/\/user$/);
      const antwort = (await (
        await page.request.get('/api/unterrichtsmodulteile/quiz/faellig')
      ).json()) as FaelligeKarten;
      const summe = antwort.stapel.reduce((gesamt, eintrag) => gesamt + eintrag.anzahl, 0);
      expect(antwort.stapel).toContainEqual({ unterrichtsmodul_id: stapelId, anzahl: 2 });
      await expect(page.getByTestId('tile-flashcards-hinweis')).toHaveText(faelligText(summe));

      // The back button returns to the list, the address names it (issue 23).
      await page.goBack();
      await expect(page).toHaveURL(/\/user\/flashcards$/);
      await expect(zeile.getByTestId('stapel-faellig')).toHaveText(faelligText(2));

      // Back to 'Drei Fächer': the counts disappear.
      await quizStarten(page, titel);
      await page.getByText(t('quiz.lernmodusFaecher'), { exact: true }).click();
      await expect(page.getByTestId('quiz-faellig')).toBeHidden();
      await page.getByRole('link', { name: t('allgemein.schliessen') }).click();
      await expect(zeile).toBeVisible();
      await expect(zeile.getByTestId('stapel-faellig')).toBeHidden();
      await menue(page, t('menue.dashboard'));
      await expect(page.getByTestId('tile-flashcards')).toBeVisible();
      await expect(page.getByTestId('tile-flashcards-hinweis')).toBeHidden();
    });
  });
}
