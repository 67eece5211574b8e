import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WettbewerbDetail, WettbewerbTeilnehmer } from '@lernstapel/contracts';
import { fakeApi, renderPage } from '@lernstapel/testing';
import { Wettbewerb } from './Wettbewerb';
import { WETTBEWERB_AKTUALISIERUNG_MS } from './WettbewerbSeite';

function teilnehmer(
  id: number,
  start_nr: number,
  benutzername: string,
  position: number,
): WettbewerbTeilnehmer {
  return {
    id,
    benutzer_id: id * 10,
    benutzername,
    start_nr,
    einladung_angenommen: id !== 3,
    farbe: null,
    position,
  };
}

function detail(overrides: Partial<WettbewerbDetail['wettbewerb']> = {}, positionAnna = 0): WettbewerbDetail {
  return {
    wettbewerb: {
      id: 4,
      unterrichtsmodul_id: 5,
      modultitel: 'Englisch Unit 3',
      modus: 1,
      startzeit: null,
      ist_gestartet: false,
      start_benutzer_id: 10,
      start_benutzername: 'anna',
      anzahl_teilnehmer: 3,
      einladung_angenommen: true,
      sieger_benutzer_id: null,
      sieger_benutzername: null,
      anzahl_fragen_beantwortet: 0,
      anzahl_fragen: 6,
      beendet: false,
      ...overrides,
    },
    schuelerImWettbewerbs: [
      teilnehmer(2, 2, 'ben', 1),
      teilnehmer(1, 1, 'anna', positionAnna),
      teilnehmer(3, 3, 'cem', 0),
    ],
  };
}

function open(url: string) {
  return renderPage(<Wettbewerb />, { path: '/wettbewerbe/*', url });
}

const rows = () =>
  within(screen.getByTestId('teilnehmer-table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('race screen (races remote, 02 §2)', () => {
  it('shows title, rules with the mode and the participants by start number', async () => {
    fakeApi({ '/wettbewerbe/4': { status: 200, body: detail() } });
    open('/wettbewerbe/4');
    expect(await screen.findByRole('heading', { name: 'Englisch Unit 3' })).toBeTruthy();
    expect(screen.getByTestId('wettbewerb-regeln').textContent).toBe(
      'Beantworte die Fragen so schnell wie möglich. Mit jeder richtigen Antwort rückt dein Jockey vor. Wer zuerst alle Fragen beantwortet hat, gewinnt.',
    );
    expect(screen.getByTestId('wettbewerb-modus').textContent).toBe('Die Hälfte der Fragen (6)');
    expect(
      within(screen.getByTestId('teilnehmer-table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nr.', 'Benutzername', 'Einladung', 'Position']);
    expect(rows()).toEqual([
      ['1', 'anna', 'Bestätigt', '0'],
      ['2', 'ben', 'Bestätigt', '1'],
      ['3', 'cem', 'Warten auf Bestätigung', '0'],
    ]);
    expect(screen.queryByTestId('wettbewerb-sieger')).toBeNull();
  });

  it('shows the winner once the race has one', async () => {
    fakeApi({
      '/wettbewerbe/4': {
        status: 200,
        body: detail({ modus: 0, ist_gestartet: true, sieger_benutzer_id: 20, sieger_benutzername: 'ben' }),
      },
    });
    open('/wettbewerbe/4');
    const sieger = await screen.findByTestId('wettbewerb-sieger');
    expect(sieger.textContent).toBe('1. PlatzHerzliche Gratulation, ben!');
    expect(screen.getByTestId('wettbewerb-modus').textContent).toBe('Alle Fragen (6)');
  });

  it('refreshes every 500 ms while the push channel is down (02 §9)', async () => {
    expect(WETTBEWERB_AKTUALISIERUNG_MS).toBe(500);
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      fakeApi({ '/wettbewerbe/4': { status: 200, body: detail() } });
      open('/wettbewerbe/4');
      await screen.findByTestId('teilnehmer-table');
      const requested = fakeApi({ '/wettbewerbe/4': { status: 200, body: detail({}, 5) } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(400);
      });
      expect(requested).toEqual([]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(150);
      });
      expect(requested).toEqual(['/wettbewerbe/4']);
      await waitFor(() => expect(rows()[0]).toEqual(['1', 'anna', 'Bestätigt', '5']));
    } finally {
      jest.useRealTimers();
    }
  });

  it('a race the starter ended says why and shows the table so far (issue 23)', async () => {
    fakeApi({
      '/wettbewerbe/4': {
        status: 200,
        body: detail({ startzeit: '2026-11-26T10:00:00.000Z', beendet: true }, 2),
      },
    });
    open('/wettbewerbe/4');
    const meldung = await screen.findByTestId('wettbewerb-beendet');
    expect(meldung.textContent).toBe(
      'Wettbewerb beendetanna hat den Wettbewerb beendet, bevor jemand alle Fragen beantwortet hatte. So stand es zu diesem Zeitpunkt.',
    );
    const tabelle = within(screen.getByTestId('schlusstabelle'))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(tabelle).toEqual([
      ['1', 'anna', '2'],
      ['2', 'ben', '1'],
      ['3', 'cem', '0'],
    ]);
    expect(screen.queryByTestId('teilnehmer-table')).toBeNull();
  });

  it("'Schliessen' goes to /user/wettbewerbe", async () => {
    fakeApi({ '/wettbewerbe/4': { status: 200, body: detail() } });
    const { router } = open('/wettbewerbe/4');
    await screen.findByTestId('teilnehmer-table');
    fireEvent.click(screen.getByRole('link', { name: 'Schliessen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/wettbewerbe'));
  });

  it('shows the not-found state with a close button and stops asking', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const requested = fakeApi({});
      open('/wettbewerbe/99');
      expect((await screen.findByTestId('empty-state')).textContent).toBe(
        'Das gesuchte Element wurde nicht gefunden.',
      );
      expect(screen.getByRole('link', { name: 'Schliessen' }).getAttribute('href')).toBe('/user/wettbewerbe');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3 * WETTBEWERB_AKTUALISIERUNG_MS);
      });
      expect(requested).toEqual(['/wettbewerbe/99']);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the API's message when the race is not the user's, and stops asking", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const requested = fakeApi({
        '/wettbewerbe/4': {
          status: 403,
          body: {
            statusCode: 403,
            error: 'fehler.keineBerechtigung',
            message: 'Dafür fehlt dir die Berechtigung.',
          },
        },
      });
      open('/wettbewerbe/4');
      expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3 * WETTBEWERB_AKTUALISIERUNG_MS);
      });
      expect(requested).toEqual(['/wettbewerbe/4']);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each(['/wettbewerbe', '/wettbewerbe/abc', '/wettbewerbe/4/mehr'])('%s goes to /user', async (url) => {
    fakeApi({});
    const { router } = open(url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });
});
