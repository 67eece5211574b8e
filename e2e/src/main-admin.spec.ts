import { expect, test } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { storageStateFor } from './support/demo-logins';

test.use({ storageState: storageStateFor('mainAdmin') });

test('the main administrator sees the schools of the admin remote at /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByTestId('build-id-admin')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  const demoSchool = page.getByRole('row').filter({ hasText: /Demo/i });
  await expect(demoSchool.first()).toBeVisible();
  await expect(page.getByText(t('menue.abmelden'), { exact: true })).toBeVisible();
});

test('a main administrator who opens /user is sent to /admin', async ({ page }) => {
  await page.goto('/user');
  await expect(page).toHaveURL(/\/admin$/);
});
