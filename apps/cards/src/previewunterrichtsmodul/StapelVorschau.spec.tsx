import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderPage } from '@lernstapel/testing';
import { karte, NOT_FOUND, stapelDetail } from '../testing/fixtures';
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
    fireEvent.click(screen.getByTestId('vorschau-karte'));
    expect(karteText()).toBe('Antwortwahr');

    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(zaehler()).toBe('Frage 2 / 3');

    // 02 §4: next from the last card goes back to card 0.
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(zaehler()).toBe('Frage 1 / 3');
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

  it('goes to /user for an unknown sub-path', async () => {
    fakeApi({});
    const { router } = open('/previewunterrichtsmodul/5/quiz/extra');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });
});
