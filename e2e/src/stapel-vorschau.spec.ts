import type { Page, Request } from '@playwright/test';
import { t } from '@lernstapel/texts';
import { logInAs } from './support/login';
import {
  artVon,
  faecherIn,
  gespeichert,
  KARTEN_JEDER_ART,
  pruefeKarte,
  stapelMitKarten,
} from './support/quiz';
import { expect, GROESSEN, test } from './support/reflow';
import {
  briefkastenOeffnen,
  meineFlashcards,
  quizStarten,
  stapelEintrag,
  stempel,
  teileMit,
} from './support/wege';

// mia (pupil3) previews and learns her own stacks, seeded in the embedded database. Issue 23: she logs
// in at /login and reaches every page by clicking, on a desktop and on a phone.
test.use({ storageState: { cookies: [], origins: [] } });

/** What the quiz would send: a box change, a logged answer, a result or a reset (02 §7). */
function zaehltOderSpeichert(request: Request): boolean {
  return /\/api\/(unterrichtsmodulteile\/quiz\/(fach|zuruecksetzen)|stapelergebnisse)/.test(request.url());
}

function mitschreiben(page: Page): Request[] {
  const gesendet: Request[] = [];
  page.on('request', (request) => {
    if (zaehltOderSpeichert(request)) gesendet.push(request);
  });
  return gesendet;
}

const VIDEO_KARTE = {
  frage: 'Was zeigt das Video?',
  antwort1: 'Die Photosynthese',
  ist_youtube_video: 1,
  youtube_video_id: 'dQw4w9WgXcQ',
  youtube_video_startzeit: 12,
};

/** The video platform answers locally (the machines have no internet); each request is counted. */
async function videoPlattform(page: Page): Promise<string[]> {
  const aufrufe: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    aufrufe.push(route.request().url());
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="de"><head><title>Video</title></head><body><p>Video</p></body></html>',
    });
  });
  return aufrufe;
}

for (const { name, viewport } of GROESSEN) {
  test.describe(`the stack preview checks answers and saves nothing (issue 11, 02 §2, §4) · ${name}`, () => {
    if (viewport) test.use({ viewport });
    // Issue 23: each story now logs in and clicks its way to the preview (with axe on every screen).
    test.slow();

    test('every checked card type is answered and checked; the confirmation closes the preview; nothing is sent', async ({
      page,
    }) => {
      const { muendlich: _muendlich, ...gepruefte } = KARTEN_JEDER_ART;
      const karten = Object.values(gepruefte);
      const titel = `Vorschau: jede Art ${stempel()}`;
      const stapelId = stapelMitKarten('mia', titel, karten);
      const gesendet = mitschreiben(page);
      // From the list: the stack's cards, then their preview (02 §2 /previewunterrichtsmodul/{id}/edit).
      await logInAs(page, 'pupil3');
      const eigene = await meineFlashcards(page);
      await stapelEintrag(eigene, titel).getByRole('link', { name: titel, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/editunterrichtsmodul/${stapelId}/user$`));
      await page.getByRole('link', { name: t('allgemein.vorschau') }).click();
      await expect(page).toHaveURL(new RegExp(`/previewunterrichtsmodul/${stapelId}/edit$`));
      const karte = page.getByTestId('vorschau-karte');
      await expect(karte).toBeVisible();

      // Right and wrong in turn; the viewer moves on with 'Weiter' (no confirmation yet).
      for (let nr = 1; nr <= karten.length; nr++) {
        await expect(page.getByTestId('vorschau-zaehler')).toHaveText(
          t('quiz.frageVonGesamt', { nr, gesamt: karten.length }),
        );
        // 'Zeige Antwort' stays hidden and the face does not turn until the card is answered.
        await expect(page.getByRole('button', { name: t('quiz.zeigeAntwort') })).toBeHidden();
        await expect(karte).toHaveAttribute('aria-disabled', 'true');
        await pruefeKarte(page, artVon((await karte.textContent()) ?? ''), nr % 2 === 1);
        await page.getByRole('button', { name: t('quiz.zeigeAntwort') }).click();
        await expect(karte).toHaveAttribute('data-seite', 'antwort');
        await page.getByRole('button', { name: t('allgemein.weiter') }).click();
      }
      // 02 §4: in the viewer, next from the end goes to card 0.
      await expect(page.getByTestId('vorschau-zaehler')).toHaveText(
        t('quiz.frageVonGesamt', { nr: 1, gesamt: karten.length }),
      );

      // The confirmation after the check closes the preview (02 §4): back to the flashcards.
      await pruefeKarte(page, artVon((await karte.textContent()) ?? ''), true);
      const bestaetigen = page.getByRole('button', { name: t('quiz.vorschauSchliessen') });
      await expect(bestaetigen).toBeFocused();
      await bestaetigen.click();
      await expect(page).toHaveURL(/\/user\/flashcards$/);

      // Nothing was counted or saved: no request, no answer logged, no result, every card still in box 1.
      expect(gesendet.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
      expect(gespeichert(stapelId)).toEqual({ ergebnisse: 0, antworten: 0 });
      expect(new Set(Object.values(faecherIn(stapelId)))).toEqual(new Set([1]));
    });

    test('in the mailbox preview the confirmation leads back to the card list of the mailbox', async ({
      page,
    }) => {
      const titel = `Vorschau: Briefkasten ${stempel()}`;
      const stapelId = stapelMitKarten('tweber', titel, [KARTEN_JEDER_ART.wahrfalsch]);
      teileMit(stapelId, 'mia');
      const gesendet = mitschreiben(page);
      // Thomas Weber shared it with mia: she opens it from her mailbox, then its preview.
      await logInAs(page, 'pupil3');
      await meineFlashcards(page);
      const briefkasten = await briefkastenOeffnen(page);
      await briefkasten.getByRole('link', { name: titel, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/editunterrichtsmodul/${stapelId}/briefkasten$`));
      await page.getByRole('link', { name: t('allgemein.vorschau') }).click();
      await expect(page).toHaveURL(new RegExp(`/previewunterrichtsmodul/${stapelId}/briefkasten$`));
      await pruefeKarte(page, 'wahrfalsch', false);
      await page.getByRole('button', { name: t('quiz.vorschauSchliessen') }).click();
      await expect(page).toHaveURL(new RegExp(`/editunterrichtsmodul/${stapelId}/briefkasten$`));
      expect(gesendet).toEqual([]);
    });
  });
}

test.describe("a card's video (issue 11)", () => {
  // Tall enough for card, player and buttons at once: headless Chromium hit-tests a cross-origin
  // player frame at its place before a scroll, so a click right after scrolling could land in it.
  test.use({ viewport: { width: 1280, height: 1200 } });

  test('shows in the quiz and the preview, loaded only after a click', async ({ page }) => {
    const titel = `Quiz: Video ${stempel()}`;
    const stapelId = stapelMitKarten('mia', titel, [VIDEO_KARTE]);
    const aufrufe = await videoPlattform(page);

    await logInAs(page, 'pupil3');
    await quizStarten(page, titel);
    const video = page.getByTestId('karten-video');
    await expect(video.getByText(t('datenschutz.videoPlatzhalter'))).toBeVisible();
    expect(aufrufe).toEqual([]);
    await video.getByRole('button', { name: t('datenschutz.videoLaden') }).click();
    const player = video.getByTitle(t('datenschutz.videoTitel'));
    await expect(player).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?.*start=12/);
    await expect.poll(() => aufrufe.length).toBeGreaterThan(0);
    await expect(player.contentFrame().getByText('Video')).toBeVisible();

    // The card is learned as any plain card, the video stays beside the turning face.
    await page.getByTestId('quiz-karte').click();
    await expect(video).toBeVisible();
    await page.getByRole('button', { name: t('quiz.ichWussteEs') }).click();
    await expect(page.getByTestId('quiz-ergebnis')).toBeVisible();

    // The preview shows it the same way: back to the list, then 'Vorschau'.
    await page.getByRole('link', { name: t('allgemein.schliessen') }).click();
    await stapelEintrag(await meineFlashcards(page), titel)
      .getByRole('link', { name: t('allgemein.vorschau') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/previewunterrichtsmodul/${stapelId}$`));
    await expect(page.getByTestId('karten-video').getByTestId('video-platzhalter')).toBeVisible();
  });
});
