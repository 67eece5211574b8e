import type { BrowserContext, Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { withDemoDatabase } from './support/demo-database';
import { E2E_BASE_URL } from './support/e2e-env';
import { logInAs } from './support/login';
import type { DemoRole } from './support/demo-logins';
import { expect, test } from './support/test';
import { quizStarten } from './support/wege';

const STAMP = Date.now().toString(36);
const STAPEL = `Fremde Medien ${STAMP}`;
/** A tracking pixel of another website, stored before issue 29 (today the server copies such images). */
const PIXEL = 'https://tracker.example/pixel.png';

/**
 * Issue 29 §3: no request to another host before a click. Each role logs in at /login and opens every
 * entry of its menu, pupils and teachers also the quiz of a stack whose card carries an image of
 * another website and a video; every request of the browser is intercepted and one to another host
 * is refused and noted. Only the click on the video's placeholder may reach the video host.
 */
test.describe('no request to another host before a click (issue 29 §3)', () => {
  test.beforeAll(() => {
    withDemoDatabase((db) => {
      for (const benutzername of ['lena', 'tweber']) {
        const besitzer = db.prepare('SELECT id FROM benutzer WHERE benutzername = ?').get(benutzername) as
          { id: number } | undefined;
        if (!besitzer) continue;
        const stapel = db
          .prepare('INSERT INTO unterrichtsmodul (bezeichnung, eigentuemer_id) VALUES (?, ?)')
          .run(STAPEL, besitzer.id);
        db.prepare(
          `INSERT INTO unterrichtsmodulteil
             (unterrichtsmodule_id, autor_id, frage, antwort1, frage_videobild_url, ist_youtube_video, youtube_video_id)
           VALUES (?, ?, 'Was zeigt das Bild?', 'Ein Pixel', ?, 1, 'dQw4w9WgXcQ')`,
        ).run(stapel.lastInsertRowid, besitzer.id, PIXEL);
      }
    });
  });

  /** Refuses and notes every request of the context that goes to another host. */
  async function fremdeAnfragen(context: BrowserContext): Promise<string[]> {
    const eigen = new URL(E2E_BASE_URL).host;
    const fremd: string[] = [];
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== eigen) {
        fremd.push(url.href);
        return route.abort('blockedbyclient');
      }
      return route.fallback();
    });
    return fremd;
  }

  /** Every entry of the side menu in turn (not 'Abmelden'), each page left to load. */
  async function jedesMenue(page: Page): Promise<string[]> {
    const navigation = page.getByRole('navigation').first();
    const burger = page.getByRole('banner').getByRole('button', { name: t('portal.navigation') });
    if (await burger.isVisible()) await burger.click();
    // allInnerTexts does not wait: the menu is there once its first entry is.
    await navigation.getByRole('button').first().waitFor();
    const namen = (await navigation.getByRole('button').allInnerTexts())
      .map((name) => name.trim())
      .filter((name) => name !== '' && name !== t('menue.abmelden'));
    for (const name of namen) {
      if (await burger.isVisible()) await burger.click();
      await navigation.getByRole('button', { name, exact: true }).first().click();
      await page.waitForLoadState('networkidle');
    }
    return namen;
  }

  for (const rolle of ['teacher', 'pupil1', 'mainAdmin'] as const satisfies readonly DemoRole[]) {
    test(`as ${rolle}`, async ({ page, context }) => {
      test.setTimeout(180_000);
      const fremd = await fremdeAnfragen(context);
      await logInAs(page, rolle);
      const geoeffnet = await jedesMenue(page);
      expect(geoeffnet.length).toBeGreaterThan(rolle === 'mainAdmin' ? 0 : 3);
      if (rolle !== 'mainAdmin') {
        await quizStarten(page, STAPEL);
        await expect(page.getByText('Was zeigt das Bild?')).toBeVisible();
        const placeholder = page.getByTestId('karten-video');
        await expect(placeholder.getByRole('button', { name: t('datenschutz.videoLaden') })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(fremd).toEqual([]);
        // The click is the consent: now, and only now, the browser asks the video host.
        await placeholder.getByRole('button', { name: t('datenschutz.videoLaden') }).click();
        await expect
          .poll(() => fremd.filter((url) => url.includes('youtube-nocookie.com')).length)
          .toBeGreaterThan(0);
        expect(fremd.filter((url) => !url.includes('youtube-nocookie.com'))).toEqual([]);
      } else {
        await page.waitForLoadState('networkidle');
        expect(fremd).toEqual([]);
      }
    });
  }
});
