import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StapelListItem } from '@lernstapel/contracts';
import { fakeApi, renderPage, SESSION } from '@lernstapel/testing';
import { MeineFlashcards } from './MeineFlashcards';

function stapel(id: number, bezeichnung: string, datum: string): StapelListItem {
  return {
    id,
    bezeichnung,
    kategorie: 'Englisch',
    thema: 'Sprachen',
    anzahl_modulteile: id * 3,
    datum,
    datum_zuletztgeaendert: null,
    ist_veroeffentlicht: false,
    wird_gemeinsam_bearbeitet: false,
    benutzer_ordner_id: null,
  };
}

describe("'Meine Flashcards' (cards remote)", () => {
  it("shows the empty state when the user has no stacks, asking for the session user's own list", async () => {
    const requested = fakeApi({
      '/session': SESSION,
      '/unterrichtsmodule/2': { status: 200, body: { unterrichtsmodule: [] } },
    });
    renderPage(<MeineFlashcards />);
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Du hast noch keine Stapel. Lege mit «Stapel +» deinen ersten Stapel an.',
    );
    expect(requested).toEqual(['/session', '/unterrichtsmodule/2']);
    expect(screen.getByRole('heading', { name: 'Meine Flashcards' })).toBeTruthy();
    expect(screen.getByTestId('build-id-cards').textContent).toMatch(/^Build /);
  });

  it('lists the stacks sorted by Titel with German dates', async () => {
    fakeApi({
      '/session': SESSION,
      '/unterrichtsmodule/2': {
        status: 200,
        body: {
          unterrichtsmodule: [
            stapel(1, 'Zebra', '2026-03-04'),
            stapel(2, 'äpfel', '2025-12-24'),
            stapel(3, 'Birnen', '2026-01-05'),
          ],
        },
      },
    });
    renderPage(<MeineFlashcards />);
    const table = await screen.findByTestId('stapel-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'äpfel',
      'Birnen',
      'Zebra',
    ]);
    expect(within(rows[0]).getAllByRole('cell')[4].textContent).toBe('24.12.2025');
    expect(within(rows[0]).getAllByRole('cell')[3].textContent).toBe('6');
    expect(within(rows[0]).getByRole('link', { name: 'äpfel' }).getAttribute('href')).toBe(
      '/editunterrichtsmodul/2/user',
    );
    expect(within(rows[0]).getByRole('link', { name: 'Vorschau' }).getAttribute('href')).toBe(
      '/previewunterrichtsmodul/2',
    );
  });

  it('opens the global library', async () => {
    fakeApi({
      '/session': SESSION,
      '/unterrichtsmodule/2': { status: 200, body: { unterrichtsmodule: [] } },
    });
    const { router } = renderPage(<MeineFlashcards />, { path: '/user/flashcards', url: '/user/flashcards' });
    fireEvent.click(await screen.findByRole('link', { name: 'Globale Stapel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/globalemodule'));
  });

  it("shows the API's message and loads again on 'Erneut versuchen'", async () => {
    fakeApi({
      '/session': SESSION,
      '/unterrichtsmodule/2': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'fehler.keineBerechtigung',
          message: 'Dafür fehlt dir die Berechtigung.',
        },
      },
    });
    renderPage(<MeineFlashcards />);
    expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
    fakeApi({
      '/session': SESSION,
      '/unterrichtsmodule/2': { status: 200, body: { unterrichtsmodule: [] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
  });

  it('loads the own stacks again every 30 s while the page is open (01 §4 background refresh)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      fakeApi({
        '/session': SESSION,
        '/unterrichtsmodule/2': { status: 200, body: { unterrichtsmodule: [] } },
      });
      renderPage(<MeineFlashcards />);
      await screen.findByTestId('empty-state');
      const requested = fakeApi({
        '/session': SESSION,
        '/unterrichtsmodule/2': {
          status: 200,
          body: { unterrichtsmodule: [stapel(1, 'Neu vom Team', '2026-03-04')] },
        },
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(29_000);
      });
      expect(requested).not.toContain('/unterrichtsmodule/2');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      expect(requested).toContain('/unterrichtsmodule/2');
      expect(await screen.findByRole('link', { name: 'Neu vom Team' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});
