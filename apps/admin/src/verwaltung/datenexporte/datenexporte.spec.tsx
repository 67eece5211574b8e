import { screen, within } from '@testing-library/react';
import { fakeApiCalls, renderPage } from '@lernstapel/testing';
import { Verwaltung } from '../Verwaltung';
import { sessionMit } from '../testing';

jest.setTimeout(20_000);

/** Issue 29 §2: the school's administrators see who exported whose data when. */
describe("'Datenexporte' on the Verwaltung page", () => {
  it('lists each export with time, exporter, person and scope; a deleted exporter reads as such', async () => {
    fakeApiCalls({
      'GET /session': sessionMit({ kann_lehrpersonen_bearbeiten: true }),
      'GET /benutzer/schule/1': { status: 200, body: [] },
      'GET /datenschutz/exporte': {
        status: 200,
        body: [
          {
            id: 2,
            erstellt_am: '2026-11-26T10:15:00.000Z',
            umfang: 'lehrersicht',
            exportiert_von: 'Lea Lehrerin',
            betroffener: 'Ben Schüler',
            schule: 'Demo-Schule',
          },
          {
            id: 1,
            erstellt_am: '2026-11-25T08:00:00.000Z',
            umfang: 'vollstaendig',
            exportiert_von: null,
            betroffener: 'Ida Schülerin',
            schule: 'Demo-Schule',
          },
        ],
      },
    });
    renderPage(<Verwaltung />);
    const abschnitt = await screen.findByTestId('datenexporte-abschnitt');
    expect(within(abschnitt).getByRole('heading', { name: 'Datenexporte' })).toBeTruthy();
    const zeilen = await within(abschnitt).findAllByRole('row', {}, { timeout: 10_000 });
    expect(zeilen.map((zeile) => zeile.textContent)).toEqual([
      'WannWerWessen DatenUmfang',
      expect.stringMatching(/^26\.11\.2026.*Lea LehrerinBen SchülerWas die Lehrperson im Programm sieht$/),
      expect.stringMatching(
        /^25\.11\.2026.*Gelöschte PersonIda SchülerinAlle Daten \(Hauptadministration\)$/,
      ),
    ]);
  });

  it('says so when nobody has exported anyone', async () => {
    fakeApiCalls({
      'GET /session': sessionMit({ kann_lehrpersonen_bearbeiten: true }),
      'GET /benutzer/schule/1': { status: 200, body: [] },
      'GET /datenschutz/exporte': { status: 200, body: [] },
    });
    renderPage(<Verwaltung />);
    expect(
      await screen.findByText('Bisher hat niemand die Daten einer anderen Person exportiert.'),
    ).toBeTruthy();
  });
});
