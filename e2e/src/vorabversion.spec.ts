import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { generateLoginCode } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { withDemoDatabase } from './support/demo-database';
import { demoCode } from './support/demo-logins';
import { logInAs, logInWithCode, menue } from './support/login';
import { expect, expectPageErrors, test } from './support/test';

const WORKSPACE = join(__dirname, '..', '..');
/** The portal's REMOTES_CANARY_JSON (playwright.config.ts) and where it serves canary builds from. */
const VORAB_DATEI = join(WORKSPACE, 'tmp', 'e2e-vorab.json');
const VORAB_ORDNER = join(WORKSPACE, 'dist', 'apps', 'vorab', 'exams');
const STABIL_ORDNER = join(WORKSPACE, 'dist', 'apps', 'exams');
const VORAB_ENTRY = '/remotes-vorab/exams/remoteEntry.js';
const STABIL_ENTRY = '/remotes/exams/remoteEntry.js';

/** School B: a second licensed school with one teacher, as the main administrator would have set it up. */
function schuleB(): { name: string; code: string } {
  const name = `Zweite Schule ${Date.now() % 10_000_000}`;
  const code = generateLoginCode((length) => randomBytes(length));
  withDemoDatabase((db) => {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO schule (name1, land, lizenz_jahr) VALUES (?, ?, ?)')
      .run(name, 'DE', new Date().getUTCFullYear());
    db.prepare(
      'INSERT INTO benutzer (benutzername, namevoll, anmeldecode, schule_id, klassen_code) VALUES (?, ?, ?, ?, ?)',
    ).run(`lehrerb${Date.now() % 100_000}`, 'Lehrerin Zweite Schule', code, lastInsertRowid, 'ZS-1');
  });
  return { name, code };
}

/** The exams remote released as a canary: the current build copied beside the stable one. */
function vorabVeroeffentlichen(): void {
  rmSync(VORAB_ORDNER, { recursive: true, force: true });
  mkdirSync(join(VORAB_ORDNER, '..'), { recursive: true });
  cpSync(STABIL_ORDNER, VORAB_ORDNER, { recursive: true });
  writeFileSync(VORAB_DATEI, JSON.stringify({ remotes: { exams: '/remotes-vorab/exams/mf-manifest.json' } }));
}

const VORAB_FEHLER = 'kaputte Vorabversion';

/** Breaks the canary's files: its entry script throws as soon as it runs (in the page, on purpose). */
function vorabKaputtMachen(): void {
  expectPageErrors(VORAB_FEHLER);
  for (const datei of ['remoteEntry.js', 'remoteEntry.js.gz', 'remoteEntry.js.br']) {
    rmSync(join(VORAB_ORDNER, datei), { force: true });
  }
  writeFileSync(join(VORAB_ORDNER, 'remoteEntry.js'), `throw new Error(${JSON.stringify(VORAB_FEHLER)});`);
}

/** A teacher's browser of its own, logged in at /login; it notes every remote file it loads. */
async function lehrperson(browser: Browser, code: string): Promise<{ page: Page; geladen: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const geladen: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/remotes')) geladen.push(`${response.status()} ${pathname}`);
  });
  await logInWithCode(page, code);
  return { page, geladen };
}

/** 'Aufgaben' holds the exams remote's area: it works when its build id shows and no area error. */
async function pruefungsbereichOeffnen(page: Page): Promise<void> {
  // Marks this page load: a reload would lose it.
  await page.evaluate(() => ((window as { ohneNeuladen?: boolean }).ohneNeuladen = true));
  await menue(page, t('menue.aufgaben'));
  await expect(page.getByTestId('build-id-exams')).toBeAttached();
  await expect(page.getByTestId('remote-error-exams')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { ohneNeuladen?: boolean }).ohneNeuladen)).toBe(true);
}

const schulZeile = (page: Page, name: string) =>
  page.getByTestId('vorabversionen-table').getByRole('row').filter({ hasText: name });

// Issue 26 §5: school A (the demo school) runs the exams canary, school B the stable version.
test.describe('a canary release of the exams remote for one school', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  test.afterAll(() => {
    rmSync(VORAB_DATEI, { force: true });
    rmSync(join(VORAB_ORDNER, '..'), { recursive: true, force: true });
    withDemoDatabase((db) => db.prepare('DELETE FROM vorabversion_schule').run());
  });

  test('school A falls back from a broken canary within one page load; B never notices; the main administrator sees it', async ({
    page,
    browser,
  }) => {
    const b = schuleB();
    vorabVeroeffentlichen();

    // The main administrator puts the demo school on the canary.
    await logInAs(page, 'mainAdmin');
    await page.getByRole('tab', { name: t('vorabversionen.tab') }).click();
    await expect(page.getByTestId('vorabversionen-eingerichtet')).toHaveText(
      t('vorabversionen.eingerichtet', { bereiche: t('vorabversionen.bereich.exams') }),
    );
    const schuleA = schulZeile(page, 'Demoschule Lernstapel');
    const schalter = schuleA.getByRole('switch', {
      name: t('vorabversionen.schalterName', { schule: 'Demoschule Lernstapel' }),
    });
    // Mantine draws its track over the input; the click lands on the switch as a user's does.
    await schalter.click({ force: true });
    // The switch shows the server's state, so it flips once the API has answered.
    await expect(schalter).toBeChecked();
    await expect(schuleA).toContainText(t('vorabversionen.versionVorab'));
    await expect(schulZeile(page, b.name)).toContainText(t('vorabversionen.versionStabil'));

    // While it is sound, school A runs the canary.
    const a = await lehrperson(browser, demoCode('teacher'));
    await pruefungsbereichOeffnen(a.page);
    expect(a.geladen).toContain(`200 ${VORAB_ENTRY}`);
    expect(a.geladen).not.toContain(`200 ${STABIL_ENTRY}`);

    // The canary's files break. School A's next page load falls back by itself, without a message.
    vorabKaputtMachen();
    a.geladen.length = 0;
    await a.page.reload();
    await pruefungsbereichOeffnen(a.page);
    expect(a.geladen).toContain(`200 ${VORAB_ENTRY}`);
    expect(a.geladen).toContain(`200 ${STABIL_ENTRY}`);
    await expect(a.page.getByText(t('portal.remote.nichtErreichbar'))).toHaveCount(0);

    // School B never touches the canary.
    const lehrerB = await lehrperson(browser, b.code);
    await pruefungsbereichOeffnen(lehrerB.page);
    expect(lehrerB.geladen.filter((eintrag) => eintrag.includes('/remotes-vorab/'))).toEqual([]);
    expect(lehrerB.geladen).toContain(`200 ${STABIL_ENTRY}`);

    // The main administrator sees that school A fell back and school B did not.
    await page.reload();
    await page.getByRole('tab', { name: t('vorabversionen.tab') }).click();
    await expect(schulZeile(page, 'Demoschule Lernstapel')).toContainText(
      `${t('vorabversionen.bereich.exams')}: 1-mal`,
    );
    await expect(schulZeile(page, 'Demoschule Lernstapel')).toContainText(t('vorabversionen.grund.laden'));
    await expect(schulZeile(page, b.name)).toContainText(t('vorabversionen.keinRueckfall'));
  });
});
