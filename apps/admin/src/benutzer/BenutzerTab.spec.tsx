import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fakeApiCalls, renderPage, nth } from '@lernstapel/testing';
import { AdminArea } from '../admin-area/AdminArea';
import { benutzerZeile, schule } from '../testing/fixtures';

const LEA = benutzerZeile();
const SAMI = benutzerZeile({
  id: 3,
  benutzername: 'sami',
  namevoll: 'Sami Solo',
  email: null,
  anmeldecode: 'SAMI4RT8XZ',
  schule_id: null,
  schule: null,
});

function cellsOf(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe("main administrator's users (01 §2 'Benutzer')", () => {
  it('lists username, full name, e-mail, login code and school, loaded when the tab opens', async () => {
    const requested = fakeApi({
      '/schulen': { status: 200, body: [schule()] },
      '/benutzer/alle': { status: 200, body: [LEA, SAMI] },
    });
    renderPage(<AdminArea />);
    await screen.findByTestId('schulen-table');
    expect(requested).not.toContain('/benutzer/alle');

    fireEvent.click(screen.getByRole('tab', { name: 'Benutzer' }));
    const rows = within(await screen.findByTestId('benutzer-table')).getAllByRole('row');
    expect(
      within(nth(rows, 0))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Benutzername', 'Vollständiger Name', 'E-Mail-Adresse', 'Anmeldecode', 'Schule', 'Daten']);
    expect(cellsOf(nth(rows, 1))).toEqual([
      'lea',
      'Lea Lehrerin',
      'lea@demo.example',
      'LEA7KQ2M9P',
      'Schule Demo',
      'Daten',
    ]);
    // Issue 29: only a person without a school can be deleted here (Art. 17 requests).
    expect(cellsOf(nth(rows, 2))).toEqual(['sami', 'Sami Solo', '', 'SAMI4RT8XZ', '', 'DatenLöschen']);
    expect(screen.queryByRole('button', { name: 'Löschen: lea' })).toBeNull();
    // Issue 16: the main administration downloads any user's data.
    const link = screen.getByRole('link', { name: 'Daten von sami herunterladen' });
    expect(link.getAttribute('href')).toBe(`/api/datenschutz/export/${SAMI.id}`);
    expect(screen.getByTestId('benutzer-anzahl').textContent).toBe('2 von 2 Benutzern');
  });

  it('filters by a text and says when nobody matches', async () => {
    fakeApi({
      '/schulen': { status: 200, body: [] },
      '/benutzer/alle': { status: 200, body: [LEA, SAMI] },
    });
    renderPage(<AdminArea />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Benutzer' }));
    await screen.findByTestId('benutzer-table');

    fireEvent.change(screen.getByRole('textbox', { name: 'Benutzer filtern' }), {
      target: { value: 'SOLO' },
    });
    const rows = within(screen.getByTestId('benutzer-table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => cellsOf(row)[0])).toEqual(['sami']);
    expect(screen.getByTestId('benutzer-anzahl').textContent).toBe('1 von 2 Benutzern');

    fireEvent.change(screen.getByRole('textbox', { name: 'Benutzer filtern' }), {
      target: { value: 'niemand' },
    });
    expect(screen.queryByTestId('benutzer-table')).toBeNull();
    expect(screen.getByText('Kein Benutzer passt zum Filter.')).toBeTruthy();
  });

  it('deletes a person without a school after a confirmation and shows the new list', async () => {
    const calls = fakeApiCalls({
      '/schulen': { status: 200, body: [] },
      '/benutzer/alle': { status: 200, body: [LEA, SAMI] },
      [`/benutzer/einzelperson/${SAMI.id}`]: { status: 200, body: [LEA] },
    });
    renderPage(<AdminArea />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Benutzer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Löschen: sami' }));
    const dialog = await screen.findByRole('dialog', { name: 'Person löschen' });
    expect(dialog.textContent).toContain('Soll Sami Solo (sami) mit allen Daten gelöscht werden?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContainEqual({
      method: 'DELETE',
      path: `/benutzer/einzelperson/${SAMI.id}`,
      body: undefined,
    });
    const rows = within(screen.getByTestId('benutzer-table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => cellsOf(row)[0])).toEqual(['lea']);
  });

  it("shows the API's message when the list cannot be loaded", async () => {
    fakeApi({
      '/schulen': { status: 200, body: [] },
      '/benutzer/alle': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'fehler.keineBerechtigung',
          message: 'Dafür fehlt dir die Berechtigung.',
        },
      },
    });
    renderPage(<AdminArea />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Benutzer' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
  });
});
