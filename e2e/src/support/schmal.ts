import { expect, type Locator, type Page } from '@playwright/test';

/** Issue 23 §2: the phone size of the stories and the narrowest width WCAG 1.4.10 asks for. */
const SCHMALE_GROESSEN = [
  { width: 390, height: 844 },
  { width: 320, height: 800 },
] as const;

/**
 * WCAG 1.4.10 Reflow (issue 23 §2): the page as it is now, shown at 390 × 844 and at 320 px width,
 * never scrolls sideways (`document.scrollingElement.scrollWidth` ≤ the viewport's width). The
 * window gets its size back afterwards.
 */
export async function passtAufsHandy(page: Page, seite: string): Promise<void> {
  const vorher = page.viewportSize();
  for (const groesse of SCHMALE_GROESSEN) {
    await page.setViewportSize(groesse);
    await expect
      .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0), {
        message: `${seite} scrolls sideways at ${groesse.width} px`,
      })
      .toBeLessThanOrEqual(groesse.width);
  }
  if (vorher) await page.setViewportSize(vorher);
}

/** WCAG 2.4.7 (issue 23 §2): a focused text field shows a ring of at least 2 px, not only a colour. */
export async function zeigtFokusRing(feld: Locator): Promise<void> {
  await feld.focus();
  const rahmen = await feld.evaluate((element) => {
    const stil = getComputedStyle(element);
    return { stil: stil.outlineStyle, breite: parseFloat(stil.outlineWidth) };
  });
  expect(rahmen.stil).not.toBe('none');
  expect(rahmen.breite).toBeGreaterThanOrEqual(2);
}
