import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { submitLoginCode } from './support/login';
import { passtAufsHandy } from './support/schmal';

const menu = (page: Page) => page.getByRole('navigation');
const label = (text: string) => new RegExp(`^${text}`);

/** Registers as an individual person (01 §5: name, username, e-mail only) and returns the shown code. */
async function registerIndividual(page: Page, namevoll: string, benutzername: string): Promise<string> {
  await page.goto('/login');
  await page.getByRole('button', { name: t('login.neuRegistrieren') }).click();
  const form = page.getByRole('dialog', { name: t('registrierung.titel') });
  await form.getByText(t('registrierung.artEinzelperson')).click();
  await form.getByLabel(label(t('registrierung.namevoll'))).fill(namevoll);
  await form.getByLabel(label(t('registrierung.benutzername'))).fill(benutzername);
  await form.getByLabel(label(t('registrierung.email'))).fill(`${benutzername}@privat.example`);
  await form.getByRole('button', { name: t('registrierung.absenden') }).click();
  const success = page.getByRole('dialog', { name: t('registrierung.erfolgTitel') });
  return (await success.getByTestId('neuer-anmeldecode').innerText()).trim();
}

test('an individual person orders a licence for a school and then manages it (01 §6)', async ({ page }) => {
  const stamp = Date.now() % 1_000_000;
  const code = await registerIndividual(page, 'Nora Einzel', `neinzel${stamp}`);
  await submitLoginCode(page, code);
  await expect(page).toHaveURL(/\/user$/);

  // 01 §6: the individual sees 'Schule' to order the licence; the teacher section is hidden.
  await menu(page).getByText(t('menue.schule'), { exact: true }).click();
  const bestellung = page.getByTestId('lizenz-neue-schule');
  await expect(bestellung).toContainText(t('lizenz.neueSchuleAktiv'));
  await expect(page.getByTestId('lehrpersonen-table')).toHaveCount(0);
  const missing = page.getByTestId('lizenz-fehlend');
  for (const key of [
    'lizenz.schulnameFehlt',
    'lizenz.telefon1Fehlt',
    'lizenz.rechnungsanschrift1Fehlt',
    'lizenz.postleitzahlFehlt',
    'lizenz.ortFehlt',
  ] as const) {
    await expect(missing).toContainText(t(key));
  }
  const order = bestellung.getByRole('button', { name: t('lizenz.bestellen') });
  await expect(order).toBeDisabled();
  await passtAufsHandy(page, 'Schule (Lizenz bestellen)');

  const schulname = `Schule Einzel ${stamp}`;
  await bestellung.getByLabel(label(t('schule.name1'))).fill(schulname);
  await expect(missing).not.toContainText(t('lizenz.schulnameFehlt'));
  await bestellung.getByLabel(t('schule.anschrift1'), { exact: true }).fill('Dorfstrasse 1');
  await bestellung.getByLabel(t('schule.plz'), { exact: true }).fill('3000');
  await bestellung.getByLabel(t('schule.ort'), { exact: true }).fill('Bern');
  await bestellung.getByLabel(t('schule.telefon1'), { exact: true }).fill('031 000 00 00');
  await bestellung.getByLabel(t('schule.rechnungsanschrift1'), { exact: true }).fill('Postfach 7');
  await bestellung.getByLabel(t('schule.rechnungsplz'), { exact: true }).fill('3001');
  await bestellung.getByLabel(t('schule.rechnungsort'), { exact: true }).fill('Bern');
  await expect(missing).toHaveCount(0);
  await expect(order).toBeDisabled();
  await bestellung.getByRole('checkbox', { name: t('lizenz.bedingungenAkzeptieren') }).check();
  await expect(order).toBeEnabled();
  await order.click();

  const year = new Date().getFullYear();
  await expect(page.getByTestId('lizenz-bestellt')).toHaveText(
    t('verwaltung.lizenzFuerNeueSchuleBestellt', { schule: schulname, year, betrag: '300.00' }),
  );
  // Now a teacher of the new school with both flags: the normal Verwaltung with the teacher section.
  await expect(page.getByRole('button', { name: t('lehrpersonen.plus') })).toBeVisible();
  await expect(page.getByTestId('lehrpersonen-table')).toContainText(`neinzel${stamp}`);
  await expect(page.getByTestId('schuldaten-abschnitt')).toContainText(schulname);
  await expect(page.getByTestId('lizenz-status')).toHaveText(t('lizenz.keineLizenz', { year }));
  await expect(menu(page).getByText(t('menue.verwaltung'), { exact: true })).toBeVisible();
  await expect(page.getByTestId('lizenz-bestellt')).toBeVisible();
  await passtAufsHandy(page, 'Verwaltung der neuen Schule');
});
