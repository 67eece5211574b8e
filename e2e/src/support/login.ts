import { expect, type Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { demoCode, type DemoRole } from './demo-logins';

/** Opens the login dialog of the landing page and submits `code`; does not wait for the result. */
export async function submitLoginCode(page: Page, code: string, options: { merken?: boolean } = {}) {
  await page.goto('/login');
  await page.getByRole('button', { name: t('login.anmelden'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('login.titel') });
  await dialog.getByLabel(t('login.anmeldecode')).fill(code);
  if (options.merken) await dialog.getByRole('switch', { name: t('login.anmeldungSpeichern') }).check();
  await dialog.getByRole('button', { name: t('allgemein.ok') }).click();
  return dialog;
}

export async function logInAs(page: Page, role: DemoRole): Promise<void> {
  await submitLoginCode(page, demoCode(role));
  await expect(page).toHaveURL(role === 'mainAdmin' ? /\/admin$/ : /\/user$/);
}
