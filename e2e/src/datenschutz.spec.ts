import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { BEISPIEL_BETREIBER, E2E_BETREIBER_BASE_URL } from './support/e2e-env';
import { demoCode } from './support/demo-logins';
import { logInAs, submitLoginCode } from './support/login';

// Content of the demo seed (services/api/src/bootstrap/seed/demo-data.ts).
const DEMO_STAPEL = 'Englisch: Unregelmässige Verben';

async function openLegalDialog(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: button });
}

test.describe('legal notice and privacy text (issue 16)', () => {
  test('without operator configuration both dialogs say the data is missing and invent nothing', async ({
    page,
  }) => {
    await page.goto('/login');
    const impressum = await openLegalDialog(page, t('login.impressum'));
    await expect(impressum).toContainText(t('datenschutz.betreiberFehlt'));
    await expect(impressum).not.toContainText('GmbH');
    await impressum
      .getByRole('button', { name: t('allgemein.schliessen') })
      // The text button; the icon-only X in the corner carries the same name.
      .filter({ hasText: t('allgemein.schliessen') })
      .click();

    const erklaerung = await openLegalDialog(page, t('login.datenschutz'));
    await expect(erklaerung).toContainText(t('datenschutz.betreiberFehlt'));
    await expect(erklaerung).toContainText(
      'Aktivitätsereignisse werden nach 30 Tagen automatisch gelöscht, gespeicherte E-Mails nach 30 Tagen.',
    );
  });

  test('with operator configuration they name the operator, its contact and the configured period', async ({
    page,
  }) => {
    await page.goto(`${E2E_BETREIBER_BASE_URL}/login`);
    const impressum = await openLegalDialog(page, t('login.impressum'));
    await expect(impressum).toContainText(BEISPIEL_BETREIBER.OPERATOR_NAME);
    await expect(impressum).toContainText('9999 Beispielstadt');
    await expect(impressum).toContainText(BEISPIEL_BETREIBER.OPERATOR_REGISTER);
    await expect(impressum).not.toContainText(t('datenschutz.betreiberFehlt'));
    await impressum
      .getByRole('button', { name: t('allgemein.schliessen') })
      // The text button; the icon-only X in the corner carries the same name.
      .filter({ hasText: t('allgemein.schliessen') })
      .click();

    const erklaerung = await openLegalDialog(page, t('login.datenschutz'));
    await expect(erklaerung).toContainText(BEISPIEL_BETREIBER.OPERATOR_PRIVACY_CONTACT);
    await expect(erklaerung).toContainText('Aktivitätsereignisse werden nach 14 Tagen automatisch gelöscht');
  });
});

/** The footer of the logged-in frame: the same dialogs as on /login (issue 29 §4). */
async function openFooterDialog(page: Page, link: string) {
  await page.getByTestId('rechtliche-links').getByRole('button', { name: link }).click();
  return page.getByRole('dialog', { name: link });
}

async function closeDialog(dialog: Locator) {
  await dialog
    .getByRole('button', { name: t('allgemein.schliessen') })
    .filter({ hasText: t('allgemein.schliessen') })
    .click();
  await expect(dialog).toBeHidden();
}

test.describe('legal texts on every page, logged in too (issue 29)', () => {
  test('a teacher opens them in the user area and on a page of the cards remote', async ({ page }) => {
    await logInAs(page, 'teacherAdmin');
    const erklaerung = await openFooterDialog(page, t('login.datenschutz'));
    await expect(erklaerung).toContainText('Auftragsbearbeitung');
    await expect(erklaerung).toContainText('Art. 21 DSGVO');
    await closeDialog(erklaerung);

    await page.getByRole('navigation').getByText(t('menue.flashcards'), { exact: true }).click();
    await page.getByRole('link', { name: DEMO_STAPEL }).click();
    await expect(page).toHaveURL(/\/editunterrichtsmodul\/\d+\/user$/);
    const impressum = await openFooterDialog(page, t('login.impressum'));
    await expect(impressum).toContainText(t('datenschutz.betreiberFehlt'));
    await closeDialog(impressum);
  });

  test('the main administrator opens them in the administration', async ({ page }) => {
    await logInAs(page, 'mainAdmin');
    const erklaerung = await openFooterDialog(page, t('login.datenschutz'));
    await expect(erklaerung).toContainText('gespeicherte E-Mails nach 30 Tagen');
    await closeDialog(erklaerung);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a pupil reaches them below the dashboard; nothing scrolls sideways', async ({ page }) => {
      await logInAs(page, 'pupil1');
      const erklaerung = await openFooterDialog(page, t('login.datenschutz'));
      await expect(erklaerung).toContainText('nur dein Vorname');
      await closeDialog(erklaerung);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});

/** Every button label the page ever showed, recorded from the first paint on (a flash would be caught). */
async function recordButtonLabels(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { buttonLabels: Set<string> }).buttonLabels = seen;
    const collect = () =>
      document.querySelectorAll('button').forEach((button) => seen.add(button.textContent?.trim() ?? ''));
    new MutationObserver(collect).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const buttonLabels = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { buttonLabels: Set<string> }).buttonLabels]);

test.describe('saved login (issue 29 §3)', () => {
  test('the name cookie keeps only the first name, no script reads it, the start page still greets', async ({
    page,
    context,
  }) => {
    await submitLoginCode(page, demoCode('teacherAdmin'), { merken: true });
    await expect(page).toHaveURL(/\/user$/);
    const cookies = await context.cookies();
    const name = cookies.find((cookie) => cookie.name === 'ls_name');
    expect(decodeURIComponent(name?.value ?? '')).toBe('Anna');
    expect(name?.httpOnly).toBe(true);
    expect(cookies.find((cookie) => cookie.name === 'ls_gemerkt')).toMatchObject({
      value: '1',
      httpOnly: false,
    });
    expect(await page.evaluate(() => document.cookie)).not.toContain('Anna');

    await recordButtonLabels(page);
    await page.getByRole('navigation').getByText(t('menue.abmelden'), { exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    const anmeldenAls = page.getByRole('button', { name: t('login.anmeldenAls', { name: 'Anna' }) });
    await expect(anmeldenAls).toBeVisible();
    // No plain 'Anmelden' showed while the name was asked for.
    expect(await buttonLabels(page)).not.toContain(t('login.anmelden'));
    await anmeldenAls.click();
    await expect(page).toHaveURL(/\/user$/);
  });

  test('an old readable cookie with the full name is shortened and made httpOnly on the next visit', async ({
    page,
    context,
  }) => {
    await submitLoginCode(page, demoCode('teacherAdmin'), { merken: true });
    await expect(page).toHaveURL(/\/user$/);
    // As the cookies were before issue 29 §3: the full name, readable by scripts, no marker. The portal is
    // left first, so that none of its requests (the push channel opens when the page is idle) meets the
    // cookies half rewritten.
    const url = new URL(page.url()).origin;
    await page.goto('about:blank');
    await context.clearCookies({ name: 'ls_gemerkt' });
    await context.clearCookies({ name: 'ls_name' });
    await context.clearCookies({ name: 'ls_session' });
    await context.addCookies([
      { name: 'ls_name', value: encodeURIComponent('Anna Müller'), url, sameSite: 'Strict', httpOnly: false },
    ]);

    await page.goto('/login');
    await page.getByRole('button', { name: t('login.anmeldenAls', { name: 'Anna' }) }).click();
    await expect(page).toHaveURL(/\/user$/);
    const name = (await context.cookies()).find((cookie) => cookie.name === 'ls_name');
    expect(decodeURIComponent(name?.value ?? '')).toBe('Anna');
    expect(name?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('Anna');
  });
});

test.describe('data export in Mein Konto (issue 16)', () => {
  test('a pupil downloads their own data as a ZIP', async ({ page }) => {
    await logInAs(page, 'pupil1');
    await page.getByRole('navigation').getByText(t('menue.einstellungen'), { exact: true }).click();
    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('link', { name: t('datenschutz.exportHerunterladen') }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^lernstapel-daten-\d+-\d{4}-\d\d-\d\d\.zip$/);
    const zip = readFileSync(await download.path());
    // A ZIP file starts with "PK"; its contents are checked against the privacy map in the API suite.
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.length).toBeGreaterThan(500);
  });
});

test.describe('deletion requests by e-mail (Art. 17, issue 29)', () => {
  test('the main administrator deletes a person without a school with all their data', async ({ page }) => {
    const benutzername = `einzel${Date.now()}`;
    const response = await page.request.post('/api/benutzer/registrieren', {
      data: {
        art: 'einzelperson',
        namevoll: 'Erika Einzeln',
        benutzername,
        email: `${benutzername}@privat.example`,
      },
    });
    expect(response.status()).toBe(201);

    await logInAs(page, 'mainAdmin');
    await page.getByRole('tab', { name: t('admin.tabBenutzer') }).click();
    const tabelle = page.getByTestId('benutzer-table');
    await expect(tabelle).toContainText(benutzername);
    // People of a school are deleted with it or by its administrators: no button in their rows.
    await expect(
      page.getByRole('button', { name: t('admin.einzelpersonLoeschenLabel', { name: 'tweber' }) }),
    ).toHaveCount(0);
    await page
      .getByRole('button', { name: t('admin.einzelpersonLoeschenLabel', { name: benutzername }) })
      .click();
    const dialog = page.getByRole('dialog', { name: t('admin.einzelpersonLoeschenTitel') });
    await expect(dialog).toContainText(`Erika Einzeln (${benutzername})`);
    await dialog.getByRole('button', { name: t('allgemein.loeschen'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(tabelle).not.toContainText(benutzername);
    // Its registration mail went with the person.
    await page.getByRole('tab', { name: t('admin.tabPostausgang') }).click();
    await expect(page.getByText(t('admin.postausgangHinweis'))).toBeVisible();
    await expect(page.getByText(`${benutzername}@privat.example`)).toHaveCount(0);
  });
});

test.describe("the record of exports of other people's data (issue 29 §2)", () => {
  test('the main administrator downloads a teacher’s data and finds it in the Datenexporte tab', async ({
    page,
  }) => {
    await logInAs(page, 'mainAdmin');
    await page.getByRole('tab', { name: t('admin.tabBenutzer') }).click();
    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('link', { name: t('datenschutz.exportVonLabel', { name: 'tweber' }) }).click();
    expect((await downloadStarted).suggestedFilename()).toMatch(/\.zip$/);

    await page.getByRole('tab', { name: t('datenexporte.titel') }).click();
    await expect(page.getByText(t('datenexporte.erklaerungHauptadministration'))).toBeVisible();
    const tabelle = page.getByTestId('datenexporte-tabelle');
    await expect(tabelle.getByRole('columnheader', { name: t('datenexporte.schule') })).toBeVisible();
    const zeile = tabelle.getByRole('row').filter({ hasText: 'Thomas Weber' }).first();
    await expect(zeile).toContainText(t('datenexporte.umfangVollstaendig'));
  });
});
