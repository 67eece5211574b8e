import type { Browser, Page, ViewportSize } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { logInAs, logInWithCode, menue } from './support/login';
import { expect, GROESSEN, test } from './support/reflow';
import { kartenImportieren, stapelAktion, stapelAnlegen, waehleOption } from './support/stapel';
import { meineFlashcards, stempel } from './support/wege';

// Issue 23: the newcomer's way, all by clicking from /login. A teacher registers a school, adds three
// pupils, creates a stack, orders the licence (the main administrator records it), shares the stack,
// a new pupil learns it from the dashboard, and the teacher sees the result. The pupil's part runs on
// a desktop and on a phone.
test.use({ storageState: { cookies: [], origins: [] } });

const JAHR = new Date().getFullYear();
const CSV = 'Hund;dog\nKatze;cat\n';

/** 'Neu registrieren...' on the landing page; answers the login code of the success dialog. */
async function schuleRegistrieren(page: Page, schule: string, benutzername: string): Promise<string> {
  await page.goto('/login');
  await page.getByRole('button', { name: t('login.neuRegistrieren') }).click();
  const form = page.getByRole('dialog', { name: t('registrierung.titel') });
  await form.getByLabel(new RegExp(`^${t('registrierung.namevoll')}`)).fill('Nora Neu');
  await form.getByLabel(new RegExp(`^${t('registrierung.benutzername')}`)).fill(benutzername);
  await form.getByLabel(new RegExp(`^${t('registrierung.email')}`)).fill(`${benutzername}@schule.example`);
  await form.getByLabel(new RegExp(`^${t('registrierung.schulName')}`)).fill(schule);
  await form.getByLabel(new RegExp(`^${t('registrierung.schulStrasse')}`)).fill('Schulweg 1');
  await form.getByLabel(new RegExp(`^${t('registrierung.schulPlz')}`)).fill('3000');
  await form.getByLabel(new RegExp(`^${t('registrierung.schulOrt')}`)).fill('Bern');
  await form.getByRole('button', { name: t('registrierung.absenden') }).click();
  const erfolg = page.getByRole('dialog', { name: t('registrierung.erfolgTitel') });
  return (await erfolg.getByTestId('neuer-anmeldecode').innerText()).trim();
}

/** The main administrator records the paid licence: the school's Lizenzjahr in the 'Schulen' tab. */
async function lizenzErfassen(browser: Browser, schule: string): Promise<void> {
  const admin = await (await browser.newContext()).newPage();
  await logInAs(admin, 'mainAdmin');
  await admin.getByRole('button', { name: t('admin.schuleBearbeitenLabel', { name: schule }) }).click();
  const dialog = admin.getByRole('dialog', { name: t('schule.titel') });
  await dialog.getByLabel(t('schule.lizenzJahr')).fill(String(JAHR));
  await dialog.getByRole('button', { name: t('allgemein.ok') }).click();
  await expect(dialog).toBeHidden();
  await admin.context().close();
}

async function schritt(page: Page, key: string) {
  return page.getByTestId('erste-schritte').getByTestId(`schritt-${key}`);
}

for (const { name, viewport } of GROESSEN) {
  test(`a new school: register, three pupils, a stack, the licence, sharing, a pupil learns, the teacher sees it · pupil on ${name}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const s = stempel();
    const schule = `Schule Neuanfang ${s}`;
    const titel = `Erste Wörter ${s}`;
    const schueler = [`ana${s}`, `ben${s}`, `cem${s}`] as const;

    const code = await schuleRegistrieren(page, schule, `nneu${s}`);
    await logInWithCode(page, code);

    await test.step('the dashboard shows the first steps', async () => {
      await expect(page.getByTestId('erste-schritte')).toBeVisible();
      for (const key of ['klasse', 'stapel', 'lizenz']) {
        await expect(await schritt(page, key)).not.toContainText(t('portal.dashboard.schrittErledigt'));
      }
      await expect(await schritt(page, 'lizenz')).toContainText(t('portal.dashboard.schrittLizenz'));
    });

    await test.step('she adds three pupils to her class', async () => {
      await page.getByRole('button', { name: t('portal.dashboard.schrittKlasseKnopf') }).click();
      await expect(page).toHaveURL(/\/user\/fachgruppen$/);
      const klasse = page.getByTestId('klasse-table');
      for (const benutzername of schueler) {
        await page.getByRole('button', { name: t('klasse.schuelerPlus') }).click();
        const dialog = page.getByRole('dialog', { name: t('klasse.schuelerTitelNeu') });
        await dialog.getByLabel(t('allgemein.benutzername')).fill(benutzername);
        await dialog.getByRole('button', { name: t('allgemein.ok') }).click();
        await expect(dialog).toBeHidden();
        await expect(klasse).toContainText(benutzername);
      }
    });
    const schuelerCode = (
      await page
        .getByRole('button', { name: t('klasse.codeMenueLabel', { name: schueler[0] }) })
        .locator('code')
        .innerText()
    ).trim();

    await test.step('she creates a stack with two cards; sharing waits for the licence', async () => {
      await menue(page, t('menue.dashboard'));
      await expect(await schritt(page, 'klasse')).toContainText(t('portal.dashboard.schrittErledigt'));
      await page.getByRole('button', { name: t('portal.dashboard.schrittStapelKnopf') }).click();
      await expect(page).toHaveURL(/\/user\/flashcards$/);
      await stapelAnlegen(page, { titel, kategorie: 'Englisch' });
      await kartenImportieren(page, titel, CSV);
      const dialog = await stapelAktion(page, titel, t('teilen.titel'));
      await expect(dialog.getByTestId('licence-next-step')).toHaveText(
        t('lizenz.schrittSelbstBestellen', { seite: t('menue.verwaltung') }),
      );
      await dialog.getByRole('button', { name: t('allgemein.abbrechen') }).click();
    });

    await test.step('she completes the school data and orders the licence', async () => {
      await menue(page, t('menue.dashboard'));
      await expect(await schritt(page, 'stapel')).toContainText(t('portal.dashboard.schrittErledigt'));
      await page.getByRole('button', { name: t('portal.dashboard.schrittLizenzKnopf') }).click();
      await expect(page).toHaveURL(/\/user\/lehrkraefte$/);
      await page.getByRole('button', { name: t('lehrpersonen.schuldatenBearbeiten') }).click();
      const daten = page.getByRole('dialog', { name: t('schule.titel') });
      await daten.getByLabel(t('schule.telefon1'), { exact: true }).fill('031 000 00 00');
      await daten.getByLabel(t('schule.rechnungsanschrift1'), { exact: true }).fill('Schulweg 1');
      await daten.getByLabel(t('schule.rechnungsplz'), { exact: true }).fill('3000');
      await daten.getByLabel(t('schule.rechnungsort'), { exact: true }).fill('Bern');
      await daten.getByRole('button', { name: t('allgemein.ok') }).click();
      await expect(daten).toBeHidden();
      const lizenz = page.getByTestId('lizenz-abschnitt');
      await lizenz.getByRole('checkbox', { name: t('lizenz.bedingungenAkzeptieren') }).check();
      await lizenz.getByRole('button', { name: t('lizenz.bestellen') }).click();
      await expect(lizenz.getByRole('status')).toContainText(
        t('verwaltung.lizenzBestellt', { year: JAHR, betrag: '300.00' }),
      );
    });

    await test.step('the main administrator records the licence; ordering it again is refused', async () => {
      await lizenzErfassen(browser, schule);
      await page.reload();
      const lizenz = page.getByTestId('lizenz-abschnitt');
      await expect(lizenz.getByTestId('lizenz-status')).toHaveText(t('lizenz.gueltig', { year: JAHR }));
      await lizenz.getByRole('checkbox', { name: t('lizenz.bedingungenAkzeptieren') }).check();
      await lizenz.getByRole('button', { name: t('lizenz.bestellen') }).click();
      await expect(lizenz.getByRole('alert')).toContainText(
        t('verwaltung.lizenzBereitsGueltig', { year: JAHR }),
      );
      await menue(page, t('menue.dashboard'));
      await expect(page.getByRole('heading', { name: t('menue.dashboard') })).toBeVisible();
      // Every step done: the first steps are gone.
      await expect(page.getByTestId('erste-schritte')).toHaveCount(0);
    });

    await test.step('she shares the stack with the three pupils as an assignment', async () => {
      await meineFlashcards(page);
      const dialog = await stapelAktion(page, titel, t('teilen.titel'));
      await expect(dialog.getByTestId('licence-notice')).toHaveCount(0);
      const empfaenger = dialog.getByRole('combobox', { name: t('teilen.empfaenger') });
      // A pupil added by username only is named by it (namevoll = benutzername).
      for (const benutzername of schueler) {
        await waehleOption(page, empfaenger, `${benutzername} (${benutzername})`);
      }
      await dialog.getByRole('switch', { name: t('teilen.alsAufgabe') }).check();
      await dialog.getByRole('textbox', { name: t('teilen.aufgabe') }).fill('Lerne die Tiere.');
      await dialog.getByRole('button', { name: t('teilen.senden') }).click();
      await expect(page.getByRole('status')).toHaveText(t('bestaetigung.stapelGeteilt'));
    });

    await test.step('a new pupil learns it by clicking from the dashboard', async () => {
      const kontext = await browser.newContext(viewport ? { viewport: viewport as ViewportSize } : {});
      const schuelerin = await kontext.newPage();
      await logInWithCode(schuelerin, schuelerCode);
      const aufgaben = schuelerin.getByTestId('tile-aufgaben');
      await expect(aufgaben.getByTestId('tile-aufgaben-badge')).toHaveAttribute(
        'aria-label',
        t('portal.dashboard.badgePruefungenUndAufgaben', { pruefungen: 0, aufgaben: 1 }),
      );
      await aufgaben
        .getByRole('button', { name: t('portal.dashboard.oeffnenTitel', { titel: t('dashboard.aufgaben') }) })
        .click();
      await expect(schuelerin.getByRole('tab', { name: t('aufgaben.tabQuiz') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await schuelerin.getByRole('button', { name: t('stapel.quizStartenFuer', { titel }) }).click();
      await expect(schuelerin).toHaveURL(/\/previewunterrichtsmodul\/\d+\/quiz$/);
      await expect(schuelerin.getByRole('heading', { name: `${titel} ${t('quiz.quiz')}` })).toBeVisible();
      for (let nr = 1; nr <= 2; nr++) {
        const gewusst = ((await schuelerin.getByTestId('quiz-karte').textContent()) ?? '').includes('Hund');
        await schuelerin.getByTestId('quiz-karte').click();
        await schuelerin
          .getByRole('button', { name: gewusst ? t('quiz.ichWussteEs') : t('quiz.ichWussteEsNicht') })
          .click();
      }
      await expect(schuelerin.getByTestId('quiz-ergebnis')).toHaveText(
        t('quiz.zusammenfassung', { richtig: 1, gesamt: 2, prozent: '50' }),
      );
      // Back on the dashboard the assignment is no longer new.
      await schuelerin.getByRole('link', { name: t('allgemein.schliessen') }).click();
      await menue(schuelerin, t('menue.dashboard'));
      await expect(schuelerin.getByTestId('tile-aufgaben-badge')).toHaveAttribute(
        'aria-label',
        t('portal.dashboard.badgePruefungenUndAufgaben', { pruefungen: 0, aufgaben: 0 }),
      );
      await kontext.close();
    });

    await test.step("the teacher sees the pupil's result in Monitoring", async () => {
      await menue(page, t('menue.aufgaben'));
      await page.getByRole('tab', { name: t('aufgaben.tabMonitoring') }).click();
      const stapel = page.getByTestId('monitoring-stapel').filter({ hasText: titel });
      const zeile = stapel.getByRole('row').filter({ hasText: schueler[0] });
      await expect(zeile).toContainText('50 %');
    });
  });
}
