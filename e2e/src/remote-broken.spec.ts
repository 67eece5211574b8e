import type { Route } from '@playwright/test';
import { expect, expectPageErrors, test } from './support/test';
import { t } from '@lernstapel/texts';
import { storageStateFor } from './support/demo-logins';
import { startseite } from './support/login';

test.use({ storageState: storageStateFor('teacherAdmin') });

const BROKEN_RELEASES: {
  name: string;
  url: string;
  answer: (route: Route) => Promise<void>;
  /** What the broken file itself throws in the page (an uncaught error the story expects). */
  throws?: string;
}[] = [
  {
    name: 'a manifest that is not JSON',
    url: '**/remotes/exams/mf-manifest.json',
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>kaputt' }),
  },
  {
    name: 'a remote entry script that throws',
    url: '**/remotes/exams/remoteEntry.js',
    answer: (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("kaputt");' }),
    throws: 'kaputt',
  },
  {
    name: 'a manifest that answers 500',
    url: '**/remotes/exams/mf-manifest.json',
    answer: (route) => route.fulfill({ status: 500, body: '' }),
  },
];

for (const broken of BROKEN_RELEASES) {
  test(`${broken.name} only costs the exams area`, async ({ page }) => {
    if (broken.throws) expectPageErrors(broken.throws);
    await page.route(broken.url, broken.answer);
    await startseite(page);
    const menu = page.getByRole('navigation');

    await menu.getByText(t('menue.aufgaben'), { exact: true }).click();
    await expect(page.getByTestId('remote-error-exams')).toContainText(t('portal.remote.nichtErreichbar'));
    await expect(page.getByRole('button', { name: t('allgemein.erneutVersuchen') })).toBeVisible();

    await menu.getByText(t('menue.flashcards'), { exact: true }).click();
    await expect(page.getByTestId('build-id-cards')).toBeAttached();
  });
}

test('the error page names the status and offers a way back', async ({ page }) => {
  await page.goto('/htmlerror/500');
  await expect(page.getByRole('heading', { name: t('fehler.htmlFehler', { status: 500 }) })).toBeVisible();
  await expect(page.getByText(t('fehler.serverAntwortetNicht'))).toBeVisible();
  await page.getByRole('link', { name: t('allgemein.erneutVersuchen') }).click();
  await expect(page).toHaveURL(/\/user$/);
});
