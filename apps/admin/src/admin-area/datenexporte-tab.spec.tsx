import { fireEvent, screen, within } from '@testing-library/react';
import type { DatenexportEintrag } from '@lernstapel/contracts';
import { fakeApiCalls, renderPage } from '@lernstapel/testing';
import { AdminArea } from './AdminArea';

jest.setTimeout(20_000);

const EXPORTE: DatenexportEintrag[] = [
  {
    id: 7,
    erstellt_am: '2026-11-26T10:15:00.000Z',
    umfang: 'lehrersicht',
    exportiert_von: 'Lea Lehrerin',
    betroffener: 'Ben Schüler',
    schule: 'Demo-Schule',
  },
  {
    id: 3,
    erstellt_am: '2026-11-20T08:00:00.000Z',
    umfang: 'vollstaendig',
    exportiert_von: null,
    betroffener: 'Erika Einzeln',
    schule: null,
  },
];

/** Issue 29 §2: the main administrator sees who exported whose data when, from every school. */
describe("'Datenexporte' of the main administrator", () => {
  it('lists every export with time, exporter, person, school and scope', async () => {
    fakeApiCalls({
      '/schulen': { status: 200, body: [] },
      '/datenschutz/exporte': { status: 200, body: EXPORTE },
    });
    renderPage(<AdminArea />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Datenexporte' }));
    const tabelle = await screen.findByTestId('datenexporte-tabelle', {}, { timeout: 10_000 });
    expect(screen.getByText(/aus allen Schulen/)).toBeTruthy();
    expect(
      within(tabelle)
        .getAllByRole('row')
        .map((zeile) => zeile.textContent),
    ).toEqual([
      'WannWerWessen DatenSchuleUmfang',
      expect.stringMatching(
        /^26\.11\.2026.*Lea LehrerinBen SchülerDemo-SchuleWas die Lehrperson im Programm sieht$/,
      ),
      expect.stringMatching(
        /^20\.11\.2026.*Gelöschte PersonErika EinzelnOhne SchuleAlle Daten \(Hauptadministration\)$/,
      ),
    ]);
  });

  it('shows the German error and a retry when the list cannot be loaded', async () => {
    fakeApiCalls({
      '/schulen': { status: 200, body: [] },
      '/datenschutz/exporte': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'fehler.keineBerechtigung',
          message: 'Dazu bist du nicht berechtigt.',
        },
      },
    });
    renderPage(<AdminArea />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Datenexporte' }));
    expect(await screen.findByText('Dazu bist du nicht berechtigt.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('datenexporte-tabelle')).toBeNull();
  });
});
