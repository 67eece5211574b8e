import { t } from '@lernstapel/texts';
import { storageStateFor } from './support/demo-logins';
import { neueKarteInNeuemStapel } from './support/stapel';
import { expect, test } from './support/test';

// Issue 10 (02 §2, §9): a teacher takes the question's photo with the camera (Chromium's fake camera,
// project 'kamera' in playwright.config.ts); it goes through the same upload: a JPEG of at most
// 1,400 px under a random name.
const STAPEL = `Kamera ${Date.now() % 1_000_000}`;

test.use({ storageState: storageStateFor('teacherAdmin') });

test("'Foto aufnehmen', 'Neues Foto aufnehmen', 'Foto verwenden': the photo becomes the card's image", async ({
  page,
}) => {
  const editor = await neueKarteInNeuemStapel(page, STAPEL);
  await editor.getByLabel(t('karten.frage'), { exact: true }).fill('Was zeigt das Foto?');
  await editor.getByLabel(t('karten.antwort'), { exact: true }).fill('Ein Testbild');

  await editor
    .getByRole('button', { name: t('uploads.fotoAufnehmen') })
    .first()
    .click();
  const kamera = page.getByRole('dialog', { name: t('uploads.kameraTitel') });
  const aufnehmen = kamera.getByRole('button', { name: t('uploads.fotoAufnehmen') });
  await expect(aufnehmen).toBeEnabled();
  await aufnehmen.click();
  await kamera.getByRole('button', { name: t('uploads.neuesFotoAufnehmen') }).click();
  await aufnehmen.click();
  await kamera.getByRole('button', { name: t('uploads.fotoVerwenden') }).click();
  await expect(kamera).toBeHidden();

  const url = editor.getByLabel(t('karten.bildUrlFrage'));
  await expect(url).toHaveValue(/^\/api\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
  const bild = await page.request.get(await url.inputValue());
  expect(bild.headers()['content-type']).toBe('image/jpeg');
  const bytes = await bild.body();
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

  await editor.getByRole('button', { name: t('karten.speichernUndSchliessen') }).click();
  await expect(page.getByTestId('karten-table')).toContainText('Was zeigt das Foto?');
});
