import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { type DemoRole, storageStateFor } from './support/demo-logins';
import { logInAs } from './support/login';
import { kartenImportieren, stapelAnlegen, waehleOption } from './support/stapel';

// Issue 12: a teacher prepares an exam from a stack and releases it; pupils take it (one reloads
// midway and finds her answers) and hand in; the teacher follows the overview, grades with the
// navigator under the German and the Austrian formula, prints, and the pupil sees her result.
const STAMP = Date.now() % 1_000_000;
const STAPEL = `Prüfungsstapel ${STAMP}`;
const TITEL = `Tiere-Test ${STAMP}`;
// One answer: an oral card; several: multiple choice with the first correct (01 §9).
const CSV = 'Hund auf Englisch?;dog\nFarbe des Himmels?;blau;rot;grün\n';

/** Pupils log in afresh: the class story locks and unlocks jonas, which ends his stored session. */
async function seite(browser: Browser, rolle: DemoRole): Promise<Page> {
  const schueler = rolle.startsWith('pupil');
  const context = await browser.newContext(schueler ? {} : { storageState: storageStateFor(rolle) });
  // The print dialog of a headless browser would block the page: record the call instead.
  await context.addInitScript(() => {
    window.print = () => {
      document.body.dataset.gedruckt = 'ja';
    };
  });
  const page = await context.newPage();
  if (schueler) await logInAs(page, rolle);
  return page;
}

/** 01 §6: the school administrator sets the school's country (Schuldaten). */
async function schulLandSetzen(page: Page, land: 'DE' | 'A' | 'CH'): Promise<void> {
  await page.goto('/user/lehrkraefte');
  await page.getByRole('button', { name: t('lehrpersonen.schuldatenBearbeiten') }).click();
  const dialog = page.getByRole('dialog', { name: t('schule.titel') });
  await waehleOption(
    page,
    dialog.getByRole('combobox', { name: t('schule.land'), exact: true }),
    t(`schule.land.${land}`),
  );
  await dialog.getByRole('button', { name: t('allgemein.ok') }).click();
  await expect(dialog).toBeHidden();
}

test('an exam is prepared, taken, handed in, graded by the country formula and printed (issue 12)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // amueller: a teacher of the class who may also edit the school's data (its country).
  const lehrer = await seite(browser, 'teacherAdmin');
  const lena = await seite(browser, 'pupil1');
  const jonas = await seite(browser, 'pupil2');
  let adresse = '';

  await test.step('the teacher imports the cards of a stack', async () => {
    await lehrer.goto('/user/flashcards');
    await stapelAnlegen(lehrer, { titel: STAPEL, kategorie: 'Englisch' });
    await kartenImportieren(lehrer, STAPEL, CSV);
  });

  await test.step("'Prüfung +' creates the exam; vorbereiten sets title, date, instruction and the parts", async () => {
    await lehrer.goto('/user/pruefungen');
    await lehrer.getByRole('button', { name: t('pruefungen.plus') }).click();
    await expect(lehrer).toHaveURL(/\/pruefungen\/\d+$/);
    adresse = new URL(lehrer.url()).pathname;
    await expect(lehrer.getByRole('heading', { name: t('pruefungen.unbenannterTitel') })).toBeVisible();
    await lehrer.getByRole('textbox', { name: t('allgemein.titel') }).fill(TITEL);
    await lehrer.getByLabel(t('allgemein.datum')).fill('2999-12-31');
    await lehrer.getByRole('textbox', { name: t('pruefungen.anweisung') }).fill('Lies jede Frage genau.');
    await lehrer.getByRole('button', { name: t('pruefungen.speichern'), exact: true }).click();
    await expect(lehrer.getByRole('heading', { name: TITEL })).toBeVisible();

    await waehleOption(lehrer, lehrer.getByRole('combobox', { name: t('pruefungen.stapelWaehlen') }), STAPEL);
    const teile = lehrer.getByTestId('vorbereiten-teile');
    await teile.getByRole('checkbox', { name: /Hund auf Englisch/ }).check();
    await teile.getByRole('checkbox', { name: /Farbe des Himmels/ }).check();
    await teile.getByRole('spinbutton', { name: t('pruefungen.punkteFuer', { nr: 1 }) }).fill('2');
    await teile.getByRole('spinbutton', { name: t('pruefungen.punkteFuer', { nr: 2 }) }).fill('3');
    await expect(lehrer.getByTestId('vorbereiten-summe')).toHaveText('5');
    await lehrer.getByRole('button', { name: t('pruefungen.teileSpeichern') }).click();
    await expect(lehrer.getByTestId('teile-gespeichert')).toHaveText(t('pruefungen.gespeichert'));
    await lehrer.getByRole('switch', { name: t('pruefungen.freigegeben') }).check();
  });

  await test.step('the pupil finds the released exam, starts it, answers, reloads and finds her answers', async () => {
    await lena.goto('/user/pruefungen');
    await lena.getByRole('link', { name: TITEL }).click();
    await expect(lena.getByTestId('pruefung-anweisung')).toHaveText('Lies jede Frage genau.');
    await lena.getByRole('button', { name: t('pruefungen.start') }).click();
    const formular = lena.getByTestId('pruefung-formular');
    const gespeichert = lena.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().includes('/schuelerinpruefungsteilen/'),
    );
    await formular.getByRole('textbox', { name: t('pruefungen.antwort') }).fill('dog');
    expect((await gespeichert).status()).toBe(204);
    const mcGespeichert = lena.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().includes('/schuelerinpruefungsteilen/'),
    );
    await formular.getByRole('checkbox', { name: 'blau' }).check();
    expect((await mcGespeichert).status()).toBe(204);
    await lena.reload();
    await expect(formular.getByRole('textbox', { name: t('pruefungen.antwort') })).toHaveValue('dog');
    await expect(formular.getByRole('checkbox', { name: 'blau' })).toBeChecked();
  });

  await test.step('the teacher sees her in Bearbeitung', async () => {
    await lehrer.getByRole('tab', { name: t('pruefungen.tabUeberblick') }).click();
    await expect(lehrer.getByTestId('ueberblick-lena')).toContainText(t('pruefungen.status.inBearbeitung'));
    await expect(lehrer.getByTestId('ueberblick-jonas')).toContainText(
      t('pruefungen.status.nichtAngefangen'),
    );
  });

  await test.step("hand-in waits for the confirmation; then the form is gone and can't be filled in again", async () => {
    const abgeben = lena.getByRole('button', { name: t('pruefungen.abgebenUndBeenden') });
    await expect(abgeben).toBeDisabled();
    await lena.getByRole('switch', { name: t('pruefungen.abgabeBestaetigen') }).check();
    await abgeben.click();
    await expect(lena.getByTestId('pruefung-beendet')).toContainText(t('pruefungen.ergebnisVerschickt'));
    await expect(lena.getByTestId('pruefung-beendet')).toContainText(t('pruefungen.beendet'));
    await lena.reload();
    await expect(lena.getByTestId('pruefung-beendet')).toBeVisible();
    await expect(lena.getByTestId('pruefung-formular')).toHaveCount(0);

    await jonas.goto(adresse);
    await jonas.getByRole('button', { name: t('pruefungen.start') }).click();
    await jonas.getByRole('switch', { name: t('pruefungen.abgabeBestaetigen') }).check();
    await jonas.getByRole('button', { name: t('pruefungen.abgebenUndBeenden') }).click();
    await expect(jonas.getByTestId('pruefung-beendet')).toBeVisible();
  });

  await test.step('the overview shows abgegeben with the time taken as m:ss', async () => {
    await lehrer.reload();
    await lehrer.getByRole('tab', { name: t('pruefungen.tabUeberblick') }).click();
    const zeile = lehrer.getByTestId('ueberblick-lena');
    await expect(zeile).toContainText(t('pruefungen.status.abgegeben'));
    await expect(zeile.getByRole('cell').nth(2)).toHaveText(/^\d+:\d\d$/);
  });

  await test.step('in Germany the suggested grade is 6 − 5·p/t', async () => {
    await schulLandSetzen(lehrer, 'DE');
    await lehrer.goto(adresse);
    await lehrer.getByRole('tab', { name: t('pruefungen.tabKorrigieren') }).click();
    const navigator = lehrer.getByTestId('korrektur-navigator');
    // By username: jonas first, then lena.
    await expect(navigator.getByRole('combobox', { name: t('pruefungen.schuelerWaehlen') })).toHaveValue(
      'jonas',
    );
    await expect(navigator.getByRole('button', { name: t('pruefungen.erste') })).toBeDisabled();
    await navigator.getByRole('button', { name: t('pruefungen.naechste') }).click();
    await expect(navigator.getByRole('combobox', { name: t('pruefungen.schuelerWaehlen') })).toHaveValue(
      'lena',
    );
    await expect(navigator.getByRole('button', { name: t('pruefungen.letzte') })).toBeDisabled();
    const formular = lehrer.getByTestId('korrektur-formular');
    await expect(formular.getByTestId('antwort-1')).toHaveText('dog');
    await expect(formular.getByTestId('antwort-2')).toHaveText('blau');
    // The multiple-choice answer is right: its 3 points are suggested; the oral one is the teacher's call.
    await expect(
      formular.getByRole('spinbutton', { name: t('pruefungen.punkteFuer', { nr: 2 }) }),
    ).toHaveValue('3');
    await formular.getByRole('spinbutton', { name: t('pruefungen.punkteFuer', { nr: 1 }) }).fill('1');
    await formular
      .getByRole('textbox', { name: t('pruefungen.kommentar') })
      .first()
      .fill('Aussprache üben.');
    await expect(formular.getByTestId('korrektur-summe')).toHaveText(`${t('pruefungen.punkte')}: 4 / 5`);
    // 6 − 5 · 4/5 = 2
    await expect(formular.getByTestId('note-vorschlag')).toHaveText(
      t('pruefungen.noteVorschlag', { note: 2 }),
    );
  });

  await test.step("in Austria it is 5 − 4·p/t; 'Korrigiert!' saves the graded exam", async () => {
    await schulLandSetzen(lehrer, 'A');
    await lehrer.goto(adresse);
    await lehrer.getByRole('tab', { name: t('pruefungen.tabKorrigieren') }).click();
    const navigator = lehrer.getByTestId('korrektur-navigator');
    await waehleOption(
      lehrer,
      navigator.getByRole('combobox', { name: t('pruefungen.schuelerWaehlen') }),
      'lena',
    );
    const formular = lehrer.getByTestId('korrektur-formular');
    await formular.getByRole('spinbutton', { name: t('pruefungen.punkteFuer', { nr: 1 }) }).fill('1');
    await formular
      .getByRole('textbox', { name: t('pruefungen.kommentar') })
      .first()
      .fill('Aussprache üben.');
    // 5 − 4 · 4/5 = 1.8
    await expect(formular.getByTestId('note-vorschlag')).toHaveText(
      t('pruefungen.noteVorschlag', { note: 1.8 }),
    );
    await expect(formular.getByRole('spinbutton', { name: t('pruefungen.note') })).toHaveValue('1.8');
    await formular.getByRole('button', { name: t('pruefungen.korrigiertButton') }).click();
    await expect(formular.getByRole('status')).toHaveText(t('pruefungen.korrekturGespeichert'));
    await schulLandSetzen(lehrer, 'CH');
    await lehrer.goto(adresse);
  });

  await test.step('the overview shows korrigiert with points and grade; the print view renders one or all', async () => {
    await lehrer.getByRole('tab', { name: t('pruefungen.tabUeberblick') }).click();
    await expect(lehrer.getByTestId('ueberblick-lena')).toContainText(t('pruefungen.status.korrigiert'));
    await expect(lehrer.getByTestId('ueberblick-lena')).toContainText('1.8');
    await lehrer.getByRole('tab', { name: t('pruefungen.tabKorrigieren') }).click();
    await lehrer.getByRole('button', { name: t('pruefungen.drucken'), exact: true }).click();
    await expect(lehrer.getByTestId('druck-seite')).toHaveCount(1);
    await expect(lehrer.locator('body')).toHaveAttribute('data-gedruckt', 'ja');
    await lehrer.getByRole('button', { name: t('pruefungen.druckSchliessen') }).click();
    await lehrer.getByRole('button', { name: t('pruefungen.alleDrucken') }).click();
    await expect(lehrer.getByTestId('druck-seite')).toHaveCount(2);
    await expect(lehrer.getByTestId('druck-seite').nth(1)).toContainText('Aussprache üben.');
  });

  await test.step('the pupil sees points, grade and comments', async () => {
    await lena.reload();
    await expect(lena.getByTestId('ergebnis-punkte')).toHaveText('4 / 5');
    await expect(lena.getByTestId('ergebnis-note')).toHaveText('1.8');
    await expect(lena.getByTestId('pruefung-ergebnis')).toContainText('Aussprache üben.');
  });

  await test.step('the teacher deletes the exam after confirming', async () => {
    await lehrer.goto('/user/pruefungen');
    await lehrer.getByRole('button', { name: t('pruefungen.loeschenAktion', { titel: TITEL }) }).click();
    const dialog = lehrer.getByRole('dialog', { name: t('pruefungen.loeschenTitel') });
    await dialog.getByRole('button', { name: t('allgemein.loeschen') }).click();
    await expect(lehrer.getByRole('link', { name: TITEL })).toHaveCount(0);
  });
});
