import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { logInAs } from './support/login';
import { expect, HANDY, test } from './support/reflow';

// Issue 27: the installable app on a pupil's phone. These stories let the service worker run (the
// others block it, playwright.config.ts) and start without a stored login.
test.use({ serviceWorkers: 'allow', viewport: HANDY, storageState: { cookies: [], origins: [] } });

const WORKSPACE = join(__dirname, '..', '..');

interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/**
 * Opens `label` from the phone's menu. Its entries are reported "outside of the viewport" by Playwright
 * on a phone since the stop-11 merge (quiz-faellig.spec.ts): the click is dispatched to the entry.
 */
async function menueAmHandy(page: Page, label: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('portal.navigation') })
    .click();
  await page.getByRole('navigation').getByRole('button', { name: label, exact: true }).dispatchEvent('click');
}

/** Waits until the service worker answers this page's requests. */
async function serviceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

test('the portal meets the install criteria: manifest with German texts and icons, a service worker controls the page, it opens offline', async ({
  page,
}) => {
  await logInAs(page, 'pupil1');

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href ?? '')).json()) as WebAppManifest;
  expect(manifest).toMatchObject({
    name: t('offline.app.name'),
    short_name: t('offline.app.kurzname'),
    description: t('offline.app.beschreibung'),
    start_url: '/user',
    display: 'standalone',
    theme_color: await page.locator('meta[name="theme-color"]').getAttribute('content'),
  });
  // Chrome asks for 192 and 512 px icons, a maskable one for Android's adaptive icons.
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
    const png = await answer.body();
    // The PNG header's width and height (IHDR) are the size the manifest names.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }

  await serviceWorkerControls(page);
  await page.reload();
  await serviceWorkerControls(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);

  // The pupil has looked at the Aufgaben page and is back on the dashboard.
  await page.getByTestId('tile-aufgaben-oeffnen').click();
  await expect(page).toHaveURL(/\/user\/aufgaben$/);
  await page.goBack();

  // Without a network the app still opens (the page, the start check and the session from the device).
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: t('menue.dashboard') })).toBeVisible();
  // Exams and races are live: they say that they need the network.
  await page.goForward();
  await expect(page.getByTestId('nur-online-exams')).toHaveText(t('offline.nurOnline.exams'));
  await menueAmHandy(page, t('menue.wettbewerbe'));
  await expect(page.getByTestId('nur-online-races')).toHaveText(t('offline.nurOnline.races'));
  await page.context().setOffline(false);
  await expect(page.getByTestId('nur-online-races')).toHaveCount(0);
});

test('a new release of a remote is offered as "Neue Version verfügbar – neu laden"; logging out clears the device store', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logInAs(page, 'pupil1');
  await serviceWorkerControls(page);
  // The pupil opens the app again: now through the service worker, which keeps their session.
  await page.reload();
  await page.getByTestId('tile-aufgaben-oeffnen').click();
  const buildId = page.getByTestId('build-id-exams');
  await expect(buildId).toBeAttached();
  const before = await buildId.getAttribute('data-build-id');
  await expect.poll(() => page.evaluate(() => caches.has('lernstapel-offline-lesen'))).toBe(true);

  // The exams team releases anew while the pupil's page stays open.
  const release = `e2e-pwa-${Date.now()}`;
  execFileSync('npx', ['webpack', 'build', '-c', 'apps/exams/webpack.config.cjs', '--mode', 'production'], {
    cwd: WORKSPACE,
    env: { ...process.env, BUILD_ID: release },
    stdio: 'pipe',
    timeout: 200_000,
  });

  // The next page the pupil opens looks for new releases: the page offers the reload instead of
  // mixing the old exams remote with new ones.
  // A page change checks at most every 15 s (CHECK_INTERVAL_MS): a fast build is done sooner, so the
  // pupil goes back and forth until a page change looks.
  await page.goBack();
  await expect(page).toHaveURL(/\/user$/);
  const hinweis = page.getByTestId('neue-version');
  await expect(async () => {
    if (!(await hinweis.isVisible())) {
      await page.goForward();
      await page.goBack();
    }
    await expect(hinweis).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [3_000] });
  await expect(page).toHaveURL(/\/user$/);
  await expect(hinweis).toContainText(t('offline.update.hinweis'));
  await expect(page.getByTestId('build-id-exams')).toHaveCount(0);
  await hinweis.getByRole('button', { name: t('offline.update.neuLaden') }).click();
  await expect(page.getByTestId('neue-version')).toHaveCount(0);
  await page.getByTestId('tile-aufgaben-oeffnen').click();
  await expect(page.getByTestId('build-id-exams')).toHaveAttribute('data-build-id', release);
  expect(release).not.toBe(before);

  await menueAmHandy(page, t('menue.abmelden'));
  await expect(page).toHaveURL(/\/login$/);
  // The user's session is no longer kept on the device. (The login page may fill the cache anew with
  // what names nobody, e.g. /api/hello, so the check is on the session, not on the cache's existence.)
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const gespeichert = await caches.match('/api/session', { cacheName: 'lernstapel-offline-lesen' });
        return gespeichert ? Boolean(((await gespeichert.json()) as { user?: unknown }).user) : false;
      }),
    )
    .toBe(false);
});
