import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { demoCode } from './support/demo-logins';
import { logInAs, menue, submitLoginCode } from './support/login';

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
    // The one deep link here: the user area's address typed after logging out leads back to the login.
    await page.goto('/user');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the address follows the menu: a reload keeps the page, the back button goes back (issue 23)', async ({
    page,
  }) => {
    await logInAs(page, 'teacherAdmin');
    await menue(page, t('menue.flashcards'));
    await expect(page).toHaveURL(/\/user\/flashcards$/);
    await menue(page, t('menue.aufgaben'));
    await expect(page).toHaveURL(/\/user\/aufgaben$/);
    await expect(page.getByRole('heading', { name: t('menue.aufgaben'), level: 1 })).toBeVisible();
    // Teachers start on the hand-ins to review.
    await expect(page.getByRole('tab', { name: t('aufgaben.tabVerbessern') })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.reload();
    await expect(page).toHaveURL(/\/user\/aufgaben$/);
    await expect(page.getByRole('heading', { name: t('menue.aufgaben'), level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation').getByRole('button', { name: t('menue.aufgaben') }),
    ).toHaveAttribute('aria-current', 'page');

    await page.goBack();
    await expect(page).toHaveURL(/\/user\/flashcards$/);
    await expect(page.getByRole('heading', { name: t('menue.flashcards') })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { name: t('menue.dashboard') })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { name: t('menue.flashcards') })).toBeVisible();
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
