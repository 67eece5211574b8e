import { expect, type Locator, type Page } from '@playwright/test';
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

/** The first page after a login also waits for its axe scan (support/test.ts), which can take a while. */
const NACH_ANMELDUNG = { timeout: 30_000 };

export async function logInAs(page: Page, role: DemoRole): Promise<void> {
  await submitLoginCode(page, demoCode(role));
  await expect(page).toHaveURL(role === 'mainAdmin' ? /\/admin$/ : /\/user$/, NACH_ANMELDUNG);
}

/** Logs in with `code` at /login and waits for the dashboard. */
export async function logInWithCode(page: Page, code: string): Promise<void> {
  await submitLoginCode(page, code);
  await expect(page).toHaveURL(/\/user$/, NACH_ANMELDUNG);
  await expect(page.getByRole('heading', { name: t('menue.dashboard') })).toBeVisible();
}

/**
 * The portal's start address with a saved session, as a returning user opens it: '/' leads to the
 * dashboard (or /admin for the main administrator).
 */
export async function startseite(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/(user|admin)$/, NACH_ANMELDUNG);
}

/**
 * Opens `label` from the side menu of the user area as a user does: on a phone the menu sits behind
 * the 'Navigation' button first.
 */
export async function menue(page: Page, label: string): Promise<void> {
  const burger = page.getByRole('banner').getByRole('button', { name: t('portal.navigation') });
  const eintrag = page.getByRole('navigation').getByRole('button', { name: label, exact: true });
  // isVisible does not wait: right after a login the frame may not be drawn yet, and on a phone the
  // entry would then be clicked in the closed menu. The entry exists (off screen) once the frame does.
  await eintrag.waitFor({ state: 'attached' });
  // The burger toggles: a menu still open (after going back, say) would close on a second click.
  if ((await burger.isVisible()) && !(await imBild(eintrag))) await burger.click();
  await eintrag.click();
}

/** Whether the entry is on screen: the closed phone menu is moved out to the left, not hidden. */
async function imBild(eintrag: Locator): Promise<boolean> {
  if ((await eintrag.count()) === 0) return false;
  return eintrag.evaluate((element) => {
    const rahmen = element.getBoundingClientRect();
    return rahmen.width > 0 && rahmen.right > 0 && rahmen.left < window.innerWidth;
  });
}
