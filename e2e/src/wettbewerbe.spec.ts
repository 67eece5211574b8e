import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { storageStateFor } from './support/demo-logins';
import { logInAs } from './support/login';
import { kartenImportieren, stapelAnlegen, waehleOption } from './support/stapel';

// Issue 13: a live race over the push channel — a teacher races two pupils of the class.
const STAMP = Date.now() % 1_000_000;
const TITEL = `Rennen ${STAMP}`;
const CSV = 'Hund;dog\nKatze;cat\nMaus;mouse\n';

/**
 * A browser of its own per person. Pupils log in afresh: the class story locks and unlocks jonas, which
 * ends the session the set-up stored for him.
 */
async function seite(browser: Browser, rolle: 'teacherAdmin' | 'pupil1' | 'pupil2'): Promise<Page> {
  if (rolle === 'teacherAdmin')
    return (await browser.newContext({ storageState: storageStateFor(rolle) })).newPage();
  const page = await (await browser.newContext()).newPage();
  await logInAs(page, rolle);
  return page;
}

/** The jockey of `name` on a race screen. */
const jockey = (page: Page, name: string) => page.locator(`[data-testid="jockey"][data-benutzer="${name}"]`);

/** Oral cards (imported from CSV): reveal and say whether one knew it. */
async function antworten(page: Page, gewusst: boolean) {
  const panel = page.getByTestId('frage-panel');
  await panel.getByRole('button', { name: t('quiz.zeigeAntwort') }).click();
  await panel
    .getByRole('button', { name: t(gewusst ? 'quiz.ichWussteEs' : 'quiz.ichWussteEsNicht') })
    .click();
}

test('a teacher races two pupils live: confirm, start, LOS!!!, answers move the jockeys, a reload continues, one winner everywhere', async ({
  browser,
}) => {
  const lehrer = await seite(browser, 'teacherAdmin');
  const lena = await seite(browser, 'pupil1');
  const jonas = await seite(browser, 'pupil2');

  await test.step('the teacher makes a stack of three cards', async () => {
    await lehrer.goto('/user/flashcards');
    await stapelAnlegen(lehrer, { titel: TITEL, kategorie: 'Englisch' });
    await kartenImportieren(lehrer, TITEL, CSV);
  });

  let raceUrl = '';
  await test.step('the teacher creates the race with lena and jonas', async () => {
    await lehrer.goto('/user/wettbewerbe');
    await lehrer.getByRole('button', { name: t('wettbewerbe.neu') }).click();
    await waehleOption(lehrer, lehrer.getByRole('combobox', { name: t('wettbewerbe.stapel') }), TITEL);
    const einladbar = lehrer.getByTestId('einladbar');
    await einladbar.getByRole('checkbox', { name: 'lena' }).check();
    await einladbar.getByRole('checkbox', { name: 'jonas' }).check();
    await lehrer.getByRole('button', { name: t('wettbewerbe.erstellen') }).click();
    await expect(lehrer).toHaveURL(/\/wettbewerbe\/\d+$/);
    raceUrl = new URL(lehrer.url()).pathname;
    await expect(lehrer.getByRole('heading', { name: TITEL })).toBeVisible();
    await expect(lehrer.getByTestId('starten')).toBeDisabled();
  });

  await test.step('both pupils confirm on their races page; the starter can start', async () => {
    for (const pupil of [lena, jonas]) {
      await pupil.goto('/user/wettbewerbe');
      const zeile = pupil.getByTestId('wettbewerbe-table').getByRole('row').filter({ hasText: TITEL });
      await zeile.getByRole('button', { name: t('wettbewerbe.einladungAnnehmen') }).click();
      await expect(zeile).toContainText(t('wettbewerbe.bestaetigt'));
    }
    await expect(lehrer.getByTestId('starten')).toBeEnabled();
    await lehrer.getByTestId('starten').click();
  });

  await test.step('the start opens the race on both pupils’ screens; each presses LOS!!!', async () => {
    for (const pupil of [lena, jonas]) {
      await expect(pupil).toHaveURL(new RegExp(`${raceUrl}$`));
      await pupil.getByRole('button', { name: t('wettbewerbe.los') }).click();
      await expect(pupil.getByTestId('frage-panel')).toBeVisible();
    }
  });

  await test.step('right answers move the jockey on every screen; a wrong one says Falsch! and stays', async () => {
    await antworten(lena, true);
    for (const page of [lehrer, lena, jonas])
      await expect(jockey(page, 'lena')).toHaveAttribute('data-position', '1');
    await antworten(jonas, false);
    const falsch = jonas.getByRole('dialog', { name: t('allgemein.produktname') });
    await expect(falsch).toContainText(t('wettbewerbe.falsch'));
    await falsch.getByRole('button', { name: t('wettbewerbe.ok') }).click();
    await expect(jockey(lehrer, 'jonas')).toHaveAttribute('data-position', '0');
    await antworten(jonas, true);
    for (const page of [lehrer, lena])
      await expect(jockey(page, 'jonas')).toHaveAttribute('data-position', '1');
  });

  await test.step('jonas reloads and continues on his second card', async () => {
    await jonas.reload();
    await expect(jonas.getByTestId('frage-nummer')).toHaveText(
      t('wettbewerbe.frageVon', { nummer: 2, anzahl: 3 }),
    );
    await antworten(jonas, true);
    await expect(jockey(lehrer, 'jonas')).toHaveAttribute('data-position', '2');
  });

  await test.step('lena answers the rest and wins; every screen shows it', async () => {
    await antworten(lena, true);
    await antworten(lena, true);
    for (const page of [lehrer, lena, jonas]) {
      await expect(page.getByTestId('wettbewerb-sieger')).toHaveText(
        `${t('wettbewerbe.ersterPlatz')}${t('wettbewerbe.gratulation', { name: 'lena' })}`,
      );
      await expect(page.getByTestId('schlusstabelle').getByRole('row').nth(1)).toContainText('lena');
    }
  });
});
