import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { logInAs } from './support/login';
import { kartenImportieren, stapelAnlegen, waehleOption } from './support/stapel';
import { imMenueOeffnen, scrolltNichtSeitlich, telefonSeite } from './support/telefon';

// Issue 13, 23: a live race over the push channel — a teacher races two pupils of the class, each
// from /login by clicking; lena plays on a phone (390 × 844) and no page she sees scrolls sideways.
const STAMP = Date.now() % 1_000_000;
const TITEL = `Rennen ${STAMP}`;
const CSV = 'Hund;dog\nKatze;cat\nMaus;mouse\n';
/** The starter: the demo teacher who administers the school (teacherAdmin). */
const STARTER = 'amueller';

/** A browser of its own per person, logged in at /login (lena on a phone). */
async function seite(browser: Browser, rolle: 'teacherAdmin' | 'pupil1' | 'pupil2'): Promise<Page> {
  const page =
    rolle === 'pupil1' ? await telefonSeite(browser) : await (await browser.newContext()).newPage();
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

/** The rows of the final table (rank, jockey, points). */
async function tabelle(page: Page): Promise<string[][]> {
  const zeilen = page.getByTestId('schlusstabelle').getByRole('row');
  await expect(zeilen).toHaveCount(4);
  const inhalt: string[][] = [];
  for (const zeile of (await zeilen.all()).slice(1))
    inhalt.push(await zeile.getByRole('cell').allTextContents());
  return inhalt;
}

test('a teacher races two pupils live: confirm, start, LOS!!!, a stuck race ended for all with the table so far, a new start, one winner everywhere', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const lehrer = await seite(browser, 'teacherAdmin');
  const lena = await seite(browser, 'pupil1');
  const jonas = await seite(browser, 'pupil2');
  await scrolltNichtSeitlich(lena);

  await test.step('the teacher makes a stack of three cards', async () => {
    await imMenueOeffnen(lehrer, t('menue.flashcards'));
    await stapelAnlegen(lehrer, { titel: TITEL, kategorie: 'Englisch' });
    await kartenImportieren(lehrer, TITEL, CSV);
  });

  let raceUrl = '';
  await test.step('the teacher creates the race with lena and jonas', async () => {
    await imMenueOeffnen(lehrer, t('menue.wettbewerbe'));
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
      await imMenueOeffnen(pupil, t('menue.wettbewerbe'));
      const zeile = pupil.getByTestId('wettbewerbe-table').getByRole('row').filter({ hasText: TITEL });
      await zeile.getByRole('button', { name: t('wettbewerbe.einladungAnnehmen') }).click();
      await expect(zeile).toContainText(t('wettbewerbe.bestaetigt'));
    }
    await scrolltNichtSeitlich(lena);
    await expect(lehrer.getByTestId('starten')).toBeEnabled();
    await lehrer.getByTestId('starten').click();
    // Issue 23: the focus goes on from 'Starten' to LOS!!! (and from there to the question).
    await expect(lehrer.getByTestId('los')).toBeFocused();
  });

  await test.step('the start opens the race on both pupils’ screens; LOS!!! puts the focus on the question', async () => {
    for (const pupil of [lena, jonas]) {
      await expect(pupil).toHaveURL(new RegExp(`${raceUrl}$`));
      await pupil.getByRole('button', { name: t('wettbewerbe.los') }).click();
      await expect(pupil.getByTestId('frage-panel')).toBeVisible();
      await expect(pupil.getByTestId('frage-text')).toBeFocused();
    }
    await scrolltNichtSeitlich(lena);
  });

  await test.step('right answers move the jockey on every screen; a wrong one says Falsch! and stays', async () => {
    await antworten(lena, true);
    for (const page of [lehrer, lena, jonas])
      await expect(jockey(page, 'lena')).toHaveAttribute('data-position', '1');
    // Issue 23: screen readers hear the new place (politely), not every move.
    await expect(jonas.getByTestId('wettbewerb-ansage')).toHaveText(
      t('wettbewerbe.ansagePlatz', { rang: 2, anzahl: 3 }),
    );
    await expect(jonas.getByTestId('wettbewerb-ansage')).toHaveAttribute('aria-live', 'polite');
    await antworten(jonas, false);
    const falsch = jonas.getByRole('dialog', { name: t('allgemein.produktname') });
    await expect(falsch).toContainText(t('wettbewerbe.falsch'));
    await falsch.getByRole('button', { name: t('wettbewerbe.ok') }).click();
    await expect(jockey(lehrer, 'jonas')).toHaveAttribute('data-position', '0');
    await antworten(jonas, true);
    for (const page of [lehrer, lena])
      await expect(jockey(page, 'jonas')).toHaveAttribute('data-position', '1');
    await antworten(lena, true);
    await expect(jockey(jonas, 'lena')).toHaveAttribute('data-position', '2');
  });

  await test.step('the starter ends the stuck race: every player is told why and sees the table so far', async () => {
    await lehrer.getByRole('button', { name: t('wettbewerbe.beenden') }).click();
    await expect(lehrer.getByTestId('wettbewerb-beendet')).toContainText(t('wettbewerbe.beendetTextStarter'));
    for (const pupil of [lena, jonas]) {
      await expect(pupil.getByTestId('wettbewerb-beendet')).toContainText(
        t('wettbewerbe.beendetText', { name: STARTER }),
      );
      await expect(pupil.getByTestId('frage-panel')).toHaveCount(0);
    }
    for (const page of [lehrer, lena, jonas]) {
      expect(await tabelle(page)).toEqual([
        ['1', 'lena', '2'],
        ['2', 'jonas', '1'],
        ['3', STARTER, '0'],
      ]);
      await expect(jockey(page, 'lena')).toHaveAttribute('data-position', '2');
    }
    await scrolltNichtSeitlich(lena);
  });

  await test.step('a new start: positions from 0, each presses LOS!!! again', async () => {
    await lehrer.getByTestId('starten').click();
    await expect(lehrer.getByTestId('los')).toBeFocused();
    for (const pupil of [lena, jonas]) {
      await expect(pupil.getByTestId('wettbewerb-beendet')).toHaveCount(0);
      await expect(jockey(pupil, 'lena')).toHaveAttribute('data-position', '0');
      await pupil.getByRole('button', { name: t('wettbewerbe.los') }).click();
      await expect(pupil.getByTestId('frage-text')).toBeFocused();
    }
    await antworten(jonas, true);
    await expect(jockey(lehrer, 'jonas')).toHaveAttribute('data-position', '1');
  });

  await test.step('jonas reloads and continues on his second card', async () => {
    await jonas.reload();
    await expect(jonas.getByTestId('frage-nummer')).toHaveText(
      t('wettbewerbe.frageVon', { nummer: 2, anzahl: 3 }),
    );
    await antworten(jonas, true);
    await expect(jockey(lehrer, 'jonas')).toHaveAttribute('data-position', '2');
  });

  await test.step('lena answers all three and wins; every screen shows it', async () => {
    for (let karte = 0; karte < 3; karte++) await antworten(lena, true);
    for (const page of [lehrer, lena, jonas]) {
      await expect(page.getByTestId('wettbewerb-sieger')).toHaveText(
        `${t('wettbewerbe.ersterPlatz')}${t('wettbewerbe.gratulation', { name: 'lena' })}`,
      );
      await expect(page.getByTestId('schlusstabelle').getByRole('row').nth(1)).toContainText('lena');
    }
    await scrolltNichtSeitlich(lena);
  });
});
