import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { menue, startseite } from './login';

/**
 * Chooses `option` in a Mantine Select or MultiSelect (its options open in a list outside the dialog).
 * A MultiSelect stays open for more choices: Escape closes its list (and not the dialog).
 */
export async function waehleOption(page: Page, feld: Locator, option: string): Promise<void> {
  await feld.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  if ((await feld.getAttribute('aria-expanded')) === 'true') await feld.press('Escape');
  await expect(feld).toHaveAttribute('aria-expanded', 'false');
}

/** 'Stapel +' on 'Meine Flashcards': a stack of `kategorie`, optionally in a new folder. */
export async function stapelAnlegen(
  page: Page,
  stapel: { titel: string; kategorie: string; neuerOrdner?: string },
): Promise<void> {
  await page.getByRole('button', { name: t('stapel.plus') }).click();
  const dialog = page.getByRole('dialog', { name: t('stapel.eigenschaftenTitel') });
  await dialog.getByRole('textbox', { name: t('stapel.bezeichnung') }).fill(stapel.titel);
  await waehleOption(page, dialog.getByRole('combobox', { name: t('stapel.kategorie') }), stapel.kategorie);
  if (stapel.neuerOrdner) {
    await waehleOption(
      page,
      dialog.getByRole('combobox', { name: t('ordner.titel') }),
      t('ordner.neuerOrdner'),
    );
    await dialog.getByRole('textbox', { name: t('ordner.name') }).fill(stapel.neuerOrdner);
  }
  await dialog.getByRole('button', { name: t('allgemein.ok') }).click();
  await expect(dialog).toBeHidden();
}

/** The row of a stack in a list (own stacks, a folder, the Team-Ordner). */
export function stapelZeile(bereich: Locator, titel: string): Locator {
  return bereich
    .getByRole('row')
    .filter({ has: bereich.page().getByRole('link', { name: titel, exact: true }) });
}

/** A new stack of 'Englisch' on 'Meine Flashcards', opened, with the editor of a new card (returned). */
export async function neueKarteInNeuemStapel(page: Page, titel: string): Promise<Locator> {
  await startseite(page);
  await menue(page, t('menue.flashcards'));
  await stapelAnlegen(page, { titel, kategorie: 'Englisch' });
  const eigene = page.getByRole('region', { name: t('eingaenge.eigeneStapel') });
  await stapelZeile(eigene, titel).getByRole('link', { name: titel, exact: true }).click();
  await page.getByRole('button', { name: t('karten.karteikartePlus') }).click();
  return page.getByTestId('karte-editor');
}

/** Chooses `aktion` in the menu of the stack `titel` and returns the dialog it opens (named `dialogTitel`). */
export async function stapelAktion(
  page: Page,
  titel: string,
  aktion: string,
  dialogTitel = aktion,
): Promise<Locator> {
  await page.getByRole('button', { name: t('stapel.aktionen', { titel }) }).click();
  await page.getByRole('menuitem', { name: aktion }).click();
  return page.getByRole('dialog', { name: dialogTitel });
}

/** Imports cards from a CSV file through the stack's menu (01 §9). */
export async function kartenImportieren(page: Page, titel: string, csv: string): Promise<void> {
  const dialog = await stapelAktion(page, titel, t('stapel.csvImport'));
  await dialog.getByLabel(t('stapel.csvDatei')).setInputFiles({
    name: 'karten.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await dialog.getByRole('button', { name: t('stapel.csvEinlesen') }).click();
  await expect(page.getByRole('status')).toHaveText(t('bestaetigung.dateiEingelesen'));
}
