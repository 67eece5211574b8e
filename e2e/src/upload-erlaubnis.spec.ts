import { t } from '@lernstapel/texts';
import { storageStateFor } from './support/demo-logins';
import { neueKarteInNeuemStapel } from './support/stapel';
import { expect, test } from './support/test';

// Issue 10 (01 §4, 02 §6): a pupil without a running upload permission is told so and nothing is sent;
// the image URL field stays usable.
const STAPEL = `Eigene Bilder ${Date.now() % 1_000_000}`;

test.use({ storageState: storageStateFor('pupil1') });

test('a pupil without upload permission sees the refusal, and can still paste an image URL', async ({
  page,
}) => {
  const editor = await neueKarteInNeuemStapel(page, STAPEL);

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
