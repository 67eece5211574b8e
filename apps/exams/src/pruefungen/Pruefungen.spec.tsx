import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PruefungListItem } from '@lernstapel/contracts';
import { fakeApi, fakeApiCalls, renderPage, SESSION, TEACHER } from '@lernstapel/testing';
import { Pruefungen } from './Pruefungen';

const PRUEFUNGEN: PruefungListItem[] = [
  {
    id: 1,
    klassen_code: 'K1',
    titel: 'Bruchrechnen',
    datum: '2025-05-01',
    freigegeben: true,
    ist_korrigiert: false,
    unterrichtsmodul_id: 3,
    abgelaufen: true,
  },
  {
    id: 2,
    klassen_code: 'K1',
    titel: 'Verben',
    datum: '2027-01-10',
    freigegeben: false,
    ist_korrigiert: false,
    unterrichtsmodul_id: 4,
    abgelaufen: false,
  },
];

describe('exams list (exams remote)', () => {
  it("asks for the class's exams and marks a past one '(abgelaufen)' (01 §4)", async () => {
    const requested = fakeApi({ '/session': SESSION, '/pruefungen/K1': { status: 200, body: PRUEFUNGEN } });
    renderPage(<Pruefungen />);
    const rows = within(await screen.findByTestId('pruefungen-table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Bruchrechnen01.05.2025 (abgelaufen)FreigegebenFreigebenLöschen',
      'Verben10.01.2027Nicht freigegebenFreigebenLöschen',
    ]);
    expect(requested).toEqual(['/session', '/pruefungen/K1']);
    const bruchrechnen = rows[0];
    if (!bruchrechnen) throw new Error('no row for Bruchrechnen');
    expect(within(bruchrechnen).getByRole('link', { name: 'Bruchrechnen' }).getAttribute('href')).toBe(
      '/pruefungen/1',
    );
    expect(screen.getByTestId('build-id-exams')).toBeTruthy();
  });

  it('shows the empty state without a call when the user has no class code', async () => {
    const requested = fakeApi({
      '/session': { status: 200, body: { userID: TEACHER.id, user: { ...TEACHER, klassen_code: null } } },
    });
    renderPage(<Pruefungen />);
    expect((await screen.findByTestId('empty-state')).textContent).toBe('Es gibt noch keine Prüfungen.');
    expect(requested).toEqual(['/session']);
  });

  it('loads the list again every 30 s while the page is open (01 §4 background refresh)', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      fakeApi({ '/session': SESSION, '/pruefungen/K1': { status: 200, body: [PRUEFUNGEN[0]] } });
      renderPage(<Pruefungen />);
      expect(within(await screen.findByTestId('pruefungen-table')).getAllByRole('row')).toHaveLength(2);
      const requested = fakeApi({ '/session': SESSION, '/pruefungen/K1': { status: 200, body: PRUEFUNGEN } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(29_000);
      });
      expect(requested).toEqual([]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_500);
      });
      expect(requested).toEqual(['/pruefungen/K1']);
      await waitFor(() =>
        expect(within(screen.getByTestId('pruefungen-table')).getAllByRole('row')).toHaveLength(3),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('a pupil sees the list without the teacher actions', async () => {
    fakeApi({
      '/session': { status: 200, body: { userID: 7, user: { ...TEACHER, id: 7, ist_schueler: true } } },
      '/pruefungen/K1': { status: 200, body: [PRUEFUNGEN[0]] },
    });
    renderPage(<Pruefungen />);
    await screen.findByTestId('pruefungen-table');
    expect(screen.queryByRole('button', { name: 'Prüfung +' })).toBeNull();
    expect(screen.queryByRole('button', { name: /löschen/ })).toBeNull();
  });

  it('a pupil sees the own status of each exam (issue 23)', async () => {
    fakeApi({
      '/session': { status: 200, body: { userID: 7, user: { ...TEACHER, id: 7, ist_schueler: true } } },
      '/pruefungen/K1': {
        status: 200,
        body: [
          { ...PRUEFUNGEN[0], eigener_status: 'abgegeben' },
          { ...PRUEFUNGEN[1], id: 5, freigegeben: true, eigener_status: null },
        ],
      },
    });
    renderPage(<Pruefungen />);
    await screen.findByTestId('pruefungen-table');
    expect(screen.getAllByTestId('eigener-status').map((marke) => marke.textContent)).toEqual([
      'abgegeben',
      'Noch nicht angefangen',
    ]);
    expect(screen.queryByText('Freigegeben')).toBeNull();
  });

  it("'Prüfung +' creates an exam and opens it; Löschen asks first", async () => {
    const calls = fakeApiCalls({
      '/session': SESSION,
      '/pruefungen/K1': { status: 200, body: PRUEFUNGEN },
      'POST /pruefungen': { status: 200, body: { ...PRUEFUNGEN[1], id: 5 } },
      'POST /pruefungen/delete': { status: 204, body: null },
    });
    const { router } = renderPage(<Pruefungen />);
    await screen.findByTestId('pruefungen-table');
    fireEvent.click(screen.getByRole('button', { name: 'Prüfung «Verben» löschen' }));
    expect(await screen.findByText('Soll die Prüfung «Verben» wirklich gelöscht werden?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/pruefungen/delete')?.body).toEqual({ id: 2 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Prüfung +' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pruefungen/5'));
  });

  it('releasing an exam without questions shows the German refusal and the switch stays off', async () => {
    const message =
      'Eine Prüfung ohne Aufgaben kann nicht freigegeben werden. Wähle zuerst unter «Vorbereiten» die Aufgaben aus einem Stapel und speichere sie.';
    fakeApi({
      '/session': SESSION,
      '/pruefungen/K1': { status: 200, body: PRUEFUNGEN },
      'POST /pruefungen/freigeben/2': {
        status: 409,
        body: { statusCode: 409, error: 'pruefungen.freigabeOhneAufgaben', message },
      },
    });
    renderPage(<Pruefungen />);
    const schalter = (await screen.findByRole('switch', { name: 'Freigeben: Verben' })) as HTMLInputElement;
    fireEvent.click(schalter);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(schalter.checked).toBe(false);
  });
});
