import { t } from '@lernstapel/texts';
import { storageStateFor } from './support/demo-logins';
import { stapelAnlegen, stapelZeile } from './support/stapel';
import { expect, test } from './support/test';

// Issue 10 (01 §4, 02 §6): a pupil without a running upload permission is told so and nothing is sent;
// the image URL field stays usable.
const STAPEL = `Eigene Bilder ${Date.now() % 1_000_000}`;

test.use({ storageState: storageStateFor('pupil1') });

test('a pupil without upload permission sees the refusal, and can still paste an image URL', async ({
  page,
}) => {
  await page.goto('/user/flashcards');
  await stapelAnlegen(page, { titel: STAPEL, kategorie: 'Englisch' });
  const eigene = page.getByRole('region', { name: t('eingaenge.eigeneStapel') });
  await stapelZeile(eigene, STAPEL).getByRole('link', { name: STAPEL }).click();
  await page.getByRole('button', { name: t('karten.karteikartePlus') }).click();
  const editor = page.getByTestId('karte-editor');

  const uploads: string[] = [];
  page.on('request', (anfrage) => {
    if (anfrage.method() === 'POST' && anfrage.url().endsWith('/api/uploads')) uploads.push(anfrage.url());
  });
  await editor
    .getByRole('button', { name: t('uploads.bildHochladen') })
    .first()
    .click();
  await expect(editor.getByRole('alert')).toContainText(t('uploads.keineErlaubnis'));
  expect(uploads).toEqual([]);

  await editor.getByLabel(t('karten.bildUrlFrage')).fill('https://bilder.example/baum.png');
  await expect(editor.getByLabel(t('karten.bildUrlFrage'))).toHaveValue('https://bilder.example/baum.png');
});
