import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApiCalls, renderPage, nth } from '@lernstapel/testing';
import { KlasseGruppen } from '../KlasseGruppen';
import { ablenkung, KLASSE, SESSION } from '../testing';

const FEED = `GET /benutzer/benutzerablenkungen/${KLASSE}`;
const NEU = ablenkung({
  id: 2,
  benutzername: 'ben',
  zeit: '2026-11-22T09:06:30',
  bemerkung: 'Fenster verkleinert',
});
const ALT = ablenkung();

function rows(): HTMLElement[] {
  return within(screen.getByTestId('aktivitaeten-table')).getAllByRole('row');
}

function cells(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe("teacher's activity feed (01 §2 Aktivitäten, §9: 2 s)", () => {
  afterEach(() => jest.useRealTimers());

  it('shows time with seconds, username and remark, newest first as the server sends them', async () => {
    fakeApiCalls({ '/session': SESSION, [FEED]: { status: 200, body: [NEU, ALT] } });
    renderPage(<KlasseGruppen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Aktivitäten' }));
    await screen.findByTestId('aktivitaeten-table');
    expect(
      within(nth(rows(), 0))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Zeit', 'Benutzername', 'Bemerkung', 'Aktionen']);
    expect(cells(nth(rows(), 1)).slice(0, 3)).toEqual(['22.11.2026 09:06:30', 'ben', 'Fenster verkleinert']);
    expect(cells(nth(rows(), 2)).slice(0, 3)).toEqual(['22.11.2026 09:05:07', 'anna', 'Fenster verlassen']);
  });

  it('polls every 2 s only while the tab is shown', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const calls = fakeApiCalls({ '/session': SESSION, [FEED]: { status: 200, body: [ALT] } });
    renderPage(<KlasseGruppen />);
    const feedCalls = () =>
      calls.filter((call) => call.path === `/benutzer/benutzerablenkungen/${KLASSE}`).length;
    fireEvent.click(await screen.findByRole('tab', { name: 'Aktivitäten' }));
    await screen.findByTestId('aktivitaeten-table');
    expect(feedCalls()).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2100);
    });
    expect(feedCalls()).toBe(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(feedCalls()).toBe(3);

    fireEvent.click(screen.getByRole('tab', { name: 'Klasse' }));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(6000);
    });
    expect(feedCalls()).toBe(3);
  });

  it('deletes an entry with DELETE and removes its row', async () => {
    const calls = fakeApiCalls({
      '/session': SESSION,
      [FEED]: { status: 200, body: [NEU, ALT] },
      'DELETE /benutzer/benutzerablenkungen/1': { status: 200, body: {} },
    });
    renderPage(<KlasseGruppen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Aktivitäten' }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Eintrag löschen: anna, 22.11.2026 09:05:07' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(cells(nth(rows(), 1))[1]).toBe('ben');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/benutzer/benutzerablenkungen/1',
    ]);
  });
});
