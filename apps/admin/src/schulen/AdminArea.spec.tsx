import { screen, within } from '@testing-library/react';
import type { SchuleSummary } from '@lernstapel/contracts';
import { fakeApi, renderPage } from '@lernstapel/testing';
import { AdminArea } from './AdminArea';

const SCHULE: SchuleSummary = {
  id: 4,
  name1: 'Schule Demo',
  name2: 'Oberstufe',
  anschrift1: 'Hauptstrasse 1',
  plz: '8000',
  ort: 'Zürich',
  land: 'CH',
  lizenz_jahr: 2026,
  anzahl_benutzer: 6,
  schule_ansprechpartner: [
    { id: 2, namevoll: 'Lea Lehrerin', email: null },
    { id: 3, namevoll: 'Max Muster', email: 'max@example.org' },
  ],
};

describe("main administrator's schools (admin remote)", () => {
  it('shows number, school name, address and contact persons (01 §2)', async () => {
    fakeApi({
      '/schulen': {
        status: 200,
        body: [
          SCHULE,
          { ...SCHULE, id: 5, name2: null, anschrift1: null, plz: null, schule_ansprechpartner: [] },
        ],
      },
    });
    renderPage(<AdminArea />);
    const rows = within(await screen.findByTestId('schulen-table')).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nr.', 'Schulname', 'Adresse', 'Ansprechpersonen']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', 'Schule Demo Oberstufe', 'Hauptstrasse 1, 8000 Zürich', 'Lea Lehrerin, Max Muster']);
    expect(within(rows[2]).getAllByRole('cell')[2].textContent).toBe('Zürich');
  });

  it("shows the API's message when the user is not the main administrator", async () => {
    fakeApi({
      '/schulen': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'fehler.keineBerechtigung',
          message: 'Dafür fehlt dir die Berechtigung.',
        },
      },
    });
    renderPage(<AdminArea />);
    expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
  });
});
