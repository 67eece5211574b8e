import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { logInAs, menue } from './support/login';
import { passtAufsHandy } from './support/schmal';
import { kartenImportieren, stapelAnlegen } from './support/stapel';

// Issue 10: the print view of a stack (02 §2), its duplex PDF and the empty template (/utils/vorlage.pdf).
const TITEL = `Druck ${Date.now() % 1_000_000}`;
// Issue 23 §3: one card carries HTML with an inline handler; the print view must not even create it.
const CSV =
  'Hund;dog\nKatze;cat\nMaus;mouse\nPferd;horse\n<b onmouseover="alert(1)">Kuh</b><img src="x" onerror="alert(2)">;cow\nSchaf;sheep\n';

test('a teacher prints a stack: author, title and count, buttons twice above 5 cards, a PDF, the template', async ({
  page,
}) => {
  // Every message the browser logs about a blocked inline handler (Content-Security-Policy).
  const cspVerletzungen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspVerletzungen.push(message.text());
  });

  await test.step('she opens the print view from the card list of a new stack with six cards', async () => {
    await logInAs(page, 'teacherAdmin');
    await menue(page, t('menue.flashcards'));
    await stapelAnlegen(page, { titel: TITEL, kategorie: 'Englisch' });
    await kartenImportieren(page, TITEL, CSV);
    await page.getByRole('link', { name: TITEL, exact: true }).click();
    await expect(page).toHaveURL(/\/editunterrichtsmodul\/\d+\/user$/);
    await page.getByRole('link', { name: t('druck.druckansicht') }).click();
    await expect(page).toHaveURL(/\/editunterrichtsmodul\/\d+\/user\/druck$/);
    await expect(page.getByRole('heading', { name: t('druck.titel', { titel: TITEL }) })).toBeVisible();
    await expect(page.getByTestId('druck-kopf')).toContainText(t('druck.anzahl', { anzahl: 6 }));
    await expect(page.getByRole('cell', { name: 'Schaf', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t('druck.drucken') })).toHaveCount(2);
    // The card with HTML prints as its text; no handler was created, so none was blocked.
    await expect(page.getByRole('cell', { name: 'Kuh', exact: true })).toBeVisible();
    expect(cspVerletzungen).toEqual([]);
    await passtAufsHandy(page, 'Druckansicht');
  });

  await test.step('on paper only the cards are left', async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: t('druck.drucken') })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Schaf', exact: true })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step("'Als PDF drucken' and the template are PDFs", async () => {
    const pdf = page.getByRole('link', { name: t('druck.alsPdf') }).first();
    const pdfAntwort = await page.request.get((await pdf.getAttribute('href')) ?? '');
    expect(pdfAntwort.headers()['content-type']).toBe('application/pdf');
    expect((await pdfAntwort.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const vorlage = await page.request.get('/utils/vorlage.pdf');
    expect(vorlage.headers()['content-type']).toBe('application/pdf');
    expect((await vorlage.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('Schliessen leads back to the card list', async () => {
    await page
      .getByRole('link', { name: t('druck.schliessen') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/editunterrichtsmodul\/\d+\/user$/);
  });
});
