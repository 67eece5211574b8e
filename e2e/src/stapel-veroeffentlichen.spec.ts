import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { logInAs, submitLoginCode } from './support/login';
import { neueSchuleRegistrieren } from './support/registrieren';
import { kartenImportieren, stapelAktion, stapelAnlegen, stapelZeile } from './support/stapel';
import { meineFlashcards } from './support/wege';

// Issue 9, story 2: a published stack reaches a teacher of another school under its pseudonym only.
const STAMP = Date.now() % 1_000_000;
const TITEL = `Wetterwörter ${STAMP}`;
const PSEUDONYM = `Herr W. ${STAMP}`;

test('a teacher of another school copies a published stack and sees only the pseudonym (02 §2, §6)', async ({
  browser,
}) => {
  // Two people log in and click their way (issue 23).
  test.slow();
  const autor = await (await browser.newContext()).newPage();
  await test.step('Thomas Weber publishes a stack under a pseudonym', async () => {
    await logInAs(autor, 'teacher');
    await meineFlashcards(autor);
    await stapelAnlegen(autor, { titel: TITEL, kategorie: 'Deutsch' });
    await kartenImportieren(autor, TITEL, 'Regen;rain\nSchnee;snow\n');
    const dialog = await stapelAktion(autor, TITEL, t('veroeffentlichen.titel'));
    const veroeffentlichen = dialog.getByRole('button', { name: t('veroeffentlichen.veroeffentlichen') });
    await expect(veroeffentlichen).toBeDisabled();
    await dialog.getByRole('textbox', { name: t('veroeffentlichen.pseudonym') }).fill(PSEUDONYM);
    await dialog.getByRole('textbox', { name: t('veroeffentlichen.bemerkungen') }).fill('Für die 3. Klasse');
    await veroeffentlichen.click();
    await expect(dialog).toBeHidden();
    const eigene = autor.getByRole('region', { name: t('eingaenge.eigeneStapel') });
    await expect(stapelZeile(eigene, TITEL)).toContainText(t('stapel.badgeVeroeffentlicht'));
  });

  const leser = await (await browser.newContext()).newPage();
  await test.step('a teacher of another school finds it in the library, under the pseudonym only', async () => {
    const code = await neueSchuleRegistrieren(leser, 'Petra Sommer', `psommer${STAMP}`);
    await submitLoginCode(leser, code);
    await expect(leser).toHaveURL(/\/user$/);
    await meineFlashcards(leser);
    await leser.getByRole('link', { name: t('globalemodule.titel') }).click();
    await expect(leser).toHaveURL(/\/globalemodule$/);
    await leser.getByRole('tab', { name: 'Sprachen' }).click();
    await leser.getByRole('tab', { name: 'Deutsch' }).click();
    const zeile = leser.getByTestId('globale-stapel-table').getByRole('row').filter({ hasText: TITEL });
    await expect(zeile).toContainText(PSEUDONYM);
    await expect(zeile).toContainText('Für die 3. Klasse');
    await expect(leser.getByText('Thomas Weber')).toHaveCount(0);

    await zeile.getByRole('link', { name: t('globalemodule.kartenAnsehen') }).click();
    await expect(leser.getByTestId('stapel-info')).toContainText(
      t('karten.autorStapel', { name: PSEUDONYM }),
    );
    await expect(leser.getByTestId('karten-table')).toContainText('Schnee');
    await expect(leser.getByText('Thomas Weber')).toHaveCount(0);
    await leser.getByRole('link', { name: t('allgemein.schliessen') }).click();
  });

  await test.step('she copies it after the confirmation; the library reopens at the same category', async () => {
    await expect(leser).toHaveURL(/\/globalemodule$/);
    await expect(leser.getByRole('tab', { name: 'Deutsch' })).toHaveAttribute('aria-selected', 'true');
    const zeile = leser.getByTestId('globale-stapel-table').getByRole('row').filter({ hasText: TITEL });
    await zeile.getByRole('button', { name: t('globalemodule.stapelKopieren') }).click();
    const dialog = leser.getByRole('dialog', { name: t('globalemodule.stapelKopieren') });
    await expect(dialog).toContainText(t('globalemodule.kopierenFrage', { titel: TITEL }));
    await dialog.getByRole('button', { name: t('allgemein.kopieren') }).click();
    await expect(leser.getByRole('status')).toHaveText(t('globalemodule.kopiert', { user_content: TITEL }));

    await leser.getByRole('link', { name: t('allgemein.zurueck') }).click();
    const eigene = leser.getByRole('region', { name: t('eingaenge.eigeneStapel') });
    await expect(stapelZeile(eigene, TITEL).getByRole('cell').nth(3)).toHaveText('2');
  });

  await test.step('she exports her copy as a CSV file in the import format (01 §9)', async () => {
    await leser.getByRole('button', { name: t('stapel.aktionen', { titel: TITEL }) }).click();
    const download = leser.waitForEvent('download');
    await leser.getByRole('menuitem', { name: t('csv.exportieren') }).click();
    const datei = await download;
    const inhalt = readFileSync(await datei.path(), 'utf8');
    // On failure, say what came instead of the file (an error answer, a page).
    expect(datei.suggestedFilename(), `${datei.url()}: ${inhalt.slice(0, 300)}`).toBe(`${TITEL}.csv`);
    expect(inhalt).toContain('Regen;rain');
    expect(inhalt).toContain('Schnee;snow');
  });
});
