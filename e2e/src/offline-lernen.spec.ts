import type { Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { logInAs, menue } from './support/login';
import { gespeichert, stapelMitKarten } from './support/quiz';
import { expect, HANDY, test } from './support/reflow';
import { meineFlashcards, quizStarten, stempel } from './support/wege';

// Issue 27: a pupil learns on the phone without a network. The service worker runs here (the other
// stories block it, playwright.config.ts); the story starts without a stored login.
test.use({ serviceWorkers: 'allow', viewport: HANDY, storageState: { cookies: [], origins: [] } });

const KARTEN = ['eins', 'zwei', 'drei', 'vier', 'fünf'].map((frage, nr) => ({
  frage,
  antwort1: String(nr + 1),
}));

/** Waits until the service worker answers this page's requests (it registers after the first render). */
async function serviceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** The stack ids kept on the device, read from the browser's IndexedDB as the page sees it. */
function gespeicherteIds(page: Page): Promise<number[] | null> {
  return page.evaluate(async () => {
    const namen = (await indexedDB.databases()).map((db) => db.name);
    if (!namen.includes('lernstapel-geraet')) return null;
    return new Promise<number[]>((fertig, fehler) => {
      const anfrage = indexedDB.open('lernstapel-geraet');
      anfrage.onerror = () => fehler(anfrage.error);
      anfrage.onsuccess = () => {
        const db = anfrage.result;
        const alle = db.transaction('stapel').objectStore('stapel').getAll();
        alle.onsuccess = () => {
          db.close();
          fertig((alle.result as Array<{ stapelId: number }>).map((eintrag) => eintrag.stapelId));
        };
        alle.onerror = () => fehler(alle.error);
      };
    });
  });
}

/** The answer queues kept in the browser (one per user). */
function warteschlangen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((schluessel) => schluessel.startsWith('lernstapel.lernwarteschlange.')),
  );
}

test('a pupil opens a stack online, learns it offline after a reload, and the answers reach the server once; logout clears the device', async ({
  page,
  context,
}) => {
  test.slow();
  const titel = `Offline lernen ${stempel()}`;
  const stapelId = stapelMitKarten('mia', titel, KARTEN);

  // Online: mia logs in and opens the stack's quiz once; the app keeps it on the phone.
  await logInAs(page, 'pupil3');
  await serviceWorkerControls(page);
  await quizStarten(page, titel);
  await expect(page.getByTestId('quiz-karte')).toBeVisible();
  await expect.poll(() => gespeicherteIds(page)).toContain(stapelId);
  await page.getByRole('link', { name: t('allgemein.schliessen') }).click();
  await expect(page).toHaveURL(/\/user\/flashcards$/);
  await expect(page.getByTestId('geraet-belegung')).toHaveText(
    /^Auf diesem Gerät gespeichert: \d+ Stapel, \d+,\d MB von 50 MB$/,
  );
  await menue(page, t('menue.dashboard'));
  await expect(page).toHaveURL(/\/user$/);

  // The bus leaves the town: no network. The app opens anew from the phone.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: t('menue.dashboard') })).toBeVisible();
  await menue(page, t('menue.flashcards'));
  await expect(page).toHaveURL(/\/user\/flashcards$/);
  await expect(page.getByTestId('geraet-offline')).toHaveText(t('offline.geraet.ohneNetz'));
  const liste = page.getByRole('region', { name: t('offline.geraet.stapelListe') });
  await liste
    .getByRole('article', { name: titel })
    .getByRole('link', { name: t('offline.geraet.quizStarten', { titel }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/previewunterrichtsmodul/${stapelId}/quiz$`));
  await expect(page.getByTestId('quiz-vom-geraet')).toHaveText(t('offline.geraet.quizOhneNetz'));

  // Five cards, each known: the answers wait on the phone.
  for (let nr = 1; nr <= KARTEN.length; nr++) {
    await expect(page.getByTestId('quiz-zaehler')).toHaveText(
      t('quiz.frageVonGesamt', { nr, gesamt: KARTEN.length }),
    );
    await page.getByTestId('quiz-karte').click();
    await page.getByRole('button', { name: t('quiz.ichWussteEs') }).click();
  }
  await expect(page.getByTestId('quiz-ergebnis')).toHaveText(
    t('quiz.zusammenfassung', { richtig: 5, gesamt: 5, prozent: '100' }),
  );
  expect(gespeichert(stapelId)).toEqual({ ergebnisse: 0, antworten: 0 });

  // Back in town: the queue is sent, every answer once.
  await context.setOffline(false);
  await expect
    .poll(() => gespeichert(stapelId), { timeout: 30_000 })
    .toEqual({ ergebnisse: 1, antworten: 5 });
  await page.reload();
  await expect(page.getByTestId('fach-2')).toHaveText(t('quiz.fachAnzahl', { nr: 2, anzahl: 5 }));
  await expect(page.getByTestId('quiz-vom-geraet')).toHaveCount(0);
  expect(gespeichert(stapelId)).toEqual({ ergebnisse: 1, antworten: 5 });

  // Logging out deletes the stacks kept on the device.
  await page.getByRole('link', { name: t('allgemein.schliessen') }).click();
  await expect(page).toHaveURL(/\/user\/flashcards$/);
  // 'Löschen' clears what is kept here (the answers are sent, nothing waits).
  await page.getByRole('button', { name: t('offline.geraet.loeschen') }).click();
  await expect(page.getByText(t('offline.geraet.geloescht'))).toBeVisible();
  expect(await gespeicherteIds(page)).not.toContain(stapelId);
  await menue(page, t('menue.abmelden'));
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => gespeicherteIds(page)).toBeNull();
  // The answer queue was sent completely, so it went too.
  expect(await warteschlangen(page)).toEqual([]);

  // The next pupil on this phone never sees mia's stack.
  await logInAs(page, 'pupil1');
  await meineFlashcards(page);
  await expect(page.getByTestId('geraet-belegung')).toBeVisible();
  expect((await gespeicherteIds(page)) ?? []).not.toContain(stapelId);
});
