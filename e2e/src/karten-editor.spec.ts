import type { Locator, Page } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { logInAs, menue } from './support/login';
import { passtAufsHandy, zeigtFokusRing } from './support/schmal';
import { stapelAnlegen, stapelZeile } from './support/stapel';
import { expect, test } from './support/test';

// Issue 10: a teacher writes one card of each of the seven types through the editor, checks each in
// the preview of the unsaved card, uses 'Speichern und neue Karte', and copies two marked cards into
// another own stack.
const STAMP = Date.now() % 1_000_000;
const STAPEL = `Alle Kartentypen ${STAMP}`;
const ZIEL = `Sammlung ${STAMP}`;
/** A same-origin image (the page's Content-Security-Policy allows data: images). */
const BILD =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="700" height="400"><rect width="700" height="400" fill="#e6f4ea"/><circle cx="350" cy="150" r="80" fill="#f4b400"/><rect x="340" y="230" width="20" height="170" fill="#0f9d58"/></svg>',
  );

function editor(page: Page): Locator {
  return page.getByTestId('karte-editor');
}

async function modusWaehlen(page: Page, modus: number): Promise<Locator> {
  await editor(page)
    .getByLabel(t('karten.antwortmodus'))
    .selectOption(t(`karten.modus.${modus}` as 'karten.modus.1'));
  return editor(page);
}

/** Opens the preview of the unsaved card, checks its texts and closes it again. */
async function vorschauZeigt(page: Page, texte: string[]): Promise<void> {
  await editor(page)
    .getByRole('button', { name: t('allgemein.vorschau'), exact: true })
    .click();
  const vorschau = page.getByRole('dialog', { name: t('karten.einzelkarteVorschau') });
  for (const text of texte) await expect(vorschau).toContainText(text);
  await vorschau
    .getByRole('button', { name: t('allgemein.schliessen') })
    .last()
    .click();
  await expect(vorschau).toBeHidden();
}

async function rahmen(element: Locator): Promise<{ x: number; y: number }> {
  const box = await element.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

async function speichernUndSchliessen(page: Page): Promise<void> {
  await editor(page)
    .getByRole('button', { name: t('karten.speichernUndSchliessen') })
    .click();
  await expect(editor(page)).toBeHidden();
}

async function neueKarte(page: Page, modus: number): Promise<Locator> {
  await page.getByRole('button', { name: t('karten.karteikartePlus') }).click();
  await expect(editor(page)).toBeVisible();
  return modusWaehlen(page, modus);
}

test('one card of each of the seven types, preview, save and new card, copy marked cards (02 §2, §4)', async ({
  page,
}) => {
  // Seven editors, each with its preview, and a copy: a long story (axe checks every screen on the way);
  // the reverse dictionary's first search reads German–English from the FreeDict files.
  test.setTimeout(300_000);
  await test.step('the teacher creates two stacks and opens the first', async () => {
    await logInAs(page, 'teacherAdmin');
    await menue(page, t('menue.flashcards'));
    await stapelAnlegen(page, { titel: ZIEL, kategorie: 'Englisch' });
    await stapelAnlegen(page, { titel: STAPEL, kategorie: 'Englisch' });
    const eigene = page.getByRole('region', { name: t('eingaenge.eigeneStapel') });
    await stapelZeile(eigene, STAPEL).getByRole('link', { name: STAPEL }).click();
    await expect(page).toHaveURL(/\/editunterrichtsmodul\/\d+\/user$/);
    await expect(page.getByRole('heading', { name: STAPEL })).toBeVisible();
  });

  await test.step("1 oral answer, then 'Speichern und neue Karte' gives a blank card", async () => {
    const dialog = await neueKarte(page, 1);
    await zeigtFokusRing(dialog.getByLabel(t('karten.frage'), { exact: true }));
    await dialog.getByLabel(t('karten.frage'), { exact: true }).fill('Hauptstadt der Schweiz?');
    await dialog.getByLabel(t('karten.antwort'), { exact: true }).fill('Bern');
    await vorschauZeigt(page, ['Hauptstadt der Schweiz?', 'Bern']);
    await dialog.getByRole('button', { name: t('karten.speichernUndNeueKarte') }).click();
    await expect(page.getByTestId('karten-table')).toContainText('Hauptstadt der Schweiz?');
    await expect(dialog.getByLabel(t('karten.frage'), { exact: true })).toHaveValue('');
  });

  await test.step('2 written answer, with a special-character shortcut', async () => {
    const dialog = await modusWaehlen(page, 2);
    // Issue 25: the translation helper offers the everyday sense first (chair → Stuhl, not Professur).
    await dialog.getByLabel(t('karten.frage'), { exact: true }).fill('chair');
    await dialog.getByRole('button', { name: t('ponsrequest.uebersetzenVon', { text: 'chair' }) }).click();
    const uebersetzung = page.getByRole('dialog', { name: t('ponsrequest.titel') });
    await expect(uebersetzung.getByRole('row').nth(1)).toContainText('Stuhl, Sessel');
    await uebersetzung
      .getByRole('button', { name: t('ponsrequest.uebernehmenVon', { text: 'Stuhl, Sessel' }) })
      .click();
    await expect(dialog.getByLabel(t('karten.antwort'), { exact: true })).toHaveValue('Stuhl, Sessel');
    // Issue 25: no headword in either direction: the reverse dictionary's entries, said so in German.
    await dialog.getByLabel(t('karten.frage'), { exact: true }).fill('unaufgeräumt');
    await dialog
      .getByRole('button', { name: t('ponsrequest.uebersetzenVon', { text: 'unaufgeräumt' }) })
      .click();
    // The first such word reads German–English both ways from the FreeDict files (seconds, once).
    await expect(uebersetzung.getByRole('alert')).toContainText('Im umgekehrten Wörterbuch gefunden:', {
      timeout: 120_000,
    });
    await expect(uebersetzung.getByRole('row').filter({ hasText: 'untidy' })).toHaveCount(1);
    await uebersetzung
      .getByRole('button', { name: t('ponsrequest.uebernehmenVon', { text: 'untidy' }) })
      .click();
    await expect(dialog.getByLabel(t('karten.antwort'), { exact: true })).toHaveValue('untidy');
    await dialog.getByLabel(t('karten.antwort'), { exact: true }).fill('');
    await dialog.getByLabel(t('karten.frage'), { exact: true }).fill('Wie heisst die Währung der EU?');
    await dialog.getByLabel(t('karten.antwort'), { exact: true }).pressSequentially('Euro eeee');
    await expect(dialog.getByLabel(t('karten.antwort'), { exact: true })).toHaveValue('Euro €');
    await vorschauZeigt(page, ['Währung der EU', 'Euro €']);
    await speichernUndSchliessen(page);
  });

  await test.step('3 multiple choice: a new card in the blank editor has 5 answers after "neue Karte"', async () => {
    const dialog = await neueKarte(page, 3);
    await dialog.getByLabel(t('karten.frage'), { exact: true }).fill('Welche Zahlen sind Primzahlen?');
    for (const [n, text] of [
      [1, '2'],
      [2, '4'],
      [3, '5'],
      [4, '9'],
    ] as const) {
      await dialog.getByRole('textbox', { name: t('karten.antwortN', { nr: String(n) }) }).fill(text);
    }
    await dialog
      .getByRole('checkbox', { name: `${t('karten.antwortN', { nr: '1' })} ${t('karten.richtig')}` })
      .check();
    await dialog
      .getByRole('checkbox', { name: `${t('karten.antwortN', { nr: '3' })} ${t('karten.richtig')}` })
      .check();
    await vorschauZeigt(page, ['Primzahlen', '2; 5']);
    await speichernUndSchliessen(page);
  });

  await test.step('4 true/false', async () => {
    const dialog = await neueKarte(page, 4);
    await dialog.getByLabel(t('karten.frage'), { exact: true }).fill('Die Erde ist rund.');
    await dialog.getByText(t('karten.wahr'), { exact: true }).click();
    await vorschauZeigt(page, ['Die Erde ist rund.', t('karten.wahr')]);
    await speichernUndSchliessen(page);
  });

  await test.step('5 conjugation', async () => {
    const dialog = await neueKarte(page, 5);
    await dialog.getByLabel(t('karten.frage'), { exact: true }).fill('Konjugiere «aller».');
    // Issue 25: Portuguese has suggestions too (rules and a table of irregular verbs).
    await dialog.getByLabel(t('karten.konjugSprache')).selectOption(t('karten.sprache.pt'));
    await dialog.getByLabel(t('karten.konjugZeitform')).selectOption('Pretérito perfeito');
    await dialog.getByLabel(t('karten.konjugVerb')).fill('fazer');
    await dialog.getByRole('button', { name: t('karten.formenVorschlagen') }).click();
    await expect(dialog.getByLabel(t('karten.konjugIch'), { exact: true })).toHaveValue('fiz');
    await expect(dialog.getByLabel(t('karten.konjugSie'), { exact: true })).toHaveValue('fizeram');
    await dialog.getByLabel(t('karten.konjugSprache')).selectOption(t('karten.sprache.fr'));
    await dialog.getByLabel(t('karten.konjugZeitform')).selectOption('Présent');
    await dialog.getByLabel(t('karten.konjugVerb')).fill('aller');
    // Beyond the spec: the forms come from the open conjugation data on the server.
    await dialog.getByRole('button', { name: t('karten.formenVorschlagen') }).click();
    const formen = ['vais', 'vas', 'va', 'allons', 'allez', 'vont'];
    await expect(dialog.getByLabel(t('karten.konjugSie'), { exact: true })).toHaveValue('vont');
    await expect(dialog.getByLabel(t('karten.konjugIch'), { exact: true })).toHaveValue('vais');
    await vorschauZeigt(page, ['aller · Présent', formen.join(', ')]);
    await speichernUndSchliessen(page);
  });

  await test.step('6 vocabulary audio', async () => {
    const dialog = await neueKarte(page, 6);
    await dialog.getByLabel(t('karten.audioUrl')).fill('/audio/house.mp3');
    await dialog.getByLabel(t('karten.vokabel'), { exact: true }).fill('house');
    await vorschauZeigt(page, ['house']);
    await speichernUndSchliessen(page);
  });

  await test.step('7 labelled image: a marker dragged with the mouse and moved with the keyboard', async () => {
    const dialog = await neueKarte(page, 7);
    await dialog.getByLabel(t('karten.frage'), { exact: true }).fill('Beschrifte die Blume.');
    await dialog.getByLabel(t('karten.bildUrlBeschriftung')).fill(BILD);
    await dialog
      .getByRole('textbox', { name: t('karten.beschriftungN', { nr: '1' }), exact: true })
      .fill('Blüte');
    await dialog
      .getByRole('textbox', { name: t('karten.beschriftungN', { nr: '2' }), exact: true })
      .fill('Stiel');
    const bild = dialog.getByTestId('beschriftetes-bild');
    const marker = dialog.getByTestId('marker-2');
    await expect(marker).toBeVisible();
    const box = await rahmen(bild);
    const start = await rahmen(marker);
    await page.mouse.move(start.x + 31, start.y + 31);
    await page.mouse.down();
    await page.mouse.move(box.x + 331, box.y + 281, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await rahmen(marker)).y - box.y).toBeGreaterThan(200);
    await marker.focus();
    await marker.press('ArrowLeft');
    await dialog.getByRole('button', { name: /Pfeilrichtung von Beschriftung 2/ }).click();
    await vorschauZeigt(page, ['Beschrifte die Blume.', '1: Blüte, 2: Stiel']);
    await speichernUndSchliessen(page);
  });

  await test.step('all seven cards are in the list; the saved labelled image shows in its preview', async () => {
    const tabelle = page.getByTestId('karten-table');
    await expect(tabelle.getByRole('row')).toHaveCount(8);
    await tabelle
      .getByRole('button', { name: t('karten.vorschauLabel', { frage: 'Beschrifte die Blume.' }) })
      .click();
    const vorschau = page.getByRole('dialog', { name: t('karten.einzelkarteVorschau') });
    await expect(vorschau.getByTestId('marker-2')).toContainText('2');
    await vorschau
      .getByRole('button', { name: t('allgemein.schliessen') })
      .last()
      .click();
  });

  await test.step('two marked cards are copied into the other stack', async () => {
    await page.getByRole('button', { name: t('karten.markieren'), exact: true }).click();
    await page
      .getByRole('checkbox', { name: t('karten.markierenLabel', { frage: 'Hauptstadt der Schweiz?' }) })
      .check();
    await page
      .getByRole('checkbox', { name: t('karten.markierenLabel', { frage: 'Die Erde ist rund.' }) })
      .check();
    await page.getByRole('button', { name: t('karten.kopierenDialog') }).click();
    const dialog = page.getByRole('dialog', { name: t('karten.kopierenTitel') });
    await expect(dialog.getByRole('button', { name: t('allgemein.ok') })).toBeDisabled();
    await dialog.getByLabel(t('karten.zielstapel')).selectOption(ZIEL);
    await dialog.getByRole('button', { name: t('allgemein.ok') }).click();
    await expect(page.getByRole('status')).toHaveText(t('karten.kopiert', { anzahl: '2', titel: ZIEL }));

    await passtAufsHandy(page, 'Kartenliste');
    // The card list has no side menu: 'Schliessen' leads back to 'Meine Flashcards'.
    await page.getByRole('link', { name: t('allgemein.schliessen'), exact: true }).click();
    await passtAufsHandy(page, 'Meine Flashcards');
    const eigene = page.getByRole('region', { name: t('eingaenge.eigeneStapel') });
    await stapelZeile(eigene, ZIEL).getByRole('link', { name: ZIEL }).click();
    const tabelle = page.getByTestId('karten-table');
    await expect(tabelle).toContainText('Hauptstadt der Schweiz?');
    await expect(tabelle).toContainText('Die Erde ist rund.');
    await expect(tabelle.getByRole('row')).toHaveCount(3);
  });
});
