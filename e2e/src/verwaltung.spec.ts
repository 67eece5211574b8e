import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { storageStateFor } from './support/demo-logins';
import { logInAs } from './support/login';

const openMenu = (page: Page, label: string) =>
  page.getByRole('navigation').getByText(label, { exact: true }).click();
const label = (text: string) => new RegExp(`^${text}`);

test.describe('a teacher with both administrative rights', () => {
  test.use({ storageState: storageStateFor('teacherAdmin') });

  test('adds a teacher under Verwaltung and sees the licence of the current year', async ({ page }) => {
    await page.goto('/user');
    await openMenu(page, t('menue.verwaltung'));
    const table = page.getByTestId('lehrpersonen-table');
    await expect(table).toContainText('tweber');

    const benutzername = `kgerber${Date.now() % 100000}`;
    await page.getByRole('button', { name: t('lehrpersonen.plus') }).click();
    const dialog = page.getByRole('dialog', { name: t('lehrpersonen.titelNeu') });
    const ok = dialog.getByRole('button', { name: t('allgemein.ok') });
    await expect(ok).toBeDisabled();
    await dialog.getByLabel(label(t('lehrpersonen.namevoll'))).fill('Karin Gerber');
    await dialog.getByLabel(label(t('allgemein.benutzername'))).fill(benutzername);
    await dialog.getByLabel(label(t('allgemein.email'))).fill(`${benutzername}@demoschule.example`);
    await ok.click();
    await expect(table).toContainText(benutzername);

    await expect(page.getByTestId('lizenz-status')).toHaveText(
      t('lizenz.gueltig', { year: new Date().getFullYear() }),
    );
  });
});

test('a teacher changes the name in Mein Konto; an empty field keeps the previous value', async ({
  page,
}) => {
  await logInAs(page, 'teacher');
  await openMenu(page, t('menue.einstellungen'));
  await page.getByLabel(t('konto.namevoll')).fill('Thomas Weber-Keller');
  await page.getByLabel(t('konto.benutzername')).fill('');
  await page.getByRole('button', { name: t('konto.nameSpeichern') }).click();
  await openMenu(page, t('menue.dashboard'));
  await expect(
    page.getByText(t('portal.dashboard.begruessung', { name: 'Thomas Weber-Keller' })),
  ).toBeVisible();
  await openMenu(page, t('menue.einstellungen'));
  await expect(page.getByLabel(t('konto.benutzername'))).toHaveValue('tweber');
});

test('the help page answers questions on login codes', async ({ page }) => {
  await logInAs(page, 'pupil2');
  await openMenu(page, t('menue.hilfe'));
  await expect(page.getByTestId('hilfe-themen')).toBeVisible();
  await expect(page.getByRole('navigation').getByText(t('menue.verwaltung'), { exact: true })).toHaveCount(0);
});
