import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { logInAs } from './support/login';
import { stapelAktion, stapelAnlegen } from './support/stapel';
import { meineFlashcards } from './support/wege';

// Issue 25 §1: real files import the way they mean it, after a preview of the first cards.
const STAMP = Date.now() % 1_000_000;
const TESTDATEN = join(__dirname, '../../libs/rules/src/importcsv/testdaten');

test('a teacher imports an Excel list and an Anki export after checking the preview', async ({ page }) => {
  test.slow();
  await logInAs(page, 'teacher');

  const liste = `Schulliste ${STAMP}`;
  await test.step('an Excel «Unicode-Text» list: UTF-16, header row skipped, lesson column ignored', async () => {
    await meineFlashcards(page);
    await stapelAnlegen(page, { titel: liste, kategorie: 'Englisch' });
    const dialog = await stapelAktion(page, liste, t('stapel.csvImport'));
    await dialog.getByLabel(t('stapel.csvDatei')).setInputFiles({
      name: 'Vokabeln.txt',
      mimeType: 'text/plain',
      buffer: readFileSync(join(TESTDATEN, 'schulliste-excel-unicode-text.txt')),
    });
    await expect(
      dialog.getByText(t('csv.kodierung', { name: 'UTF-16 LE (Excel «Unicode-Text»)' })),
    ).toBeVisible();
    await expect(dialog.getByRole('switch', { name: t('csv.ueberschrift') })).toBeChecked();
    await expect(dialog.getByLabel(t('csv.spalteRolle', { name: 'Lektion' }))).toHaveValue('ignorieren');
    const vorschau = dialog.getByRole('table');
    await expect(vorschau.getByRole('row').nth(1)).toContainText('hello');
    await expect(vorschau.getByRole('row').nth(1)).toContainText('hallo');
    await expect(dialog.getByText(t('csv.vorschauTitel', { anzahl: 10, gesamt: 30 }))).toBeVisible();
    await dialog.getByRole('button', { name: t('stapel.csvEinlesen') }).click();
    await expect(page.getByRole('status')).toHaveText(t('bestaetigung.dateiEingelesen'));
  });

  await test.step('the print view lists the 30 cards, umlauts and quotes right, no header card', async () => {
    await page.getByRole('link', { name: liste, exact: true }).click();
    await page.getByRole('link', { name: t('druck.druckansicht') }).click();
    await expect(page.getByTestId('druck-kopf')).toContainText(t('druck.anzahl', { anzahl: 30 }));
    await expect(page.getByRole('cell', { name: '„cool“, toll', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Zoë (Name)', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Englisch', exact: true })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Unit 1', exact: true })).toHaveCount(0);
    await page
      .getByRole('link', { name: t('druck.schliessen') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/editunterrichtsmodul\/\d+\/user$/);
    // The card list's own 'Schliessen' leads back to 'Meine Flashcards'.
    await page
      .getByRole('main')
      .getByRole('link', { name: t('allgemein.schliessen'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/user\/flashcards$/);
  });

  const anki = `Anki ${STAMP}`;
  await test.step('an Anki export: sounds counted, the audio column no wrong answer', async () => {
    await stapelAnlegen(page, { titel: anki, kategorie: 'Englisch' });
    const dialog = await stapelAktion(page, anki, t('stapel.csvImport'));
    await dialog.getByLabel(t('stapel.csvDatei')).setInputFiles({
      name: 'Kroatisch.txt',
      mimeType: 'text/plain',
      buffer: readFileSync(join(TESTDATEN, 'anki-notizen-als-text.txt')),
    });
    await expect(dialog.getByText(t('csv.medienTon', { anzahl: 40 }))).toBeVisible();
    await expect(dialog.getByText(t('csv.ankiKopf'))).toBeVisible();
    const erste = dialog.getByRole('table').getByRole('row').nth(1);
    await expect(erste).toContainText('bosiljak');
    await expect(erste).toContainText(t('csv.typMuendlich'));
    await dialog.getByRole('button', { name: t('stapel.csvEinlesen') }).click();
    await expect(page.getByRole('status')).toHaveText(t('bestaetigung.dateiEingelesen'));
    await page.getByRole('link', { name: anki, exact: true }).click();
    await page.getByRole('link', { name: t('druck.druckansicht') }).click();
    await expect(page.getByTestId('druck-kopf')).toContainText(t('druck.anzahl', { anzahl: 40 }));
    await expect(page.getByText('[sound:', { exact: false })).toHaveCount(0);
  });
});
