import type { Page } from '@playwright/test';
import { expect, GROESSEN, test } from './support/reflow';
import { t } from '@lernstapel/texts';
import { logInAs, menue } from './support/login';
import { kartenImportieren, stapelAktion, stapelAnlegen, stapelZeile, waehleOption } from './support/stapel';
import { briefkastenOeffnen, meineFlashcards, stempel } from './support/wege';

// Issue 9, story 1: a teacher's assignment goes to her group through the mailbox; a pupil copies it,
// hands the copy in, improves it after the review, and the teacher closes the hand-in. Issue 23: both
// log in at /login and click their way; the pupil once on a desktop, once on a phone.
const CSV = 'Hund;dog\nKatze;cat\nMaus;mouse\n';
const AUFGABE = 'Lerne die Tiere bis Montag.';

/** The teacher's hand-ins to review: Aufgaben, tab 'Verbessern' (where teachers start). */
async function abgabeZeile(page: Page, titel: string) {
  await menue(page, t('menue.aufgaben'));
  await expect(page.getByRole('tab', { name: t('aufgaben.tabVerbessern') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const abgaben = page.getByRole('region', { name: t('eingaenge.stapelablage.titel') });
  return abgaben.getByRole('row').filter({ hasText: titel });
}

for (const { name, viewport } of GROESSEN) {
  test(`a shared assignment is copied, handed in, improved and closed as corrected (01 §4) · pupil on ${name}`, async ({
    browser,
  }) => {
    // Two people log in and click their way through six steps (issue 23).
    test.slow();
    const STAMP = stempel();
    const TITEL = `Tiere ${STAMP}`;
    const ORDNER = `Englisch 7a ${STAMP}`;
    const lehrerin = await (await browser.newContext()).newPage();
    const schuelerin = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
    await logInAs(lehrerin, 'teacherAdmin');
    await logInAs(schuelerin, 'pupil1');

    await test.step('the teacher creates the stack in a new folder and imports its cards', async () => {
      await meineFlashcards(lehrerin);
      await stapelAnlegen(lehrerin, { titel: TITEL, kategorie: 'Englisch', neuerOrdner: ORDNER });
      const ordner = lehrerin.getByRole('region', { name: ORDNER });
      await expect(stapelZeile(ordner, TITEL)).toBeVisible();
      await kartenImportieren(lehrerin, TITEL, CSV);
      await expect(stapelZeile(ordner, TITEL).getByRole('cell').nth(3)).toHaveText('3');
    });

    await test.step('she shares it with the group as an assignment', async () => {
      const dialog = await stapelAktion(lehrerin, TITEL, t('teilen.titel'));
      await dialog.getByRole('checkbox', { name: 'Gruppe Englisch' }).check();
      await dialog.getByRole('switch', { name: t('teilen.alsAufgabe') }).check();
      await dialog.getByRole('textbox', { name: t('teilen.aufgabe') }).fill(AUFGABE);
      await dialog.getByLabel(t('teilen.abgabeBis')).fill('2030-01-31');
      await dialog.getByRole('button', { name: t('teilen.senden') }).click();
      await expect(lehrerin.getByRole('status')).toHaveText(t('bestaetigung.stapelGeteilt'));
      await expect(stapelZeile(lehrerin.getByRole('region', { name: ORDNER }), TITEL)).toContainText(
        'Lena Keller',
      );
    });

    await test.step('the pupil opens it read-only from her mailbox, copies it and hands the copy in', async () => {
      // Issue 23: the dashboard's Aufgaben badge counts the new assignment.
      await expect(schuelerin.getByTestId('tile-aufgaben-badge')).toHaveAttribute(
        'aria-label',
        new RegExp(`neue Aufgaben: [1-9]`),
      );
      await meineFlashcards(schuelerin);
      const briefkasten = await briefkastenOeffnen(schuelerin);
      const eintrag = briefkasten.getByRole('row').filter({ hasText: TITEL });
      await expect(eintrag).toContainText(AUFGABE);
      await eintrag.getByRole('link', { name: TITEL }).click();
      await expect(schuelerin).toHaveURL(/\/editunterrichtsmodul\/\d+\/briefkasten$/);
      await expect(schuelerin.getByTestId('karten-table')).toContainText('Katze');
      await expect(schuelerin.getByTestId('karten-table').getByRole('switch')).toHaveCount(0);
      // 02 §2: /user/kopieren/{id}/flashcards copies it and lands on the flashcards page.
      await schuelerin.getByRole('link', { name: t('teilen.inEigeneStapelKopieren') }).click();
      await expect(schuelerin).toHaveURL(/\/user\/flashcards$/);
      await expect(schuelerin.getByRole('status')).toHaveText(
        t('globalemodule.kopiert', { user_content: TITEL }),
      );

      await briefkastenOeffnen(schuelerin);
      await eintrag.getByRole('button', { name: t('teilen.ausBriefkastenEntfernen') }).click();
      await expect(eintrag).toHaveCount(0);
      await briefkasten.getByRole('button', { name: t('allgemein.schliessen') }).click();

      const eigene = schuelerin.getByRole('region', { name: t('eingaenge.eigeneStapel') });
      await expect(stapelZeile(eigene, TITEL)).toBeVisible();
      const dialog = await stapelAktion(schuelerin, TITEL, t('stapelablage.zurKorrekturSenden'));
      await waehleOption(
        schuelerin,
        dialog.getByRole('combobox', { name: t('stapelablage.pruefer') }),
        'Anna Müller (amueller)',
      );
      await dialog.getByRole('button', { name: t('stapelablage.zurKorrekturSenden') }).click();
      await expect(schuelerin.getByRole('status')).toHaveText(t('bestaetigung.zurUeberpruefungGeschickt'));
    });

    await test.step('the teacher marks a card and reports an improvement', async () => {
      const zeile = await abgabeZeile(lehrerin, TITEL);
      await expect(zeile).toContainText('Lena Keller');
      await zeile.getByRole('button', { name: t('stapelablage.ueberpruefen') }).click();
      await expect(lehrerin).toHaveURL(/\/editunterrichtsmodul\/\d+\/korrigieren$/);
      const markieren = lehrerin.getByRole('switch', {
        name: t('karten.korrigierenLabel', { frage: 'Katze' }),
      });
      await markieren.check();
      await expect(markieren).toBeChecked();
      const hinweis = lehrerin.getByRole('textbox', {
        name: t('karten.korrekturhinweisLabel', { frage: 'Katze' }),
      });
      await hinweis.fill('Bitte mit Artikel: the cat');
      await hinweis.press('Tab');
      await lehrerin.getByRole('button', { name: t('stapelablage.verbesserungMelden') }).click();
      await expect(lehrerin).toHaveURL(/\/user\/korrigieren$/);
      await expect((await abgabeZeile(lehrerin, TITEL)).getByRole('cell').nth(3)).toHaveText(
        t('stapelablage.status.wartenAufVerbesserung'),
      );
    });

    await test.step('the pupil sees the red hint and hands the stack in again', async () => {
      const eigene = await meineFlashcards(schuelerin);
      await expect(
        stapelZeile(eigene, TITEL).getByLabel(t('eingaenge.zuKorrigierendeKarten', { anzahl: 1 })),
      ).toHaveText('1');
      await stapelZeile(eigene, TITEL).getByRole('link', { name: TITEL, exact: true }).click();
      await expect(schuelerin.getByText(t('stapelablage.hinweisVerbessern'))).toBeVisible();
      await expect(
        schuelerin.getByRole('textbox', { name: t('karten.korrekturhinweisLabel', { frage: 'Katze' }) }),
      ).toHaveValue('Bitte mit Artikel: the cat');
      await schuelerin.getByRole('button', { name: t('stapelablage.erneutAbgeben') }).click();
      await expect(schuelerin.getByRole('status')).toBeVisible();
      await expect(schuelerin.getByRole('button', { name: t('stapelablage.erneutAbgeben') })).toHaveCount(0);

      // 01 §2: the stack she opened last is the dashboard's 'last used stack' (back to the list, then the menu).
      await schuelerin.getByRole('link', { name: t('allgemein.schliessen') }).click();
      await menue(schuelerin, t('menue.dashboard'));
      await expect(schuelerin.getByTestId('tile-letzter-stapel')).toContainText(TITEL);
    });

    await test.step("the teacher takes the mark off, sets 'Korrigiert und OK' and the row disappears", async () => {
      const zeile = await abgabeZeile(lehrerin, TITEL);
      await zeile.getByRole('button', { name: t('stapelablage.ueberpruefen') }).click();
      const markieren = lehrerin.getByRole('switch', {
        name: t('karten.korrigierenLabel', { frage: 'Katze' }),
      });
      await markieren.uncheck();
      await expect(markieren).not.toBeChecked();
      await lehrerin.getByRole('button', { name: t('stapelablage.korrigiertUndOk') }).click();
      await expect(lehrerin).toHaveURL(/\/user\/korrigieren$/);
      await expect(
        lehrerin
          .getByRole('region', { name: t('eingaenge.stapelablage.titel') })
          .getByRole('row')
          .filter({ hasText: TITEL }),
      ).toHaveCount(0);
    });
  });
}
