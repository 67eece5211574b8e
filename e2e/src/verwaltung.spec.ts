import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { logInAs } from './support/login';
import { passtAufsHandy, zeigtFokusRing } from './support/schmal';

const openMenu = (page: Page, label: string) =>
  page.getByRole('navigation').getByText(label, { exact: true }).click();
const label = (text: string) => new RegExp(`^${text}`);

test.describe('a teacher with both administrative rights', () => {
  test('adds a teacher under Verwaltung and sees the licence of the current year', async ({ page }) => {
    await logInAs(page, 'teacherAdmin');
    await openMenu(page, t('menue.verwaltung'));
    const table = page.getByTestId('lehrpersonen-table');
    await expect(table).toContainText('tweber');
    await passtAufsHandy(page, 'Verwaltung');

    const benutzername = `kgerber${Date.now() % 100000}`;
    const plus = page.getByRole('button', { name: t('lehrpersonen.plus') });
    const dialog = page.getByRole('dialog', { name: t('lehrpersonen.titelNeu') });
    // Issue 23 §2: Esc closes the teacher's dialog and the focus is back on its button.
    await plus.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(plus).toBeFocused();
    await plus.click();
    await zeigtFokusRing(dialog.getByLabel(label(t('lehrpersonen.namevoll'))));
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

    // The school-data dialog, closed by Abbrechen, gives the focus back to its button.
    const schuldaten = page.getByRole('button', { name: t('lehrpersonen.schuldatenBearbeiten') });
    await schuldaten.click();
    const schule = page.getByRole('dialog', { name: t('schule.titel') });
    await schule.getByRole('button', { name: t('allgemein.abbrechen') }).click();
    await expect(schule).toBeHidden();
    await expect(schuldaten).toBeFocused();
  });
});

test('a teacher changes the name in Mein Konto; an empty field keeps the previous value', async ({
  page,
}) => {
  await logInAs(page, 'teacher');
  await openMenu(page, t('menue.einstellungen'));
  await passtAufsHandy(page, 'Mein Konto');
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
