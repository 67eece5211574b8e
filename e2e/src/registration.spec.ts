import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { isWellFormedLoginCode } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { demoCode } from './support/demo-logins';
import { setBlocked } from './support/demo-database';
import { submitLoginCode } from './support/login';

const menu = (page: Page) => page.getByRole('navigation');

test('a teacher registers a school, logs in with the new code, saves the login and uses it again', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@schule.example`;
  await page.goto('/login');
  await page.getByRole('button', { name: t('login.neuRegistrieren') }).click();
  const form = page.getByRole('dialog', { name: t('registrierung.titel') });
  await form.getByLabel(new RegExp(`^${t('registrierung.namevoll')}`)).fill('Eva Brunner');
  await form.getByLabel(new RegExp(`^${t('registrierung.benutzername')}`)).fill('ebrunner');
  await form.getByLabel(new RegExp(`^${t('registrierung.email')}`)).fill(email);
  await form.getByLabel(new RegExp(`^${t('registrierung.schulName')}`)).fill('Sekundarschule Seefeld');
  await form.getByLabel(new RegExp(`^${t('registrierung.schulStrasse')}`)).fill('Seestrasse 12');
  await form.getByLabel(new RegExp(`^${t('registrierung.schulPlz')}`)).fill('8008');
  await form.getByLabel(new RegExp(`^${t('registrierung.schulOrt')}`)).fill('Zürich');
  await form.getByRole('button', { name: t('registrierung.absenden') }).click();

  const success = page.getByRole('dialog', { name: t('registrierung.erfolgTitel') });
  const code = (await success.getByTestId('neuer-anmeldecode').innerText()).trim();
  // DEVIATIONS 2: 12 characters of the look-alike-free alphabet.
  expect(isWellFormedLoginCode(code)).toBe(true);

  await submitLoginCode(page, code, { merken: true });
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByText(t('portal.dashboard.begruessung', { name: 'Eva Brunner' }))).toBeVisible();
  await page.reload();
  await expect(page.getByText(t('portal.dashboard.begruessung', { name: 'Eva Brunner' }))).toBeVisible();
  // Issue 23: a new school's dashboard shows its first steps, the licence among them.
  const schritte = page.getByTestId('erste-schritte');
  await expect(
    schritte.getByRole('heading', { name: t('portal.dashboard.ersteSchritteTitel') }),
  ).toBeVisible();
  await expect(schritte).toContainText(t('portal.dashboard.schrittLizenz'));

  await menu(page).getByText(t('menue.abmelden'), { exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Issue 29: the saved login keeps only the first name.
  await page.getByRole('button', { name: t('login.anmeldenAls', { name: 'Eva' }) }).click();
  await expect(page).toHaveURL(/\/user$/);
  await menu(page).getByText(t('menue.abmelden'), { exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The same e-mail cannot register twice.
  await page.getByRole('button', { name: t('login.neuRegistrieren') }).click();
  await form.getByText(t('registrierung.artEinzelperson')).click();
  await form.getByLabel(new RegExp(`^${t('registrierung.namevoll')}`)).fill('Eva Brunner');
  await form.getByLabel(new RegExp(`^${t('registrierung.benutzername')}`)).fill('eva');
  await form.getByLabel(new RegExp(`^${t('registrierung.email')}`)).fill(email);
  await form.getByRole('button', { name: t('registrierung.absenden') }).click();
  await expect(
    page.getByRole('dialog', { name: t('registrierung.emailBereitsRegistriertTitel') }),
  ).toContainText(t('registrierung.emailBereitsRegistriertDialog'));
});

test.describe('forgotten code', () => {
  const requestCode = async (page: Page, email: string) => {
    await page.goto('/login');
    await page.getByRole('button', { name: t('login.anmelden'), exact: true }).click();
    await page.getByRole('button', { name: t('login.codeVergessen') }).click();
    const dialog = page.getByRole('dialog', { name: t('login.codeVergessenTitel') });
    const send = dialog.getByRole('button', { name: t('login.codeSenden') });
    await expect(send).toBeDisabled();
    await dialog.getByLabel(t('login.email')).fill(email);
    await send.click();
  };

  test('a known e-mail gets the code by mail; the page only says it was sent', async ({ page }) => {
    await requestCode(page, 'anna.mueller@demoschule.example');
    const sent = page.getByRole('dialog', { name: t('login.codeVerschicktTitel') });
    await expect(sent).toContainText(t('bestaetigung.codeMailGeschickt'));
    await expect(sent).not.toContainText(demoCode('teacherAdmin'));
  });

  test('an unknown e-mail is named as not registered', async ({ page }) => {
    await requestCode(page, 'niemand@nirgends.example');
    await expect(page.getByRole('dialog', { name: t('login.emailUnbekanntTitel') })).toContainText(
      t('login.emailNichtRegistriert'),
    );
  });
});

test('a blocked pupil sees the blocked notice and stays on the login page', async ({ page }) => {
  setBlocked('mia', true);
  try {
    await submitLoginCode(page, demoCode('pupil3'));
    await expect(page.getByRole('dialog', { name: t('login.gesperrtTitel') })).toContainText(
      t('login.gesperrt'),
    );
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    setBlocked('mia', false);
  }
});
