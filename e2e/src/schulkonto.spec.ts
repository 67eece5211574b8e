import type { Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { demoCode } from './support/demo-logins';
import { E2E_BASE_URL } from './support/e2e-env';
import { logInAs } from './support/login';
import { passtAufsHandy } from './support/schmal';
import {
  beimAnmeldedienst,
  beimAnmeldedienstAbmelden,
  startSchulAnmeldedienst,
  type SchulAnmeldedienst,
} from './support/schul-anmeldedienst';
import { expect, test } from './support/test';

const CLIENT = {
  client_id: 'lernstapel-demo',
  client_secret: 'e2e-client-secret',
  redirect_uri: `${E2E_BASE_URL}/api/schulkonto/rueckkehr`,
  post_logout_redirect_uri: `${E2E_BASE_URL}/login`,
};
const KUERZEL = 'demoschule';
/** The pupil's pseudonymous subject at the provider; a fresh one per run (a retry links anew). */
const SUBJEKT = `schueler-${Date.now() % 1_000_000}`;

let dienst: SchulAnmeldedienst;
test.beforeAll(async () => {
  dienst = await startSchulAnmeldedienst(CLIENT);
});
test.afterAll(async () => {
  await dienst?.close();
});

async function abmelden(page: Page): Promise<void> {
  await page.getByRole('navigation').getByText(t('menue.abmelden'), { exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signed in through the school account: 'Abmelden' goes through the provider's logout to /login. */
async function abmeldenMitAnbieter(page: Page): Promise<void> {
  await page.getByRole('navigation').getByText(t('menue.abmelden'), { exact: true }).click();
  await beimAnmeldedienstAbmelden(page, dienst);
}

test("issue 28: the school administrator sets up the school's provider; a pupil links once, then signs in with it; no one outside the school can link", async ({
  page,
  browser,
}) => {
  // Four trips through the provider's forms (link, provider logout, sign-in, the foreign user).
  test.slow();
  await logInAs(page, 'teacherAdmin');
  await page.getByRole('navigation').getByText(t('menue.verwaltung'), { exact: true }).click();
  await page.getByRole('button', { name: t('schulkonto.einstellungenTitel') }).click();
  const einstellungen = page.getByTestId('schulkonto-dialog');
  await expect(einstellungen.getByTestId('schulkonto-rueckkehr')).toHaveText(CLIENT.redirect_uri);
  await einstellungen.getByLabel(new RegExp(`^${t('schulkonto.schulkuerzel')}`)).fill(KUERZEL);
  await einstellungen.getByLabel(/^Aussteller/).fill(dienst.issuer);
  await einstellungen.getByLabel(new RegExp(`^${t('schulkonto.clientId')}`)).fill(CLIENT.client_id);
  await einstellungen.getByLabel(new RegExp(`^${t('schulkonto.clientSecret')}`)).fill(CLIENT.client_secret);
  await einstellungen.getByRole('button', { name: t('allgemein.speichern') }).click();
  await expect(page.getByText(t('schulkonto.gespeichert'))).toBeVisible();
  await abmelden(page);

  // The pupil: the short school code, the school's provider, then the login code once.
  await page.getByRole('button', { name: t('schulkonto.anmelden') }).click();
  const wahl = page.getByRole('dialog', { name: t('schulkonto.anmelden') });
  await wahl.getByLabel(t('schulkonto.schulkuerzel')).fill(KUERZEL);
  await wahl.getByRole('button', { name: t('schulkonto.schuleWaehlen') }).click();
  await expect(wahl.getByRole('link', { name: t('schulkonto.anmelden') })).toBeVisible();
  await passtAufsHandy(page, 'Mit Schulkonto anmelden');
  await wahl.getByRole('link', { name: t('schulkonto.anmelden') }).click();
  await beimAnmeldedienst(page, dienst, SUBJEKT);
  const verknuepfen = page.getByRole('dialog', { name: t('schulkonto.verknuepfenTitel') });
  await expect(verknuepfen).toContainText(t('schulkonto.verknuepfenText'));
  await passtAufsHandy(page, 'Schulkonto verknüpfen');
  await verknuepfen.getByLabel(t('login.anmeldecode')).fill(demoCode('pupil1'));
  await verknuepfen.getByRole('button', { name: t('schulkonto.verknuepfen') }).click();
  await expect(page).toHaveURL(/\/user$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: t('menue.dashboard') })).toBeVisible();
  // Logging out signs the pupil out at the provider too (a shared school computer).
  await abmeldenMitAnbieter(page);
  expect((await page.request.get('/api/session')).status()).toBe(401);

  // Returning: the browser knows the school; the provider asks for its login again (its session
  // ended with ours), then alone signs the pupil in.
  await page.getByRole('link', { name: t('schulkonto.anmelden') }).click();
  await beimAnmeldedienst(page, dienst, SUBJEKT, { loginFormular: true });
  await expect(page).toHaveURL(/\/user$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: t('menue.dashboard') })).toBeVisible();

  // Someone at the school's provider cannot link an account outside the school (here the main
  // administrator's, who belongs to no school): refused in German, nobody is signed in. The school
  // link (/login?schule=…) shows the school and the button at once.
  const fremd = await (await browser.newContext()).newPage();
  await fremd.goto(`/login?schule=${KUERZEL}`);
  const schule = fremd.getByRole('dialog', { name: t('schulkonto.anmelden') });
  await schule.getByRole('link', { name: t('schulkonto.anmelden') }).click();
  await beimAnmeldedienst(fremd, dienst, `fremd-${SUBJEKT}`);
  const fremdVerknuepfen = fremd.getByRole('dialog', { name: t('schulkonto.verknuepfenTitel') });
  await fremdVerknuepfen.getByLabel(t('login.anmeldecode')).fill(demoCode('mainAdmin'));
  await fremdVerknuepfen.getByRole('button', { name: t('schulkonto.verknuepfen') }).click();
  await expect(fremdVerknuepfen.getByRole('alert')).toHaveText(t('schulkonto.andereSchule'));
  await expect(fremd).toHaveURL(/\/login$/);

  // A pupil who cancels at the provider is back on the login page and told so in German (the API's
  // refusal arrives as ?schulkonto=<text key>); nobody is signed in.
  const abbruchBrowser = await browser.newContext();
  const abbruch = await abbruchBrowser.newPage();
  await abbruch.goto(`/login?schule=${KUERZEL}`);
  await abbruch
    .getByRole('dialog', { name: t('schulkonto.anmelden') })
    .getByRole('link', { name: t('schulkonto.anmelden') })
    .click();
  await abbruch.waitForURL((url) => url.origin === dienst.issuer);
  await abbruch.getByRole('link', { name: '[ Cancel ]' }).click();
  const meldung = abbruch.getByRole('dialog', { name: t('schulkonto.anmelden') });
  await expect(meldung).toContainText(t('schulkonto.fehlgeschlagen'));
  await passtAufsHandy(abbruch, 'Ablehnung nach dem Schulkonto');
  await expect(abbruch).toHaveURL(/\/login$/);
  expect((await abbruch.request.get('/api/session')).status()).toBe(401);
  await abbruchBrowser.close();
});
