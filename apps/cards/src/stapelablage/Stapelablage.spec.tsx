import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StapelablageItem } from '@lernstapel/contracts';
import { fakeApi, fakeApiCalls, renderPage, SESSION, TEACHER, nth } from '@lernstapel/testing';
import { FORBIDDEN, stapelablageItem } from '../testing/fixtures';
import { Stapelablage } from './Stapelablage';

function api(stapelablage: StapelablageItem[]) {
  return {
    '/session': SESSION,
    '/stapelablage/2': { status: 200, body: { stapelablage } },
  };
}

function rowTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe("the hand-ins (stapelablage) on the Aufgaben page, exposed as 'cards/Stapelablage'", () => {
  it('shows per hand-in what the session user has to do now (01 §4)', async () => {
    const requested = fakeApi(
      api([
        // The teacher (id 2) reviews Lena's stack.
        stapelablageItem(1, { bezeichnung: 'Französisch: Begrüssungen', unterrichtsmodule_id: 61 }),
        stapelablageItem(2, { status: 'Korrigieren' }),
        // The teacher handed in to a colleague, who asked for an improvement.
        stapelablageItem(3, {
          stapel_absender_id: 2,
          stapel_eigentuemer_id: 4,
          absender: 'Lea Lehrerin',
          eigentuemer: 'Tom Weber',
          status: 'Warten auf Verbesserung',
          aktion: 'verbessern',
        }),
        // Waiting for the other party: as sender for the reviewer, as reviewer for the sender.
        stapelablageItem(4, {
          stapel_absender_id: 2,
          stapel_eigentuemer_id: 4,
          absender: 'Lea Lehrerin',
          eigentuemer: 'Tom Weber',
          aktion: null,
        }),
        stapelablageItem(5, { status: 'Warten auf Verbesserung', aktion: null }),
      ]),
    );
    renderPage(<Stapelablage />);
    const table = await screen.findByTestId('stapelablage-table');
    const [header, ...rows] = within(table).getAllByRole('row');
    if (!header) throw new Error('The table has no header row.');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Titel', 'Abgegeben von', 'Überprüft von', 'Status', 'Zu tun']);
    expect(rows.map(rowTexts)).toEqual([
      ['Französisch: Begrüssungen', 'Lena Keller', 'Lea Lehrerin', 'Warten auf Überprüfung', 'Überprüfen'],
      ['Abgabe 2', 'Lena Keller', 'Lea Lehrerin', 'Korrigieren', 'Überprüfen'],
      ['Abgabe 3', 'Lea Lehrerin', 'Tom Weber', 'Warten auf Verbesserung', 'VerbessernErneut abgeben'],
      ['Abgabe 4', 'Lea Lehrerin', 'Tom Weber', 'Warten auf Überprüfung', 'Warten auf Tom Weber'],
      ['Abgabe 5', 'Lena Keller', 'Lea Lehrerin', 'Warten auf Verbesserung', 'Warten auf Lena Keller'],
    ]);
    expect(
      within(nth(rows, 0)).getByRole('link', { name: 'Französisch: Begrüssungen' }).getAttribute('href'),
    ).toBe('/previewunterrichtsmodul/61/readonly');
    expect(screen.getByRole('heading', { name: 'Abgegebene Stapel', level: 2 })).toBeTruthy();
    // The reviewer's 'Überprüfen', the sender's 'Verbessern' (own card list) and 'Erneut abgeben'.
    expect(screen.getAllByRole('button', { name: 'Überprüfen' })).toHaveLength(2);
    expect(within(nth(rows, 2)).getByRole('link', { name: 'Verbessern' }).getAttribute('href')).toBe(
      '/editunterrichtsmodul/63/user',
    );
    expect(within(nth(rows, 3)).queryByRole('button')).toBeNull();
    expect(within(nth(rows, 4)).queryByRole('button')).toBeNull();
    expect(requested).toEqual(['/session', '/stapelablage/2']);
  });

  it("'Überprüfen' starts the review and opens the stack to correct (01 §4, 02 §2)", async () => {
    const calls = fakeApiCalls({
      ...api([
        stapelablageItem(1, { unterrichtsmodule_id: 61 }),
        stapelablageItem(2, { status: 'Korrigieren' }),
      ]),
      'POST /stapelablage': { status: 200, body: { stapelablage: [], message: null } },
    });
    const { router } = renderPage(<Stapelablage />, { path: '/user/:from', url: '/user/korrigieren' });
    const ersteZeile = nth(within(await screen.findByTestId('stapelablage-table')).getAllByRole('row'), 1);
    fireEvent.click(within(ersteZeile).getByRole('button', { name: 'Überprüfen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editunterrichtsmodul/61/korrigieren'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { id: 1, status: 'Korrigieren' },
    ]);
  });

  it("'Überprüfen' of a review under way opens the stack without another step", async () => {
    const calls = fakeApiCalls(
      api([stapelablageItem(2, { status: 'Korrigieren', unterrichtsmodule_id: 62 })]),
    );
    const { router } = renderPage(<Stapelablage />, { path: '/user/:from', url: '/user/korrigieren' });
    fireEvent.click(await screen.findByRole('button', { name: 'Überprüfen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editunterrichtsmodul/62/korrigieren'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the confirmation the review page hands over, and the licence text without a licence', async () => {
    fakeApi({
      '/session': { status: 200, body: { userID: 2, user: { ...TEACHER, lizenz_jahr: 2001 } } },
      '/stapelablage/2': { status: 200, body: { stapelablage: [stapelablageItem(1)] } },
    });
    renderPage(<Stapelablage />, {
      path: '/user/:from',
      url: '/user/korrigieren',
      state: { meldung: 'Die Änderungen wurden gespeichert.' },
    });
    expect((await screen.findByRole('status')).textContent).toBe('Die Änderungen wurden gespeichert.');
    expect((await screen.findByTestId('licence-notice')).textContent).toContain(
      'Keine Schul-Lizenz für das Jahr',
    );
    expect((screen.getByRole('button', { name: 'Überprüfen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when there is no hand-in', async () => {
    fakeApi(api([]));
    renderPage(<Stapelablage />);
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Es liegen keine abgegebenen Stapel vor.',
    );
  });

  it("shows the API's message and loads again on 'Erneut versuchen'", async () => {
    fakeApi({ '/session': SESSION, '/stapelablage/2': FORBIDDEN });
    renderPage(<Stapelablage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
    fakeApi(api([stapelablageItem(1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('link', { name: 'Abgabe 1' })).toBeTruthy();
  });

  it('loads the hand-ins again every 30 s (01 §4 background refresh)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      fakeApi(api([]));
      renderPage(<Stapelablage />);
      await screen.findByTestId('empty-state');
      const requested = fakeApi(api([stapelablageItem(1, { bezeichnung: 'Neu abgegeben' })]));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(29_000);
      });
      expect(requested).toEqual([]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      await waitFor(() => expect(requested).toEqual(['/stapelablage/2']));
      expect(await screen.findByRole('link', { name: 'Neu abgegeben' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});
