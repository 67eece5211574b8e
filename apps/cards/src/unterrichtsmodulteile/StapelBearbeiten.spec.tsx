import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderPage, SESSION } from '@lernstapel/testing';
import { FORBIDDEN, GESPERRT, karte, NOT_FOUND, stapelDetail } from '../testing/fixtures';
import { StapelBearbeiten } from './StapelBearbeiten';

const KARTEN = [
  karte(11, 'the dog', 'der Hund'),
  karte(12, '<b>the cat</b>', 'die Katze', { autor: 'Max Muster' }),
];

function open(url: string) {
  return renderPage(<StapelBearbeiten />, { path: '/editunterrichtsmodul/*', url });
}

describe('card list of one stack (cards remote, 02 §2)', () => {
  it('shows title, author and the cards as plain text, asking for the stack and its cards', async () => {
    const requested = fakeApi({
      '/session': SESSION,
      '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail() },
      '/unterrichtsmodulteile/5': { status: 200, body: KARTEN },
    });
    open('/editunterrichtsmodul/5/user');
    expect(await screen.findByRole('heading', { name: 'Englisch Unit 3' })).toBeTruthy();
    const table = screen.getByTestId('karten-table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      'Frage',
      'Antwort',
      'Korrekturhinweis',
      'korrigieren',
      'Vorschau',
      'Bearbeiten',
      'Löschen',
      'Autor/in',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['the dog', 'der Hund', '', '', 'Vorschau', 'Bearbeiten', 'Löschen', 'Lea Lehrerin'],
      ['<b>the cat</b>', 'die Katze', '', '', 'Vorschau', 'Bearbeiten', 'Löschen', 'Max Muster'],
    ]);
    expect(table.querySelector('b')).toBeNull();
    expect(screen.getByTestId('stapel-info').textContent).toBe('Autor/in: Lea Lehrerin · 2 Karten');
    expect([...requested].sort()).toEqual([
      '/benutzereinstellungen',
      '/session',
      '/stapelablage/2',
      '/unterrichtsmodule/byid/5',
      '/unterrichtsmodulteile/5',
    ]);
  });

  it.each([
    ['/editunterrichtsmodul/5/user', '/previewunterrichtsmodul/5/edit', '/user/flashcards'],
    ['/editunterrichtsmodul/5', '/previewunterrichtsmodul/5/edit', '/user/flashcards'],
    ['/editunterrichtsmodul/5/briefkasten', '/previewunterrichtsmodul/5/briefkasten', '/user/briefkasten'],
    ['/editunterrichtsmodul/5/korrigieren', '/previewunterrichtsmodul/5/edit', '/user/korrigieren'],
  ])("%s: 'Vorschau' → %s, 'Schliessen' → %s", async (url, vorschau, schliessen) => {
    fakeApi({
      '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail() },
      '/unterrichtsmodulteile/5': { status: 200, body: KARTEN },
    });
    const { router } = open(url);
    const link = await screen.findByRole('link', { name: 'Vorschau' });
    expect(link.getAttribute('href')).toBe(vorschau);
    expect(screen.getByRole('link', { name: 'Schliessen' }).getAttribute('href')).toBe(schliessen);
    fireEvent.click(screen.getByRole('link', { name: 'Schliessen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(schliessen));
  });

  it('hides the author column for a global stack', async () => {
    fakeApi({
      '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail({ ist_eigentuemer: false }) },
      '/unterrichtsmodulteile/5': { status: 200, body: KARTEN },
    });
    open('/editunterrichtsmodul/5/globalemodule');
    const table = await screen.findByTestId('karten-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Frage', 'Antwort', 'Vorschau']);
    // 02 §6: the library is read-only and has no add button.
    expect(screen.queryByRole('button', { name: 'Karteikarte +' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /bearbeiten/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Schliessen' }).getAttribute('href')).toBe('/globalemodule');
  });

  it('shows the empty state for a stack without cards', async () => {
    fakeApi({
      '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail() },
      '/unterrichtsmodulteile/5': { status: 200, body: [] },
    });
    open('/editunterrichtsmodul/5/user');
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Dieser Stapel enthält noch keine Karten.',
    );
  });

  it("shows the not-found state with 'Schliessen' when the stack does not exist", async () => {
    fakeApi({ '/unterrichtsmodule/byid/5': NOT_FOUND, '/unterrichtsmodulteile/5': NOT_FOUND });
    open('/editunterrichtsmodul/5/monitoring');
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Das gesuchte Element wurde nicht gefunden.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Vorschau' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Schliessen' }).getAttribute('href')).toBe('/user/monitoring');
  });

  it("shows the API's message for a stack the user may not read", async () => {
    fakeApi({ '/unterrichtsmodule/byid/5': FORBIDDEN, '/unterrichtsmodulteile/5': FORBIDDEN });
    open('/editunterrichtsmodul/5/user');
    expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
    expect(screen.queryByTestId('karten-table')).toBeNull();
  });

  it('says why the cards of a stack in the running exam are locked, with no action but closing (issue 22 §1)', async () => {
    fakeApi({
      '/unterrichtsmodule/byid/5': { status: 200, body: stapelDetail({ ist_eigentuemer: false }) },
      '/unterrichtsmodulteile/5': GESPERRT,
    });
    open('/editunterrichtsmodul/5/briefkasten');
    const sperre = await screen.findByTestId('stapel-gesperrt');
    expect(sperre.textContent).toContain('Stapel gesperrt');
    expect(sperre.textContent).toContain('Dieser Stapel ist gesperrt, solange deine Prüfung läuft.');
    expect(screen.getByRole('heading', { name: 'Englisch Unit 3' })).toBeTruthy();
    expect(screen.queryByTestId('karten-table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    for (const name of ['Vorschau', 'Druckansicht', 'In eigene Stapel kopieren']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Schliessen' })).toBeTruthy();
  });

  it.each(['/editunterrichtsmodul', '/editunterrichtsmodul/abc', '/editunterrichtsmodul/5/user/mehr'])(
    '%s goes to /user',
    async (url) => {
      fakeApi({});
      const { router } = open(url);
      await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    },
  );
});
