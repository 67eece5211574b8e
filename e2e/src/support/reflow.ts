import type { BrowserContext, Page, ViewportSize } from '@playwright/test';
import { expect, test as axeTest } from './test';

export { expect };

/** Issue 23 §4: every pupil story runs once on a phone. */
export const HANDY: ViewportSize = { width: 390, height: 844 };

/** The two sizes a pupil story runs at: the default desktop, and the phone (HANDY). */
export const GROESSEN: ReadonlyArray<{ name: string; viewport: ViewportSize | null }> = [
  { name: 'Desktop', viewport: null },
  { name: `Handy ${HANDY.width} × ${HANDY.height}`, viewport: HANDY },
];

/** Up to this width a page counts as a phone page and is checked for sideways scrolling. */
const HANDY_BREITE = 480;

interface Ueberlauf {
  adresse: string;
  scrollWidth: number;
  breite: number;
  /** The outermost elements reaching past the right edge, to find the cause. */
  zu_breit: string[];
}

/** The document's scroll width against the viewport (1.4.10 Reflow): null when nothing scrolls sideways. */
async function ueberlauf(page: Page): Promise<Ueberlauf | null> {
  return page.evaluate(() => {
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    const breite = window.innerWidth;
    if (scrollWidth <= breite) return null;
    const zuBreit = Array.from(document.body.querySelectorAll('*')).filter(
      (element) =>
        element.getBoundingClientRect().right > breite + 1 &&
        !(element.parentElement && element.parentElement.getBoundingClientRect().right > breite + 1),
    );
    const beschreibung = (element: Element) =>
      [
        element.tagName.toLowerCase(),
        element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : '',
        element.getAttribute('aria-label') ? `[aria-label=${element.getAttribute('aria-label')}]` : '',
      ].join('');
    return {
      adresse: location.pathname,
      scrollWidth,
      breite,
      zu_breit: zuBreit.slice(0, 5).map(beschreibung),
    };
  });
}

/**
 * Issue 23 §4 (WCAG 1.4.10): on a phone-sized page, before each action and assertion (as axe is run,
 * support/test.ts) and once at the end, `document.scrollingElement.scrollWidth` must not exceed the
 * viewport width. Every page of every browser the story opens is watched; the findings name the address.
 */
export const test = axeTest.extend<{ reflow: void }>({
  reflow: [
    async ({ context, browser }, use) => {
      const funde: Ueberlauf[] = [];
      const seiten: Page[] = [];
      const pruefe = async (page: Page) => {
        const viewport = page.viewportSize();
        if (!viewport || viewport.width > HANDY_BREITE || page.isClosed()) return;
        const fund = await ueberlauf(page).catch(() => null);
        if (fund && !funde.some((f) => f.adresse === fund.adresse)) funde.push(fund);
      };
      const beobachte = (page: Page) => {
        seiten.push(page);
        void page
          .addLocatorHandler(page.locator('html'), () => pruefe(page), { noWaitAfter: true })
          .catch(() => undefined);
      };
      const beobachteKontext = (watched: BrowserContext) => {
        watched.pages().forEach(beobachte);
        watched.on('page', beobachte);
      };
      beobachteKontext(context);
      // Stories open more browsers (a pupil next to the teacher): after axe's own wrapper (support/test.ts).
      const vorher = browser.newContext;
      browser.newContext = async (...options) => {
        const created = await vorher.apply(browser, options);
        beobachteKontext(created);
        return created;
      };
      try {
        await use();
        for (const page of seiten) await pruefe(page);
      } finally {
        browser.newContext = vorher;
      }
      expect(funde, 'pages that scroll sideways on a phone (WCAG 1.4.10, issue 23)').toEqual([]);
    },
    { auto: true },
  ],
});
