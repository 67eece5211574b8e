import type { Locator, Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { logInAs } from './support/login';
import { expect, test } from './support/test';

// Every story runs axe-core on what it opens (support/test.ts); these check what axe cannot see.

/** Opens a dialog from its trigger, closes it with Esc and expects the focus back on the trigger. */
async function expectFocusReturns(page: Page, trigger: Locator, dialogName: string): Promise<void> {
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
}

test('the login and registration dialogs return the focus to their button when closed', async ({ page }) => {
  await page.goto('/login');
  await expectFocusReturns(
    page,
    page.getByRole('button', { name: t('login.anmelden'), exact: true }),
    t('login.titel'),
  );
  await expectFocusReturns(
    page,
    page.getByRole('button', { name: t('login.neuRegistrieren') }),
    t('registrierung.titel'),
  );
});

test('the account deletion dialog returns the focus to its button when closed', async ({ page }) => {
  await logInAs(page, 'teacher');
  await page.getByRole('navigation').getByText(t('menue.einstellungen'), { exact: true }).click();
  await expectFocusReturns(
    page,
    page.getByRole('button', { name: t('konto.kontoLoeschen') }),
    t('konto.kontoLoeschenTitel'),
  );
});

test('keyboard focus is always visible', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: t('login.anmelden'), exact: true })).toBeVisible();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const style = getComputedStyle(focused);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    if (outline === null) continue;
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }
});
