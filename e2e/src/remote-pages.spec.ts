import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { storageStateFor } from './support/demo-logins';
import { menue, startseite } from './support/login';

// Content of the demo seed (services/api/src/bootstrap/seed/demo-data.ts).
const STAPEL = 'Englisch: Unregelmässige Verben';
const PRUEFUNG = 'Englisch Verben – Test 1';

test.describe('the teacher opens the pages the cards remote owns', () => {
  test.use({ storageState: storageStateFor('teacherAdmin') });

  test('from Meine Flashcards to the card list, the preview and back', async ({ page }) => {
    await startseite(page);
    await menue(page, t('menue.flashcards'));
    await page.getByRole('link', { name: STAPEL }).click();
    await expect(page).toHaveURL(/\/editunterrichtsmodul\/\d+\/user$/);
    await expect(page.getByRole('heading', { name: STAPEL })).toBeVisible();
    await expect(page.getByTestId('karten-table')).toContainText('Übersetze: schwimmen');

    await page.getByRole('link', { name: t('allgemein.vorschau') }).click();
    await expect(page).toHaveURL(/\/previewunterrichtsmodul\/\d+\/edit$/);
    await expect(page.getByTestId('vorschau-zaehler')).toHaveText(
      t('quiz.frageVonGesamt', { nr: 1, gesamt: 4 }),
    );
    const karte = page.getByTestId('vorschau-karte');
    await expect(karte).toHaveAttribute('data-seite', 'frage');
    await karte.click();
    await expect(karte).toHaveAttribute('data-seite', 'antwort');
    await page.getByRole('button', { name: t('allgemein.weiter') }).click();
    await expect(page.getByTestId('vorschau-zaehler')).toHaveText(
      t('quiz.frageVonGesamt', { nr: 2, gesamt: 4 }),
    );

    // 02 §2: closing the preview leads back to the flashcards page (except from mailbox or library).
    await page.getByRole('link', { name: t('allgemein.schliessen') }).click();
    await expect(page).toHaveURL(/\/user\/flashcards$/);
    await expect(page.getByRole('heading', { name: t('stapel.titel') })).toBeVisible();
  });

  test('the global library lists the published stack under its topic and category', async ({ page }) => {
    await startseite(page);
    await menue(page, t('menue.flashcards'));
    await page.getByRole('link', { name: t('globalemodule.titel') }).click();
    await expect(page).toHaveURL(/\/globalemodule$/);
    await expect(page.getByRole('heading', { name: t('globalemodule.titel') })).toBeVisible();
    // Every installation starts with nine topics (migration 1795300023000); the demo stack is under Sprachen.
    await page.getByRole('tab', { name: 'Sprachen' }).click();
    await expect(page.getByRole('tab', { name: 'Sprachen' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Englisch' }).click();
    const row = page.getByTestId('globale-stapel-table').getByRole('row').filter({ hasText: STAPEL });
    await expect(row).toContainText('A. Müller');
    await row.getByRole('link', { name: t('globalemodule.kartenAnsehen') }).click();
    await expect(page).toHaveURL(/\/editunterrichtsmodul\/\d+\/globalemodule$/);
    await expect(page.getByRole('columnheader', { name: t('globalemodule.spalteAutor') })).toHaveCount(0);
  });
});

test.describe('a pupil opens the pages the exams and races remotes own', () => {
  test.use({ storageState: storageStateFor('pupil1') });

  test('the released exam of the class', async ({ page }) => {
    await startseite(page);
    // A pupil finds the class's exams under Aufgaben.
    await menue(page, t('menue.aufgaben'));
    await page.getByRole('link', { name: PRUEFUNG }).click();
    await expect(page).toHaveURL(/\/pruefungen\/\d+$/);
    await expect(page.getByRole('heading', { name: PRUEFUNG })).toBeVisible();
    await expect(page.getByTestId('pruefung-anzahl-teile')).toHaveText('4');
    await expect(page.getByTestId('pruefung-anweisung')).toHaveText(
      'Du hast 20 Minuten Zeit. Lies jede Frage genau.',
    );
    await page.getByRole('link', { name: t('allgemein.schliessen') }).click();
    await expect(page).toHaveURL(/\/user\/pruefungen$/);
  });

  test('the race with its participants', async ({ page }) => {
    await startseite(page);
    await menue(page, t('menue.wettbewerbe'));
    await expect(page).toHaveURL(/\/user\/wettbewerbe$/);
    await page.getByRole('link', { name: STAPEL }).click();
    await expect(page).toHaveURL(/\/wettbewerbe\/\d+$/);
    await expect(page.getByRole('heading', { name: STAPEL })).toBeVisible();
    const teilnehmer = page.getByTestId('teilnehmer-table');
    for (const name of ['lena', 'jonas', 'mia']) await expect(teilnehmer).toContainText(name);
  });

  // A story about a deep link: an old or mistyped exam address.
  test('a deep link to an exam id that does not exist shows the missing-exam text', async ({ page }) => {
    await page.goto('/pruefungen/999999');
    await expect(page.getByText(t('pruefungen.keinModul'))).toBeVisible();
  });
});
