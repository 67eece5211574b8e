import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_BETREIBER_BASE_URL } from './e2e-env';

export { expect };

/** WCAG 2.2 AA (issue 15 §4): axe's rules for levels A and AA of WCAG 2.0, 2.1 and 2.2. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** Bounds the time a long story spends scanning. */
const MAX_SCANS_PER_TEST = 40;
/**
 * Scans of one screen (same address, headings, tabs, dialogs, menus): the first, and one more once its
 * controls have changed (its content has loaded). A list that keeps growing (a polled feed) is not
 * scanned again and again while the story waits for it.
 */
const MAX_SCANS_PER_SCREEN = 2;

interface Finding {
  state: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * What the user sees, coarsely: the address, headings, selected tabs, open dialogs and menus (the
 * screen), and how many controls there are. A new value means a page or dialog not yet scanned.
 */
function screenState(page: Page): Promise<{ screen: string; controls: number }> {
  return page.evaluate(() => {
    const landmarks = document.querySelectorAll(
      'h1, h2, h3, [role="tab"][aria-selected="true"], [role="dialog"], [role="alertdialog"], [role="menu"]',
    );
    const names = Array.from(landmarks, (element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
      return `${element.getAttribute('role') ?? element.tagName}:${name.trim().slice(0, 40)}`;
    });
    const controls = document.querySelectorAll('button, a[href], input, select, textarea, [role="switch"]');
    return { screen: [location.pathname, ...names].join('|'), controls: controls.length };
  });
}

/** Waits for finite animations (a dialog fading in) so colours are measured as they end up. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

/**
 * Issue 28: a school's identity provider (oidc-provider's own login form in schulkonto.spec.ts) is not
 * the portal's page to check; blank and local pages still are.
 */
function isPortalPage(address: string): boolean {
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  return [E2E_BASE_URL, E2E_BETREIBER_BASE_URL].includes(url.origin);
}

/**
 * Calls `watchPage` for every page of `context` and of the contexts a story opens next to it (a pupil
 * next to the teacher); the returned function stops watching new contexts.
 */
function watchEveryPage(
  context: BrowserContext,
  browser: Browser,
  watchPage: (page: Page) => void,
): () => void {
  const watchContext = (watched: BrowserContext) => {
    watched.pages().forEach(watchPage);
    watched.on('page', watchPage);
  };
  watchContext(context);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options) => {
    const created = await newContext(...options);
    watchContext(created);
    return created;
  };
  return () => {
    browser.newContext = newContext;
  };
}

/** What the shell's browser texts log when a text is shown before its part has loaded (libs/texts browser.ts). */
const TEXT_SHOWN_TOO_EARLY = /^Text \S+ is shown before/;

/**
 * Every story is checked with axe-core on every page and dialog it opens: before each action or
 * assertion, a screen state not seen yet in this test is scanned. Serious and critical findings
 * fail the test, listed with the screen they were found on.
 * No portal page may throw an uncaught error or show a text's key instead of its text: a story that
 * only looks at what it expects would miss a page that broke beside it (issue 28's refusal on /login
 * threw, and the story never saw it). A story that breaks a page on purpose lists the errors it expects
 * with `expectPageErrors`.
 */
export const test = base.extend<{ accessibility: void; pageErrors: void }>({
  pageErrors: [
    async ({ context, browser }, use, testInfo) => {
      const errors: string[] = [];
      const stopWatching = watchEveryPage(context, browser, (page) => {
        page.on('pageerror', (error) => {
          if (isPortalPage(page.url())) errors.push(`${new URL(page.url()).pathname}: ${error.message}`);
        });
        page.on('console', (message) => {
          const tooEarly = message.type() === 'error' && TEXT_SHOWN_TOO_EARLY.test(message.text());
          if (tooEarly && isPortalPage(page.url()))
            errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
        });
      });
      try {
        await use();
      } finally {
        stopWatching();
      }
      const expected = testInfo.annotations
        .filter((annotation) => annotation.type === EXPECTED_PAGE_ERROR)
        .map((annotation) => annotation.description ?? '');
      const unexpected = errors.filter((error) => !expected.some((part) => error.includes(part)));
      expect(unexpected, "uncaught errors or texts' keys on the portal's pages").toEqual([]);
    },
    { auto: true },
  ],
  accessibility: [
    async ({ context, browser }, use) => {
      const findings: Finding[] = [];
      const seen = new Set<string>();
      const scansPerScreen = new Map<string, number>();
      const scan = async (page: Page) => {
        if (seen.size >= MAX_SCANS_PER_TEST) return;
        if (!isPortalPage(page.url())) return;
        const current = await screenState(page).catch(() => null);
        if (current === null) return;
        const state = `${current.screen}|${current.controls}`;
        const scans = scansPerScreen.get(current.screen) ?? 0;
        if (seen.has(state) || scans >= MAX_SCANS_PER_SCREEN) return;
        seen.add(state);
        scansPerScreen.set(current.screen, scans + 1);
        try {
          await settle(page);
          // Legacy mode runs axe in the page itself: the default opens a blank tab in the same browser to
          // merge frame results, which hides the scanned tab (visibilitychange, blur) — events the
          // portal reports as distractions of a pupil. The portal has no frames to merge.
          const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS).analyze();
          for (const violation of results.violations) {
            if (!BLOCKING_IMPACTS.has(violation.impact ?? '')) continue;
            findings.push({
              state,
              rule: violation.id,
              impact: violation.impact ?? '',
              help: violation.help,
              targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
            });
          }
        } catch {
          // The page navigated or closed during the scan: the next state is scanned instead.
          seen.delete(state);
          scansPerScreen.set(current.screen, scans);
        }
      };
      const stopWatching = watchEveryPage(
        context,
        browser,
        (page) =>
          void page
            .addLocatorHandler(page.locator('body'), () => scan(page), { noWaitAfter: true })
            // A page that closed before the handler was set needs no scan.
            .catch(() => undefined),
      );
      try {
        await use();
      } finally {
        stopWatching();
      }
      expect(findings, 'axe-core: serious or critical accessibility findings').toEqual([]);
    },
    { auto: true },
  ],
});

const EXPECTED_PAGE_ERROR = 'expected-page-error';

/** A story that breaks a page on purpose: errors containing `part` do not fail it. */
export function expectPageErrors(...parts: string[]): void {
  for (const part of parts) test.info().annotations.push({ type: EXPECTED_PAGE_ERROR, description: part });
}
