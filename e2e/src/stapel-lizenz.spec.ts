import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { submitLoginCode } from './support/login';
import { neueSchuleRegistrieren } from './support/registrieren';
import { stapelAktion, stapelAnlegen, stapelZeile, waehleOption } from './support/stapel';
import { meineFlashcards } from './support/wege';

// Issue 9, story 3: sharing needs the school licence of the current year (01 §5, §8).
const STAMP = Date.now() % 1_000_000;

test('without a licence, sharing shows the licence text and nothing is shared', async ({ page }) => {
  const benutzername = `kfrei${STAMP}`;
  const code = await neueSchuleRegistrieren(page, 'Karl Frei', benutzername);
  await submitLoginCode(page, code);
  await expect(page).toHaveURL(/\/user$/);
  await meineFlashcards(page);
  const titel = `Ohne Lizenz ${STAMP}`;
  await stapelAnlegen(page, { titel, kategorie: 'Englisch' });

  const dialog = await stapelAktion(page, titel, t('teilen.titel'));
  const notice = dialog.getByTestId('licence-notice');
  await expect(notice).toContainText(t('lizenz.keineLizenzFunktion', { year: new Date().getFullYear() }));
  // Issue 23: what works without a licence, what it unlocks, and this user's own next step: the
  // school's first teacher administers it, so she orders it herself and is not sent to anybody.
  await expect(notice).toContainText(t('lizenz.ohneLizenzMoeglich'));
  await expect(notice).toContainText(t('lizenz.lizenzSchaltetFrei'));
  await expect(notice.getByTestId('licence-next-step')).toHaveText(
    t('lizenz.schrittSelbstBestellen', { seite: t('menue.verwaltung') }),
  );
  await expect(notice).not.toContainText('Schuladministration');
  await waehleOption(
    page,
    dialog.getByRole('combobox', { name: t('teilen.empfaenger') }),
    `Karl Frei (${benutzername})`,
  );
  await expect(dialog.getByRole('button', { name: t('teilen.senden') })).toBeDisabled();
  await dialog.getByRole('button', { name: t('allgemein.abbrechen') }).click();

  // Nothing was shared: the stack names nobody it is shared with.
  const eigene = page.getByRole('region', { name: t('eingaenge.eigeneStapel') });
  await expect(stapelZeile(eigene, titel).getByRole('cell').nth(6)).toHaveText('');
  // The focus is back on the menu that opened the dialog.
  await expect(page.getByRole('button', { name: t('stapel.aktionen', { titel }) })).toBeFocused();

  // The API refuses it as well (DEVIATIONS 4): a hidden button is only convenience.
  const href = await stapelZeile(eigene, titel)
    .getByRole('link', { name: titel, exact: true })
    .getAttribute('href');
  const id = Number(/\/editunterrichtsmodul\/(\d+)\//.exec(href ?? '')?.[1]);
  const response = await page.request.post('/api/unterrichtsmodule/teilen', {
    data: { unterrichtsmodule_id: id, benutzerids: [], schuelergruppenids: [] },
  });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { message: string }).message).toBe(
    t('lizenz.keineLizenzFunktion', { year: new Date().getFullYear() }),
  );
  await expect(stapelZeile(eigene, titel).getByRole('cell').nth(6)).toHaveText('');

  // Issue 23: no licence alert in the editor, where her cards may be edited.
  await stapelZeile(eigene, titel).getByRole('link', { name: titel, exact: true }).click();
  await expect(page).toHaveURL(/\/editunterrichtsmodul\/\d+\/user$/);
  await expect(page.getByRole('button', { name: t('karten.karteikartePlus') })).toBeVisible();
  await expect(page.getByTestId('licence-notice')).toHaveCount(0);
  await page.getByRole('link', { name: t('allgemein.schliessen') }).click();
  await expect(page).toHaveURL(/\/user\/flashcards$/);
});
