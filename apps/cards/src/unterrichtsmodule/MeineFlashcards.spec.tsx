import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderPage, SESSION, type ApiRoutes } from '@lernstapel/testing';
import { FORBIDDEN, geteilterStapel, stapelListItem, teamStapel } from '../testing/fixtures';
import { MeineFlashcards } from './MeineFlashcards';

const LISTS = [
  '/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2',
  '/unterrichtsmodule/2',
  '/unterrichtsmodule/gemeinsamestapel/2',
];

/** The API of the page with every list empty unless `routes` answers it. */
function api(routes: ApiRoutes = {}): ApiRoutes {
  return {
    '/session': SESSION,
    '/unterrichtsmodule/2': { status: 200, body: { unterrichtsmodule: [] } },
    '/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2': {
      status: 200,
      body: { allegeteilteFuerBenutzer: [] },
    },
    '/unterrichtsmodule/gemeinsamestapel/2': { status: 200, body: { gemeinsameStapel: [] } },
    ...routes,
  };
}

const region = (name: string) => screen.getByRole('region', { name });

describe("'Meine Flashcards' (cards remote)", () => {
  it("shows an empty text per list when nothing is there, asking for the session user's own lists", async () => {
    const requested = fakeApi(api());
    renderPage(<MeineFlashcards />);
    expect((await within(region('Eigene Stapel')).findByTestId('empty-state')).textContent).toBe(
      'Du hast noch keine Stapel. Lege mit «Stapel +» deinen ersten Stapel an.',
    );
    expect((await within(region('Briefkasten')).findByTestId('empty-state')).textContent).toBe(
      'Dein Briefkasten ist leer.',
    );
    expect((await within(region('Team-Stapel')).findByTestId('empty-state')).textContent).toBe(
      'Du bearbeitest keine Stapel anderer im Team.',
    );
    expect([...requested].sort()).toEqual(['/session', ...LISTS].sort());
    expect(screen.getByRole('heading', { name: 'Meine Flashcards', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('build-id-cards').textContent).toMatch(/^Build /);
  });

  it('lists the own stacks sorted by Titel with German dates', async () => {
    fakeApi(
      api({
        '/unterrichtsmodule/2': {
          status: 200,
          body: {
            unterrichtsmodule: [
              stapelListItem(1, 'Zebra', { datum: '2026-03-04' }),
              stapelListItem(2, 'äpfel', { datum: '2025-12-24' }),
              stapelListItem(3, 'Birnen', { datum: '2026-01-05' }),
            ],
          },
        },
      }),
    );
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

  it('marks the own stacks that have cards to correct with their count (01 §2)', async () => {
    fakeApi(
      api({
        '/unterrichtsmodule/2': {
          status: 200,
          body: {
            unterrichtsmodule: [
              stapelListItem(1, 'Französisch', { anzahl_zukorrigierende_modulteile: 3 }),
              stapelListItem(2, 'Latein'),
            ],
          },
        },
      }),
    );
    renderPage(<MeineFlashcards />);
    const rows = within(await screen.findByTestId('stapel-table')).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader')[5].textContent).toBe('Zu korrigieren');
    expect(within(rows[1]).getAllByRole('cell')[5].textContent).toBe('3');
    expect(within(rows[1]).getByLabelText('Karten zu korrigieren: 3')).toBeTruthy();
    expect(within(rows[2]).getAllByRole('cell')[5].textContent).toBe('');
  });

  it('shows the mailbox and the team stacks beside the own stacks', async () => {
    fakeApi(
      api({
        '/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2': {
          status: 200,
          body: { allegeteilteFuerBenutzer: [geteilterStapel(1, 'Englisch: Verben')] },
        },
        '/unterrichtsmodule/gemeinsamestapel/2': {
          status: 200,
          body: { gemeinsameStapel: [teamStapel(9, 'Geschichte: Rom', 'Tom Weber')] },
        },
      }),
    );
    renderPage(<MeineFlashcards />);
    await screen.findByRole('region', { name: 'Briefkasten' });
    expect(await within(region('Briefkasten')).findByRole('link', { name: 'Englisch: Verben' })).toBeTruthy();
    expect(await within(region('Team-Stapel')).findByRole('link', { name: 'Geschichte: Rom' })).toBeTruthy();
    expect(await within(region('Eigene Stapel')).findByTestId('empty-state')).toBeTruthy();
  });

  it('opens the global library', async () => {
    fakeApi(api());
    const { router } = renderPage(<MeineFlashcards />, { path: '/user/flashcards', url: '/user/flashcards' });
    fireEvent.click(await screen.findByRole('link', { name: 'Globale Stapel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/globalemodule'));
  });

  it("shows the API's message and loads again on 'Erneut versuchen'", async () => {
    fakeApi(api({ '/unterrichtsmodule/2': FORBIDDEN }));
    renderPage(<MeineFlashcards />);
    expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
    fakeApi(api());
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(region('Eigene Stapel')).findByTestId('empty-state')).toBeTruthy();
  });

  it('a failing mailbox costs only the mailbox list', async () => {
    fakeApi(
      api({
        '/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2': FORBIDDEN,
        '/unterrichtsmodule/2': {
          status: 200,
          body: { unterrichtsmodule: [stapelListItem(1, 'Latein')] },
        },
      }),
    );
    renderPage(<MeineFlashcards />);
    await screen.findByRole('region', { name: 'Briefkasten' });
    expect((await within(region('Briefkasten')).findByRole('alert')).textContent).toContain(
      'Dafür fehlt dir die Berechtigung.',
    );
    expect(await within(region('Eigene Stapel')).findByRole('link', { name: 'Latein' })).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('loads the own stacks, the mailbox and the team stacks again every 30 s (01 §4 background refresh)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      fakeApi(api());
      renderPage(<MeineFlashcards />);
      await within(region('Eigene Stapel')).findByTestId('empty-state');
      await within(region('Team-Stapel')).findByTestId('empty-state');
      const requested = fakeApi(
        api({
          '/unterrichtsmodule/2': {
            status: 200,
            body: { unterrichtsmodule: [stapelListItem(1, 'Neu vom Team')] },
          },
          '/unterrichtsmodule/allegeteiltemodulefuerbenutzer/2': {
            status: 200,
            body: { allegeteilteFuerBenutzer: [geteilterStapel(1, 'Neu im Briefkasten')] },
          },
        }),
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(29_000);
      });
      expect(requested).toEqual([]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      expect([...requested].sort()).toEqual([...LISTS].sort());
      expect(await screen.findByRole('link', { name: 'Neu vom Team' })).toBeTruthy();
      expect(await screen.findByRole('link', { name: 'Neu im Briefkasten' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});
