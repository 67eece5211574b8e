import type { Page, Request } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { logInAs, menue } from './support/login';
import { expect, HANDY, test } from './support/reflow';
import { meineFlashcards } from './support/wege';

// Issue 27 (fast on a phone): a pupil opens the portal at a page of theirs (a reload, a bookmark, the
// installed app). The page's HTML brings what the page would otherwise ask for one after the other
// before it can show anything (services/api/src/portal/startdaten.ts): this story is about that page
// load, so it reloads the page it reached by clicking.
test.use({ viewport: HANDY, storageState: { cookies: [], origins: [] } });

/** What the browser asks the portal for while `laden` runs, by path. */
async function anfragenWaehrend(page: Page, laden: () => Promise<void>): Promise<string[]> {
  const pfade: string[] = [];
  const merken = (request: Request) => {
    const url = new URL(request.url());
    pfade.push(`${url.pathname}${url.search}`);
  };
  page.on('request', merken);
  await laden();
  // The page's own reads start once it has rendered: give them a moment to show up if they would.
  await page.waitForLoadState('networkidle');
  page.off('request', merken);
  return pfade;
}

/** The first reads of a pupil's page that come with its HTML and must not be asked for again. */
const MITGEBRACHT = [
  /^\/api\/session$/,
  /^\/remotes\.json$/,
  /^\/api\/hello$/,
  /^\/api\/benutzereinstellungen$/,
  /^\/api\/unterrichtsmodule\/\d+$/,
  /^\/api\/unterrichtsmodulteile\/quiz\/faellig$/,
  /^\/api\/unterrichtsmodule\/allegeteiltemodulefuerbenutzer\/\d+$/,
];

const erneutGefragt = (pfade: string[], muster: RegExp[]) =>
  pfade.filter((pfad) => muster.some((eines) => eines.test(pfad)));

test('a pupil reloads Meine Flashcards and the dashboard: the pages bring their first answers and ask for none of them again', async ({
  page,
}) => {
  await logInAs(page, 'pupil1');
  const eigene = await meineFlashcards(page);
  await page.waitForLoadState('networkidle');
  const zeilen = await eigene.getByRole('link').count();

  const flashcards = await anfragenWaehrend(page, async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: t('eingaenge.eigeneStapel') })).toBeVisible();
  });
  expect(flashcards).toContain('/user/flashcards');
  expect(
    erneutGefragt(flashcards, [
      ...MITGEBRACHT,
      /^\/remotes\/cards\/mf-manifest\.json$/,
      /^\/api\/benutzerordner\/\d+$/,
      /^\/api\/unterrichtsmodule\/gemeinsamestapel\/\d+$/,
    ]),
  ).toEqual([]);
  // The remote's first files were named in the page: fetched once, not again when the remote loads.
  expect(flashcards.filter((pfad) => pfad === '/remotes/cards/remoteEntry.js')).toHaveLength(1);
  // The page shows the pupil's stacks as before the reload.
  await expect(page.getByRole('region', { name: t('eingaenge.eigeneStapel') }).getByRole('link')).toHaveCount(
    zeilen,
  );

  await menue(page, t('menue.dashboard'));
  await expect(page).toHaveURL(/\/user$/);
  const dashboard = await anfragenWaehrend(page, async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: t('menue.dashboard') })).toBeVisible();
  });
  expect(erneutGefragt(dashboard, [...MITGEBRACHT, /^\/api\/wettbewerbe\/benutzer\/\d+$/])).toEqual([]);
});
