import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { demoCode } from './support/demo-logins';
import { logInAs, submitLoginCode } from './support/login';

test.describe('a teacher in the portal', () => {
  test('logs in with the demo code, sees the dashboard, opens every remote page and logs out', async ({
    page,
  }) => {
    await logInAs(page, 'teacherAdmin');
    await expect(page.getByRole('heading', { name: t('menue.dashboard') })).toBeVisible();

    const menu = page.getByRole('navigation');
    await menu.getByText(t('menue.flashcards'), { exact: true }).click();
    await expect(page.getByRole('heading', { name: t('menue.flashcards') })).toBeVisible();
    await expect(page.getByTestId('build-id-cards')).toBeAttached();

    await menu.getByText(t('menue.aufgaben'), { exact: true }).click();
    await expect(page.getByTestId('build-id-exams')).toBeAttached();

    await menu.getByText(t('menue.wettbewerbe'), { exact: true }).click();
    await expect(page.getByRole('heading', { name: t('menue.wettbewerbe') })).toBeVisible();
    await expect(page.getByTestId('build-id-races')).toBeAttached();

    await menu.getByText(t('menue.abmelden'), { exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/user');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the start route exchanges the code for a session and removes it from the address bar', async ({
    page,
  }) => {
    const code = demoCode('teacher');
    await page.goto(`/${code}`);
    await expect(page).toHaveURL(/\/user$/);
    expect(page.url()).not.toContain(code);
    await expect(page.getByRole('heading', { name: t('menue.dashboard') })).toBeVisible();
  });

  test('an unknown code stays on the login form with the German message', async ({ page }) => {
    const dialog = await submitLoginCode(page, 'KEINCODE3467');
    await expect(dialog.getByRole('alert')).toHaveText(t('login.unbekannterCode'));
    await expect(page).toHaveURL(/\/login$/);
  });
});
