import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { logInAs, submitLoginCode } from './support/login';

const openMenu = (page: Page, label: string) =>
  page.getByRole('navigation').getByText(label, { exact: true }).click();

test('a teacher without administrative rights has no Verwaltung page', async ({ page }) => {
  await logInAs(page, 'teacher');
  const menu = page.getByRole('navigation');
  await expect(menu.getByText(t('menue.einstellungen'), { exact: true })).toBeVisible();
  for (const label of [t('menue.verwaltung'), t('menue.lehrpersonen'), t('menue.schule')]) {
    await expect(menu.getByText(label, { exact: true })).toHaveCount(0);
  }
});

test('a newly registered school sees what its licence order lacks, then deletes its account', async ({
  page,
}) => {
  const stamp = Date.now();
  const benutzername = `lgraf${stamp % 100000}`;
  const response = await page.request.post('/api/benutzer/registrieren', {
    data: {
      art: 'schule',
      namevoll: 'Laura Graf',
      benutzername,
      email: `${benutzername}@schule.example`,
      schulName1: `Schule ohne Rechnungsadresse ${stamp}`,
      schulStrasse: 'Bahnhofstrasse 1',
      schulPLZ: '4000',
      schulOrt: 'Basel',
      schulLand: 'CH',
    },
  });
  expect(response.status()).toBe(201);
  const { anmeldecode } = (await response.json()) as { anmeldecode: string };

  await submitLoginCode(page, anmeldecode);
  await expect(page).toHaveURL(/\/user$/);
  await openMenu(page, t('menue.verwaltung'));
  const missing = page.getByTestId('lizenz-fehlend');
  for (const key of [
    'lizenz.telefon1Fehlt',
    'lizenz.rechnungsanschrift1Fehlt',
    'lizenz.postleitzahlFehlt',
    'lizenz.ortFehlt',
  ] as const) {
    await expect(missing).toContainText(t(key));
  }
  await expect(missing).not.toContainText(t('lizenz.schulnameFehlt'));
  await page.getByRole('checkbox', { name: t('lizenz.bedingungenAkzeptieren') }).check();
  await expect(page.getByRole('button', { name: t('lizenz.bestellen') })).toBeDisabled();

  await openMenu(page, t('menue.einstellungen'));
  await page.getByRole('button', { name: t('konto.kontoLoeschen') }).click();
  const confirm = page.getByRole('dialog', { name: t('konto.kontoLoeschenTitel') });
  const finalDelete = confirm.getByRole('button', { name: t('konto.kontoEndgueltigLoeschen') });
  await expect(finalDelete).toBeDisabled();
  await confirm.getByLabel(t('konto.kontoLoeschenBestaetigen', { name: benutzername })).fill(benutzername);
  await finalDelete.click();
  await expect(page).toHaveURL(/\/login$/);

  const dialog = await submitLoginCode(page, anmeldecode);
  await expect(dialog.getByRole('alert')).toHaveText(t('login.unbekannterCode'));
});
