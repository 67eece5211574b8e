import { expect, type Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { demoCode, type DemoRole } from './demo-logins';

export async function logInAs(page: Page, role: DemoRole): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(t('login.anmeldecode')).fill(demoCode(role));
  await page.getByRole('button', { name: t('login.anmelden') }).click();
  await expect(page).toHaveURL(role === 'mainAdmin' ? /\/admin$/ : /\/user$/);
}
