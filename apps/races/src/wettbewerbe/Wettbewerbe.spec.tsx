import { screen, within } from '@testing-library/react';
import type { WettbewerbListItem } from '@lernstapel/contracts';
import { fakeApi, renderPage, SESSION } from '@lernstapel/testing';
import { Wettbewerbe } from './Wettbewerbe';

function wettbewerb(id: number, ist_gestartet: boolean, einladung_angenommen: boolean): WettbewerbListItem {
  return {
    id,
    unterrichtsmodul_id: 5,
    modultitel: `Stapel ${id}`,
    modus: 0,
    startzeit: null,
    ist_gestartet,
    start_benutzer_id: 9,
    start_benutzername: 'lehrer',
    anzahl_teilnehmer: 3,
    einladung_angenommen,
  };
}

describe('races list (races remote)', () => {
  it("lists the user's races with their state", async () => {
    const requested = fakeApi({
      '/session': SESSION,
      '/wettbewerbe/benutzer/2': {
        status: 200,
        body: [
          // Local time, so the expected text holds in any time zone.
          { ...wettbewerb(1, true, true), startzeit: '2026-03-05T08:15:00' },
          wettbewerb(2, false, false),
          wettbewerb(3, false, true),
        ],
      },
    });
    renderPage(<Wettbewerbe />);
    const rows = within(await screen.findByTestId('wettbewerbe-table'))
      .getAllByRole('row')
      .slice(1);
    expect(
      within(screen.getByTestId('wettbewerbe-table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Stapel', 'Gestartet von', 'Startzeit', 'Teilnehmende', 'Status']);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Stapel 1', 'lehrer', '05.03.2026 08:15', '3', 'Läuft'],
      ['Stapel 2', 'lehrer', '', '3', 'Einladung annehmen'],
      ['Stapel 3', 'lehrer', '', '3', 'Bestätigt'],
    ]);
    expect(requested).toEqual(['/session', '/wettbewerbe/benutzer/2']);
    const stapel2 = rows[1];
    if (!stapel2) throw new Error('no row for Stapel 2');
    expect(within(stapel2).getByRole('link', { name: 'Stapel 2' }).getAttribute('href')).toBe(
      '/wettbewerbe/2',
    );
  });

  it('shows the empty state', async () => {
    fakeApi({ '/session': SESSION, '/wettbewerbe/benutzer/2': { status: 200, body: [] } });
    renderPage(<Wettbewerbe />);
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Es gibt noch keine Quiz-Wettbewerbe.',
    );
    expect(screen.getByRole('heading', { name: 'Quiz-Wettbewerbe' })).toBeTruthy();
  });
});
