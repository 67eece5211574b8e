import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VorabversionenUebersicht } from '@lernstapel/contracts';
import { fakeApiCalls, renderPage, nth } from '@lernstapel/testing';
import { AdminArea } from '../admin-area/AdminArea';

const UEBERSICHT: VorabversionenUebersicht = {
  vorab: { exams: '/remotes-vorab/exams/mf-manifest.json' },
  schulen: [
    {
      id: 1,
      name: 'Demo-Schule',
      vorab: true,
      ausKonfiguration: false,
      rueckfaelle: [
        {
          remote: 'exams',
          manifest: '/remotes-vorab/exams/mf-manifest.json',
          grund: 'laden',
          anzahl: 3,
          zuletzt_am: '2026-11-26T18:30:00.000Z',
        },
      ],
    },
    { id: 2, name: 'Andere Schule', vorab: false, ausKonfiguration: false, rueckfaelle: [] },
    { id: 3, name: 'Pilotschule', vorab: true, ausKonfiguration: true, rueckfaelle: [] },
  ],
};

async function openTab(): Promise<HTMLElement[]> {
  fireEvent.click(await screen.findByRole('tab', { name: 'Vorabversionen' }));
  return within(await screen.findByTestId('vorabversionen-table')).getAllByRole('row');
}

const zellen = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(0, 3)
    .map((cell) => cell.textContent);

describe("'Vorabversionen' of the main administrator (issue 26 §5)", () => {
  it('shows the canary, each school’s version and its fallbacks', async () => {
    fakeApiCalls({
      '/schulen': { status: 200, body: [] },
      '/vorabversionen': { status: 200, body: UEBERSICHT },
    });
    renderPage(<AdminArea />);
    const rows = await openTab();
    expect(screen.getByTestId('vorabversionen-eingerichtet').textContent).toBe('Vorabversion von Prüfungen');
    expect(zellen(nth(rows, 1))[0]).toBe('Demo-Schule');
    expect(zellen(nth(rows, 1))[1]).toBe('Vorabversion');
    expect(zellen(nth(rows, 1))[2]).toMatch(
      /^Prüfungen: 3-mal, zuletzt 26\.11\.2026 \d\d:30 \(Programmcode nicht ladbar\)$/,
    );
    expect(zellen(nth(rows, 2))).toEqual(['Andere Schule', 'Stabil', 'nie']);
    const pilot = within(nth(rows, 3)).getByRole<HTMLInputElement>('switch', {
      name: 'Vorabversion für Pilotschule',
    });
    expect(pilot.checked).toBe(true);
    expect(pilot.disabled).toBe(true);
    expect(within(nth(rows, 3)).getByText('Durch die Konfiguration des Betreibers gewählt')).toBeTruthy();
  });

  it('puts a school on the canary with its switch and shows the new state', async () => {
    const nachher = {
      ...UEBERSICHT,
      schulen: UEBERSICHT.schulen.map((schule) => (schule.id === 2 ? { ...schule, vorab: true } : schule)),
    };
    const routes = {
      '/schulen': { status: 200, body: [] },
      '/vorabversionen': { status: 200, body: UEBERSICHT as unknown },
      'PUT /vorabversionen/schulen/2': { status: 200, body: null },
    };
    const calls = fakeApiCalls(routes);
    renderPage(<AdminArea />);
    const rows = await openTab();
    fireEvent.click(within(nth(rows, 2)).getByRole('switch', { name: 'Vorabversion für Andere Schule' }));
    // What the API answers once the school is on the canary (fetched again after the switch).
    routes['/vorabversionen'] = { status: 200, body: nachher };
    await waitFor(() =>
      expect(zellen(nth(within(screen.getByTestId('vorabversionen-table')).getAllByRole('row'), 2))[1]).toBe(
        'Vorabversion',
      ),
    );
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/vorabversionen/schulen/2',
      body: { vorab: true },
    });
  });

  it('says when no canary is configured', async () => {
    fakeApiCalls({
      '/schulen': { status: 200, body: [] },
      '/vorabversionen': { status: 200, body: { vorab: {}, schulen: UEBERSICHT.schulen.slice(1, 2) } },
    });
    renderPage(<AdminArea />);
    await openTab();
    expect(screen.getByText(/Es ist keine Vorabversion eingerichtet\./)).toBeTruthy();
  });
});
