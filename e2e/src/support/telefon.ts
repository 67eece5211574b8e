import { expect, type Browser, type Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { menue } from './login';

/** Issue 23 §4: pupil stories also run once on a phone (390 × 844 CSS px). */
export const TELEFON = { width: 390, height: 844 } as const;

/** A browser of its own at phone size, with touch (not isMobile: its zoom-out would hide an overflow). */
export async function telefonSeite(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: TELEFON, hasTouch: true });
  return context.newPage();
}

/** WCAG 1.4.10 Reflow (issue 23): the page does not scroll sideways at the viewport's width. */
export async function scrolltNichtSeitlich(page: Page): Promise<void> {
  const breite = await page.evaluate(() => {
    const fenster = window.innerWidth;
    // The outermost elements that stick out, to name them in the failure.
    const zuBreit = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => element.getBoundingClientRect().right > fenster + 0.5)
      .filter(
        (element) =>
          !element.parentElement || element.parentElement.getBoundingClientRect().right <= fenster + 0.5,
      )
      .slice(0, 5)
      .map((element) => {
        const testId = element.getAttribute('data-testid');
        return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''} (${Math.round(element.getBoundingClientRect().right)} px)`;
      });
    return { inhalt: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY, fenster, zuBreit };
  });
  expect(breite.fenster).toBe(page.viewportSize()?.width);
  expect(breite.inhalt, `${page.url()} scrolls sideways: ${breite.zuBreit.join(', ')}`).toBeLessThanOrEqual(
    breite.fenster,
  );
}

/**
 * Opens a page of the user area through its side menu, as a user does: on a phone the menu sits
 * behind the burger button (AppFrame) and closes again after the choice.
 */
export async function imMenueOeffnen(page: Page, eintrag: string): Promise<void> {
  await menue(page, eintrag);
}

/** 'Schliessen' of a page outside the user area (exam, race): back to the user area's page. */
export async function schliessen(page: Page): Promise<void> {
  await page.getByRole('link', { name: t('allgemein.schliessen') }).click();
  await expect(page).toHaveURL(/\/user(\/|$)/);
}
