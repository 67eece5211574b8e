import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { BEISPIEL_BETREIBER, E2E_BETREIBER_BASE_URL } from './support/e2e-env';
import { storageStateFor } from './support/demo-logins';

async function openLegalDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: button });
}

test.describe('legal notice and privacy text (issue 16)', () => {
  test('without operator configuration both dialogs say the data is missing and invent nothing', async ({
    page,
  }) => {
    await page.goto('/login');
    const impressum = await openLegalDialog(page, t('login.impressum'));
    await expect(impressum).toContainText(t('datenschutz.betreiberFehlt'));
    await expect(impressum).not.toContainText('GmbH');
    await impressum
      .getByRole('button', { name: t('allgemein.schliessen') })
      // The text button; the icon-only X in the corner carries the same name.
      .filter({ hasText: t('allgemein.schliessen') })
      .click();

    const erklaerung = await openLegalDialog(page, t('login.datenschutz'));
    await expect(erklaerung).toContainText(t('datenschutz.betreiberFehlt'));
    await expect(erklaerung).toContainText('Aktivitätsereignisse werden nach 30 Tagen automatisch gelöscht.');
  });

  test('with operator configuration they name the operator, its contact and the configured period', async ({
    page,
  }) => {
    await page.goto(`${E2E_BETREIBER_BASE_URL}/login`);
    const impressum = await openLegalDialog(page, t('login.impressum'));
    await expect(impressum).toContainText(BEISPIEL_BETREIBER.OPERATOR_NAME);
    await expect(impressum).toContainText('9999 Beispielstadt');
    await expect(impressum).toContainText(BEISPIEL_BETREIBER.OPERATOR_REGISTER);
    await expect(impressum).not.toContainText(t('datenschutz.betreiberFehlt'));
    await impressum
      .getByRole('button', { name: t('allgemein.schliessen') })
      // The text button; the icon-only X in the corner carries the same name.
      .filter({ hasText: t('allgemein.schliessen') })
      .click();

    const erklaerung = await openLegalDialog(page, t('login.datenschutz'));
    await expect(erklaerung).toContainText(BEISPIEL_BETREIBER.OPERATOR_PRIVACY_CONTACT);
    await expect(erklaerung).toContainText('Aktivitätsereignisse werden nach 14 Tagen automatisch gelöscht.');
  });
});

test.describe('data export in Mein Konto (issue 16)', () => {
  test.use({ storageState: storageStateFor('pupil1') });

  test('a pupil downloads their own data as a ZIP', async ({ page }) => {
    await page.goto('/user');
    await page.getByRole('navigation').getByText(t('menue.einstellungen'), { exact: true }).click();
    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('link', { name: t('datenschutz.exportHerunterladen') }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^lernstapel-daten-\d+-\d{4}-\d\d-\d\d\.zip$/);
    const zip = readFileSync(await download.path());
    // A ZIP file starts with "PK"; its contents are checked against the privacy map in the API suite.
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.length).toBeGreaterThan(500);
  });
});
