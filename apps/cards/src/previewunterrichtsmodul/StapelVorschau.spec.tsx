import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fakeApiCalls, renderPage } from '@lernstapel/testing';
import { GESPERRT, karte, NOT_FOUND, stapelDetail } from '../testing/fixtures';
import { StapelVorschau } from './StapelVorschau';
import { vorschauBearbeitenLink, vorschauSchliessenLink } from './vorschau-links';

const KARTEN = [
  karte(11, 'the dog', 'der Hund'),
  karte(12, '<img src=x onerror="alert(1)">', 'die Katze'),
  karte(13, 'Die Erde ist rund.', '', { wahroderfalsch: 1 }),
];

function serve(detail = stapelDetail(), karten = KARTEN) {
  fakeApi({
    '/unterrichtsmodule/byid/5': { status: 200, body: detail },
    '/unterrichtsmodulteile/5': { status: 200, body: karten },
  });
}

function open(url: string) {
  return renderPage(<StapelVorschau />, { path: '/previewunterrichtsmodul/*', url });
}

const karteText = () => screen.getByTestId('vorschau-karte').textContent;
const zaehler = () => screen.getByTestId('vorschau-zaehler').textContent;

describe('stack preview (cards remote, 02 §2)', () => {
  it("shows 'Am Laden...', then the first question; a click turns the card, 'Weiter'/'Zurück' move", async () => {
    serve();
    open('/previewunterrichtsmodul/5');
    expect(screen.getByRole('status').textContent).toContain('Am Laden...');

    expect(await screen.findByRole('heading', { name: 'Englisch Unit 3' })).toBeTruthy();
    expect(zaehler()).toBe('Frage 1 / 3');
    expect(karteText()).toBe('Fragethe dogTippe auf die Karte, um die Antwort zu sehen.');

    fireEvent.click(screen.getByTestId('vorschau-karte'));
    expect(karteText()).toBe('Antwortder Hund');
    fireEvent.click(screen.getByTestId('vorschau-karte'));
    expect(karteText()).toContain('Fragethe dog');

    expect(screen.getByRole('button', { name: 'Zurück' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('vorschau-karte'));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(zaehler()).toBe('Frage 2 / 3');
    expect(screen.getByTestId('vorschau-karte').getAttribute('data-seite')).toBe('frage');

    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(zaehler()).toBe('Frage 3 / 3');
    // A true/false card is answered first (02 §4): the face turns only after the check.
    fireEvent.click(screen.getByTestId('vorschau-karte'));
    expect(karteText()).toBe('FrageDie Erde ist rund.');
    fireEvent.click(screen.getByRole('button', { name: 'wahr' }));
    expect(screen.getByTestId('quiz-meldung').textContent).toBe('Richtig!');
    fireEvent.click(screen.getByRole('button', { name: 'Zeige Antwort' }));
    expect(karteText()).toBe('Antwortwahr');

    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(zaehler()).toBe('Frage 2 / 3');

    // 02 §4: next from the last card goes back to card 0.
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(zaehler()).toBe('Frage 1 / 3');
  });

  it.each([
    ['/previewunterrichtsmodul/5/edit', '/user/flashcards'],
    ['/previewunterrichtsmodul/5/briefkasten', '/editunterrichtsmodul/5/briefkasten'],
  ])(
    '%s: checked cards are answered as in the quiz; the confirmation closes the preview (→ %s), nothing is sent',
    async (url, close) => {
      const calls = fakeApiCalls({
        '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail() },
        '/unterrichtsmodulteile/5': {
          status: 200,
          body: [
            karte(21, 'the cat', 'die Katze', { mussfrageschriftlichbeantworten: true }),
            karte(22, 'Hauptstadt der Schweiz?', 'Zürich', {
              multiplechoice: true,
              anzahl_antworten: 3,
              antwort2: 'Bern',
              antwort3: 'Genf',
              antwort2_richtig: true,
            }),
          ],
        },
        'POST /benutzereinstellungen': { status: 200, body: [] },
      });
      const { router } = open(url);
      await screen.findByTestId('vorschau-karte');
      expect(screen.queryByRole('button', { name: 'Zeige Antwort' })).toBeNull();
      const feld = screen.getByLabelText(/Deine Antwort/);
      expect(screen.getByRole('button', { name: 'Prüfen' })).toHaveProperty('disabled', true);
      fireEvent.change(feld, { target: { value: 'die katze' } });
      fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
      expect(screen.getByTestId('quiz-meldung').textContent).toBe(
        'Falsch!Die richtige Antwort lautet: die Katze',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Zeige Antwort' }));
      expect(karteText()).toBe('Antwortdie Katze');

      // The viewer still moves on; the next card is checked as well (one correct answer: a click decides).
      fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
      expect(screen.getByTestId('quiz-meldung').textContent).toBe('');
      fireEvent.click(screen.getByRole('button', { name: 'Bern' }));
      expect(screen.getByTestId('quiz-meldung').textContent).toBe('Richtig!');
      const bestaetigen = screen.getByRole('button', { name: 'Vorschau schliessen' });
      await waitFor(() => expect(document.activeElement).toBe(bestaetigen));
      fireEvent.click(bestaetigen);
      await waitFor(() => expect(router.state.location.pathname).toBe(close));
      // 02 §4: the preview counts and saves nothing — no box, answer or result goes out.
      expect(
        calls.filter(
          (call) => /quiz|stapelergebnisse|zuruecksetzen/.test(call.path) || call.method !== 'GET',
        ),
      ).toEqual(calls.filter((call) => call.path === '/benutzereinstellungen' && call.method === 'POST'));
    },
  );

  it("shows a card's video after the face, loaded only on a click, with a German name", async () => {
    serve(stapelDetail(), [
      karte(31, 'Schau das Video', 'Photosynthese', {
        ist_youtube_video: true,
        youtube_video_id: 'dQw4w9WgXcQ',
        youtube_video_startzeit: 30,
      }),
    ]);
    open('/previewunterrichtsmodul/5');
    const video = await screen.findByTestId('karten-video');
    expect(video.querySelector('iframe')).toBeNull();
    expect(screen.getByTestId('vorschau-karte').contains(video)).toBe(false);
    fireEvent.click(within(video).getByRole('button', { name: 'Video laden' }));
    const player = within(video).getByTitle('Video');
    expect(player.getAttribute('src')).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player.getAttribute('src')).toContain('start=30');
  });

  it('the owner resets the whole stack after a confirmation (02 §2, §4 Stack reset); others have no button', async () => {
    const calls = fakeApiCalls({
      '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail() },
      '/unterrichtsmodulteile/5': { status: 200, body: KARTEN },
      'POST /unterrichtsmodulteile/quiz/zuruecksetzen': {
        status: 200,
        body: { fach1: 3, fach2: 0, fach3: 0 },
      },
      'POST /benutzereinstellungen': { status: 200, body: [] },
    });
    open('/previewunterrichtsmodul/5/edit');
    await screen.findByTestId('vorschau-karte');
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(zaehler()).toBe('Frage 2 / 3');

    fireEvent.click(screen.getByRole('button', { name: 'Stapel zurücksetzen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stapel zurücksetzen' });
    expect(calls.some((call) => call.path.endsWith('/zuruecksetzen'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stapel zurücksetzen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reset = calls.filter((call) => call.path.endsWith('/zuruecksetzen'));
    expect(reset.map((call) => [call.method, call.body])).toEqual([['POST', { unterrichtsmodul_id: 5 }]]);
    expect(zaehler()).toBe('Frage 1 / 3');
  });

  it('shows no reset to someone who does not own the stack', async () => {
    serve(stapelDetail({ ist_eigentuemer: false }));
    open('/previewunterrichtsmodul/5/readonly');
    await screen.findByTestId('vorschau-karte');
    expect(screen.queryByRole('button', { name: 'Stapel zurücksetzen' })).toBeNull();
  });

  it('renders a question holding HTML as text, never as markup', async () => {
    serve();
    open('/previewunterrichtsmodul/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Weiter' }));
    expect(karteText()).toContain('<img src=x onerror="alert(1)">');
    expect(screen.getByTestId('vorschau-karte').querySelector('img')).toBeNull();
  });

  it.each([
    ['/previewunterrichtsmodul/5', true, '/user/flashcards', '/editunterrichtsmodul/5/preview'],
    ['/previewunterrichtsmodul/5/edit', true, '/user/flashcards', '/editunterrichtsmodul/5/preview'],
    [
      '/previewunterrichtsmodul/5/briefkasten',
      true,
      '/editunterrichtsmodul/5/briefkasten',
      '/editunterrichtsmodul/5/preview',
    ],
    ['/previewunterrichtsmodul/5/globalemodule', true, '/editunterrichtsmodul/5/globalemodule', null],
    ['/previewunterrichtsmodul/5/edit', false, '/user/flashcards', null],
  ])('%s (owner %s): close → %s, edit → %s', async (url, owner, close, edit) => {
    serve(stapelDetail({ ist_eigentuemer: owner }));
    open(url);
    await screen.findByTestId('vorschau-karte');
    expect(screen.getByRole('link', { name: 'Schliessen' }).getAttribute('href')).toBe(close);
    const editLink = screen.queryByRole('link', { name: 'Stapel bearbeiten' });
    expect(editLink?.getAttribute('href') ?? null).toBe(edit);
  });

  it.each([
    [5, undefined, true, '/user/flashcards', '/editunterrichtsmodul/5/preview'],
    [5, 'readonly', false, '/user/flashcards', null],
    [5, 'globalemodule', true, '/editunterrichtsmodul/5/globalemodule', null],
  ])('links for id %s mode %s owner %s', (id, mode, owner, close, edit) => {
    expect(vorschauSchliessenLink(id, mode)).toBe(close);
    expect(vorschauBearbeitenLink(id, mode, owner)).toBe(edit);
  });

  it('shows the empty state for a stack without cards', async () => {
    serve(stapelDetail(), []);
    open('/previewunterrichtsmodul/5');
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Dieser Stapel enthält noch keine Karten.',
    );
  });

  it('shows the not-found state with a close link', async () => {
    fakeApi({ '/unterrichtsmodule/byid/5': NOT_FOUND, '/unterrichtsmodulteile/5': NOT_FOUND });
    open('/previewunterrichtsmodul/5/briefkasten');
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Das gesuchte Element wurde nicht gefunden.',
    );
    expect(screen.getByRole('link', { name: 'Schliessen' }).getAttribute('href')).toBe(
      '/editunterrichtsmodul/5/briefkasten',
    );
  });

  it('shows the lock instead of the cards while the exam on the stack runs (issue 22 §1)', async () => {
    fakeApi({
      '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail({ ist_eigentuemer: false }) },
      '/unterrichtsmodulteile/5': GESPERRT,
    });
    open('/previewunterrichtsmodul/5/briefkasten');
    expect((await screen.findByTestId('stapel-gesperrt')).textContent).toContain(
      'Dieser Stapel ist gesperrt, solange deine Prüfung läuft.',
    );
    expect(screen.queryByTestId('vorschau-karte')).toBeNull();
    expect(screen.queryByRole('link', { name: 'In eigene Stapel kopieren' })).toBeNull();
  });

  it('goes to /user for an unknown sub-path', async () => {
    fakeApi({});
    const { router } = open('/previewunterrichtsmodul/5/quiz/extra');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });
});
