import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { storageStateFor } from './support/demo-logins';
import { startseite } from './support/login';

test.use({ storageState: storageStateFor('teacherAdmin') });

test('an unreachable remote costs only its own area, and retry loads it once it is back', async ({
  page,
}) => {
  // The races remote's server is down: every request for its files fails.
  await page.route('**/remotes/races/**', (route) => route.abort('connectionrefused'));
  await startseite(page);
  const menu = page.getByRole('navigation');

  await menu.getByText(t('menue.wettbewerbe'), { exact: true }).click();
  await expect(page.getByText(t('portal.remote.nichtErreichbar'))).toBeVisible();
  const retry = page.getByRole('button', { name: t('allgemein.erneutVersuchen') });
  await expect(retry).toBeVisible();

  // Every other area keeps working.
  await menu.getByText(t('menue.flashcards'), { exact: true }).click();
  await expect(page.getByTestId('build-id-cards')).toBeAttached();
  await menu.getByText(t('menue.dashboard'), { exact: true }).click();
  await expect(page.getByRole('heading', { name: t('menue.dashboard') })).toBeVisible();

  // Opening the area again retries on its own and still fails while the remote is down; once it is
  // back, the retry button loads it without a page reload.
  await menu.getByText(t('menue.wettbewerbe'), { exact: true }).click();
  await expect(page.getByText(t('portal.remote.nichtErreichbar'))).toBeVisible();
  await page.unroute('**/remotes/races/**');
  await page.getByRole('button', { name: t('allgemein.erneutVersuchen') }).click();
  await expect(page.getByTestId('build-id-races')).toBeAttached();
});
