import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { unzipSync } from 'fflate';
import { expect, test } from './support/test';
import { t } from '@lernstapel/texts';
import { logInAs } from './support/login';
import { kartenImportieren, stapelAktion, stapelAnlegen, stapelZeile } from './support/stapel';
import { meineFlashcards } from './support/wege';

// Issue 25 §2: a stack goes out as an Anki package and comes back in through the stack's menu.
const STAMP = Date.now() % 1_000_000;
const QUELLE = `Anki-Quelle ${STAMP}`;
const ZIEL = `Anki-Ziel ${STAMP}`;

test('a teacher exports a stack as an Anki package and imports it into another stack', async ({ page }) => {
  test.slow();
  await logInAs(page, 'teacher');
  const eigene = await meineFlashcards(page);
  await stapelAnlegen(page, { titel: QUELLE, kategorie: 'Englisch' });
  await kartenImportieren(page, QUELLE, 'Haus;house\nl’école;die Schule\n');

  let paket: Buffer = Buffer.alloc(0);
  await test.step('"Als Anki-Paket exportieren" downloads an .apkg with the collection and a media map', async () => {
    await page.getByRole('button', { name: t('stapel.aktionen', { titel: QUELLE }) }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: t('anki.exportieren') }).click();
    const datei = await download;
    expect(datei.suggestedFilename()).toBe(`${QUELLE}.apkg`);
    paket = readFileSync(await datei.path());
    const dateien = unzipSync(paket);
    expect(Object.keys(dateien).sort()).toEqual(['collection.anki2', 'media']);
    const sammlung = dateien['collection.anki2'];
    if (!sammlung) throw new Error('the package has no collection.anki2');
    const db = new Database(Buffer.from(sammlung), { readonly: true });
    const notizen = db.prepare<[], { flds: string }>('select flds from notes order by id').all();
    db.close();
    expect(notizen.map((n) => n.flds.split('\x1f'))).toEqual([
      ['Haus', 'house'],
      ['l’école', 'die Schule'],
    ]);
  });

  await test.step('"Anki-Paket importieren" takes the package into a new stack', async () => {
    await stapelAnlegen(page, { titel: ZIEL, kategorie: 'Englisch' });
    const dialog = await stapelAktion(page, ZIEL, t('anki.importieren'));
    await expect(dialog).toContainText(t('anki.hinweis'));
    await dialog.getByLabel(t('anki.dateiWaehlen')).setInputFiles({
      name: 'karten.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('kein Paket'),
    });
    await expect(dialog).toContainText(t('anki.dateiTyp'));
    await dialog.getByLabel(t('anki.dateiWaehlen')).setInputFiles({
      name: `${QUELLE}.apkg`,
      mimeType: 'application/octet-stream',
      buffer: paket,
    });
    await dialog.getByRole('button', { name: t('anki.importieren') }).click();
    await expect(page.getByRole('status')).toHaveText(t('anki.eingelesen', { anzahl: 2 }));
    await expect(stapelZeile(eigene, ZIEL).getByRole('cell').nth(3)).toHaveText('2');
    await stapelZeile(eigene, ZIEL).getByRole('link', { name: ZIEL, exact: true }).click();
    const karten = page.getByTestId('karten-table');
    await expect(karten).toContainText('Haus');
    await expect(karten).toContainText('die Schule');
  });
});
