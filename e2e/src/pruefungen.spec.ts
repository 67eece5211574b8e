import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { PRUEFUNG_ANTWORT_MAX } from '@lernstapel/rules';
import type { DemoRole } from './support/demo-logins';
import { logInAs } from './support/login';
import { kartenImportieren, stapelAnlegen, waehleOption } from './support/stapel';
import { imMenueOeffnen, schliessen, scrolltNichtSeitlich, telefonSeite } from './support/telefon';

// Issues 12, 23: a teacher prepares an exam from a stack and releases it; pupils take it (lena on a
// phone, part of it offline, and a reload midway keeps her answers) and hand in; the teacher follows
// the overview, grades within each part's points under the German and the Austrian formula, prints
// without an empty last page, and the pupil sees her status and result. Everyone starts at /login.
const STAMP = Date.now() % 1_000_000;
const STAPEL = `Prüfungsstapel ${STAMP}`;
const TITEL = `Tiere-Test ${STAMP}`;
// One answer: an oral card; several: multiple choice with the first correct (01 §9).
const CSV = 'Hund auf Englisch?;dog\nFarbe des Himmels?;blau;rot;grün\n';

/** A browser of its own, logged in at /login; lena on a phone. */
async function seite(browser: Browser, rolle: DemoRole): Promise<Page> {
  const page =
    rolle === 'pupil1' ? await telefonSeite(browser) : await (await browser.newContext()).newPage();
  // The print dialog of a headless browser would block the page: record the call instead.
  await page.context().addInitScript(() => {
    window.print = () => {
      document.body.dataset.gedruckt = 'ja';
    };
  });
  await logInAs(page, rolle);
  return page;
}

/** 01 §6: the school administrator sets the school's country (Schuldaten, in the menu 'Verwaltung'). */
async function schulLandSetzen(page: Page, land: 'DE' | 'A' | 'CH'): Promise<void> {
  await imMenueOeffnen(page, t('menue.verwaltung'));
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

/** Aufgaben in the menu, then the exam in the list (02 §2: the title opens the exam screen). */
async function pruefungOeffnen(page: Page): Promise<void> {
  await imMenueOeffnen(page, t('menue.aufgaben'));
  await page.getByRole('link', { name: TITEL }).click();
  await expect(page).toHaveURL(/\/pruefungen\/\d+$/);
}

/** The status badge of the own exam in a pupil's list. */
const eigenerStatus = (page: Page) =>
  page
    .getByTestId('pruefungen-table')
    .getByRole('row')
    .filter({ hasText: TITEL })
    .getByTestId('eigener-status');

const autosave = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes('/schuelerinpruefungsteilen/'),
  );

test('an exam is prepared, taken (on a phone, partly offline), handed in, graded within its points and printed', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // amueller: a teacher of the class who may also edit the school's data (its country).
  const lehrer = await seite(browser, 'teacherAdmin');
  const lena = await seite(browser, 'pupil1');
  const jonas = await seite(browser, 'pupil2');
  await scrolltNichtSeitlich(lena);

  await test.step('the teacher imports the cards of a stack', async () => {
    await imMenueOeffnen(lehrer, t('menue.flashcards'));
    await stapelAnlegen(lehrer, { titel: STAPEL, kategorie: 'Englisch' });
    await kartenImportieren(lehrer, STAPEL, CSV);
  });

  await test.step("'Prüfung +' creates the exam; vorbereiten sets title, date, instruction and the parts", async () => {
    await imMenueOeffnen(lehrer, t('menue.aufgaben'));
    await lehrer.getByRole('button', { name: t('pruefungen.plus') }).click();
    await expect(lehrer).toHaveURL(/\/pruefungen\/\d+$/);
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

  await test.step('on her phone the pupil finds the exam with her status, starts it and sees each field’s limit', async () => {
    await imMenueOeffnen(lena, t('menue.aufgaben'));
    await expect(eigenerStatus(lena)).toHaveText(t('pruefungen.status.nichtAngefangen'));
    await scrolltNichtSeitlich(lena);
    await lena.getByRole('link', { name: TITEL }).click();
    await expect(lena.getByTestId('pruefung-anweisung')).toHaveText('Lies jede Frage genau.');
    await scrolltNichtSeitlich(lena);
    await lena.getByRole('button', { name: t('pruefungen.start') }).click();
    const feld = lena
      .getByTestId('pruefung-formular')
      .getByRole('textbox', { name: t('pruefungen.antwort') });
    await expect(feld).toHaveAttribute('maxlength', String(PRUEFUNG_ANTWORT_MAX));
    // A too long answer stops at the limit: the hand-in can never fail on a length.
    await feld.fill('x'.repeat(PRUEFUNG_ANTWORT_MAX + 20));
    expect((await feld.inputValue()).length).toBe(PRUEFUNG_ANTWORT_MAX);
    await expect(
      lena.getByText(
        t('pruefungen.zeichenZaehler', { anzahl: PRUEFUNG_ANTWORT_MAX, max: PRUEFUNG_ANTWORT_MAX }),
      ),
    ).toBeVisible();
    const gespeichert = autosave(lena);
    await feld.fill('do');
    expect((await gespeichert).status()).toBe(204);
    await expect(
      lena.getByText(t('pruefungen.zeichenZaehler', { anzahl: 2, max: PRUEFUNG_ANTWORT_MAX })),
    ).toBeVisible();
    await scrolltNichtSeitlich(lena);
  });

  await test.step('offline she keeps typing: the page says so, keeps the answers and saves them once back', async () => {
    const formular = lena.getByTestId('pruefung-formular');
    await lena.context().setOffline(true);
    await formular.getByRole('textbox', { name: t('pruefungen.antwort') }).fill('dog');
    await formular.getByRole('checkbox', { name: 'blau' }).check();
    await expect(lena.getByTestId('pruefung-offline')).toContainText(t('pruefungen.offline'));
    await expect(lena.getByTestId('pruefung-offline')).toContainText(t('pruefungen.aufgabe', { nr: 1 }));
    await scrolltNichtSeitlich(lena);
    const zurueck = autosave(lena);
    await lena.context().setOffline(false);
    expect((await zurueck).status()).toBe(204);
    await expect(lena.getByTestId('pruefung-offline')).toHaveCount(0);
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
    await scrolltNichtSeitlich(lena);
    await lena.reload();
    await expect(lena.getByTestId('pruefung-beendet')).toBeVisible();
    await expect(lena.getByTestId('pruefung-formular')).toHaveCount(0);

    await pruefungOeffnen(jonas);
    await jonas.getByRole('button', { name: t('pruefungen.start') }).click();
    await jonas.getByRole('switch', { name: t('pruefungen.abgabeBestaetigen') }).check();
    await jonas.getByRole('button', { name: t('pruefungen.abgebenUndBeenden') }).click();
    await expect(jonas.getByTestId('pruefung-beendet')).toBeVisible();
  });

  await test.step('her list says abgegeben', async () => {
    await schliessen(lena);
    await expect(eigenerStatus(lena)).toHaveText(t('pruefungen.status.abgegeben'));
    await scrolltNichtSeitlich(lena);
  });

  await test.step('the overview shows abgegeben with the time taken as m:ss', async () => {
    await lehrer.reload();
    await lehrer.getByRole('tab', { name: t('pruefungen.tabUeberblick') }).click();
    const zeile = lehrer.getByTestId('ueberblick-lena');
    await expect(zeile).toContainText(t('pruefungen.status.abgegeben'));
    await expect(zeile.getByRole('cell').nth(2)).toHaveText(/^\d+:\d\d$/);
  });

  await test.step('in Germany the suggested grade is 6 − 5·p/t; points above the part’s are refused', async () => {
    await schliessen(lehrer);
    await schulLandSetzen(lehrer, 'DE');
    await pruefungOeffnen(lehrer);
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
    const punkte1 = formular.getByRole('spinbutton', { name: t('pruefungen.punkteFuer', { nr: 1 }) });
    await punkte1.fill('99');
    await expect(formular.getByText(t('pruefungen.punkteZuHoch', { nr: 1, max: 2 }))).toBeVisible();
    await expect(formular.getByRole('button', { name: t('pruefungen.korrigiertButton') })).toBeDisabled();
    await punkte1.fill('1');
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

  await test.step("in Austria it is 5 − 4·p/t and grades stay within 1 to 5; 'Korrigiert!' saves", async () => {
    await schliessen(lehrer);
    await schulLandSetzen(lehrer, 'A');
    await pruefungOeffnen(lehrer);
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
    const note = formular.getByRole('spinbutton', { name: t('pruefungen.note') });
    await expect(note).toHaveValue('1.8');
    await note.fill('6');
    await expect(formular.getByText(t('pruefungen.notenUngueltig', { min: 1, max: 5 }))).toBeVisible();
    await formular.getByRole('button', { name: t('pruefungen.vorschlagUebernehmen') }).click();
    await expect(note).toHaveValue('1.8');
    await formular.getByRole('button', { name: t('pruefungen.korrigiertButton') }).click();
    await expect(formular.getByRole('status')).toHaveText(t('pruefungen.korrekturGespeichert'));
    await schliessen(lehrer);
    await schulLandSetzen(lehrer, 'CH');
    await pruefungOeffnen(lehrer);
  });

  await test.step('the overview shows korrigiert with points and grade; the print has one page per pupil, none empty', async () => {
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
    // Issue 23: two pupils print on two pages (a page break after the last one added an empty page).
    const pdf = (await lehrer.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(2);
  });

  await test.step('the pupil sees her status, points, grade and comments', async () => {
    await lena.reload();
    await expect(eigenerStatus(lena)).toHaveText(t('pruefungen.status.korrigiert'));
    await lena.getByRole('link', { name: TITEL }).click();
    await expect(lena.getByTestId('ergebnis-punkte')).toHaveText('4 / 5');
    await expect(lena.getByTestId('ergebnis-note')).toHaveText('1.8');
    await expect(lena.getByTestId('pruefung-ergebnis')).toContainText('Aussprache üben.');
    await scrolltNichtSeitlich(lena);
  });

  await test.step('the teacher deletes the exam after confirming', async () => {
    await schliessen(lehrer);
    await lehrer.getByRole('button', { name: t('pruefungen.loeschenAktion', { titel: TITEL }) }).click();
    const dialog = lehrer.getByRole('dialog', { name: t('pruefungen.loeschenTitel') });
    await dialog.getByRole('button', { name: t('allgemein.loeschen') }).click();
    await expect(lehrer.getByRole('link', { name: TITEL })).toHaveCount(0);
  });
});
