import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fakeApiCalls, renderPage, nth } from '@lernstapel/testing';
import { Verwaltung } from '../Verwaltung';
import { eigeneSchule, LEA, lehrperson, MAX, SCHULE_ID, sessionMit, UTE } from '../testing';

const LISTE = `/benutzer/schule/${SCHULE_ID}`;
const MIT_BEIDEN = sessionMit({ kann_lehrpersonen_bearbeiten: true, kann_schuldaten_bearbeiten: true });
const NUR_LEHRPERSONEN = sessionMit({ kann_lehrpersonen_bearbeiten: true });

function rows(): HTMLElement[] {
  return within(screen.getByTestId('lehrpersonen-table')).getAllByRole('row');
}

function type(dialog: HTMLElement, name: string, value: string): void {
  fireEvent.change(within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) }), {
    target: { value },
  });
}

async function openNewDialog(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Lehrperson +' }));
  return screen.findByRole('dialog', { name: 'Neue Lehrperson' });
}

function ok(dialog: HTMLElement): HTMLButtonElement {
  return within(dialog).getByRole('button', { name: 'OK' });
}

jest.setTimeout(20_000);

describe("'Verwaltung': teachers (01 §2, §5, §6)", () => {
  it('lists username, name, e-mail and the rights column, with edit/delete only where allowed', async () => {
    fakeApi({ '/session': NUR_LEHRPERSONEN, [LISTE]: { status: 200, body: [LEA, MAX, UTE] } });
    renderPage(<Verwaltung />);
    expect(await screen.findByRole('heading', { name: 'Lehrpersonen', level: 1 })).toBeTruthy();
    await screen.findByTestId('lehrpersonen-table');
    expect(
      within(nth(rows(), 0))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Benutzername', 'Name', 'E-Mail-Adresse', 'Lehrpersonen', 'Aktionen']);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent);
    expect(cells(nth(rows(), 1))).toEqual([
      'lehrer',
      'Lea Lehrerin',
      'lea@demo.example',
      'LehrpersonenSchuldatenVeröffentlichen',
    ]);
    expect(cells(nth(rows(), 2))).toEqual(['max', 'Max Muster', 'max@demo.example', 'Veröffentlichen']);
    expect(cells(nth(rows(), 3))).toEqual(['ute', 'Ute Unbekannt', '', 'keine']);

    // 01 §6: everyone edits themselves, nobody deletes themselves; only own creations otherwise.
    expect(within(nth(rows(), 1)).getByRole('button', { name: 'Bearbeiten: Lea Lehrerin' })).toBeTruthy();
    expect(within(nth(rows(), 1)).queryByRole('button', { name: /Löschen/ })).toBeNull();
    expect(within(nth(rows(), 2)).getByRole('button', { name: 'Bearbeiten: Max Muster' })).toBeTruthy();
    expect(within(nth(rows(), 2)).getByRole('button', { name: 'Löschen: Max Muster' })).toBeTruthy();
    expect(within(nth(rows(), 3)).queryAllByRole('button')).toHaveLength(0);
    // Without kann_schuldaten_bearbeiten there is no school section.
    expect(screen.queryByTestId('schuldaten-abschnitt')).toBeNull();
  });

  it.each([
    [{ kann_lehrpersonen_bearbeiten: true, kann_schuldaten_bearbeiten: true }, 'Verwaltung', true, true],
    [{ kann_lehrpersonen_bearbeiten: true }, 'Lehrpersonen', true, false],
    [{ kann_schuldaten_bearbeiten: true }, 'Schule', false, true],
  ])('with %j the page is titled %s (teachers %p, school %p)', async (flags, titel, teachers, school) => {
    const requested = fakeApi({
      '/session': sessionMit(flags),
      [LISTE]: { status: 200, body: [LEA] },
      '/schulen/eigene': { status: 200, body: eigeneSchule() },
    });
    renderPage(<Verwaltung />);
    expect(await screen.findByRole('heading', { name: titel, level: 1 })).toBeTruthy();
    await waitFor(() => expect(requested).toContain(teachers ? LISTE : '/schulen/eigene'));
    await waitFor(() =>
      expect(screen.queryByTestId(school ? 'schuldaten-abschnitt' : 'lehrpersonen-table')).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Lehrperson +' }) !== null).toBe(teachers);
    expect(requested.includes(LISTE)).toBe(teachers);
    expect(requested.includes('/schulen/eigene')).toBe(school);
  });

  it('tells a teacher without administrative rights that the page is not for them, and loads nothing', async () => {
    const requested = fakeApi({ '/session': sessionMit({}) });
    renderPage(<Verwaltung />);
    expect(await screen.findByText(/fehlen dir die Rechte/)).toBeTruthy();
    expect(requested).toEqual(['/session']);
  });

  it("creates a teacher: OK only with name, username and e-mail; publishing is on by default; the code's message is shown", async () => {
    const calls = fakeApiCalls({
      'GET /session': NUR_LEHRPERSONEN,
      [`GET ${LISTE}`]: { status: 200, body: [LEA] },
      'POST /benutzer': {
        status: 200,
        body: {
          lehrpersonen: [LEA, lehrperson({ id: 9, benutzername: 'nina', namevoll: 'Nina Neu' })],
          message: 'Der Anmeldecode wurde an nina@demo.example verschickt',
        },
      },
    });
    renderPage(<Verwaltung />);
    const dialog = await openNewDialog();
    expect(ok(dialog).disabled).toBe(true);
    expect(within(dialog).getByRole('checkbox', { name: 'Darf Stapel veröffentlichen' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Darf Lehrpersonen bearbeiten' })).toHaveProperty(
      'checked',
      false,
    );
    type(dialog, 'Vor- und Nachname', ' Nina Neu ');
    type(dialog, 'Benutzername', 'nina');
    expect(ok(dialog).disabled).toBe(true);
    type(dialog, 'E-Mail-Adresse', 'nina@');
    expect(ok(dialog).disabled).toBe(true);
    type(dialog, 'E-Mail-Adresse', 'nina@demo.example');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Darf Schuldaten bearbeiten' }));
    expect(ok(dialog).disabled).toBe(false);
    fireEvent.click(ok(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/benutzer',
        body: {
          namevoll: 'Nina Neu',
          benutzername: 'nina',
          email: 'nina@demo.example',
          kann_lehrpersonen_bearbeiten: false,
          kann_schuldaten_bearbeiten: true,
          kann_stapel_veroeffentlichen: true,
        },
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      'Der Anmeldecode wurde an nina@demo.example verschickt',
    );
    expect(rows()).toHaveLength(3);
    expect(within(nth(rows(), 2)).getAllByRole('cell')[1]?.textContent).toBe('Nina Neu');
  });

  it("keeps the dialog open with the server's message when the e-mail is taken (409)", async () => {
    const calls = fakeApiCalls({
      'GET /session': NUR_LEHRPERSONEN,
      [`GET ${LISTE}`]: { status: 200, body: [LEA] },
      'POST /benutzer': {
        status: 409,
        body: {
          statusCode: 409,
          error: 'klasse.emailExistiertBereits',
          message: 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.',
        },
      },
    });
    renderPage(<Verwaltung />);
    const dialog = await openNewDialog();
    type(dialog, 'Vor- und Nachname', 'Nina Neu');
    type(dialog, 'Benutzername', 'nina');
    type(dialog, 'E-Mail-Adresse', 'lea@demo.example');
    fireEvent.click(ok(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.',
    );
    expect(screen.getByRole('dialog', { name: 'Neue Lehrperson' })).toBeTruthy();
    expect(rows()).toHaveLength(2);
    // A refused save changes nobody: the session is not read again.
    expect(calls.filter((call) => call.path === '/session')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a teacher with their id and current values', async () => {
    const calls = fakeApiCalls({
      'GET /session': NUR_LEHRPERSONEN,
      [`GET ${LISTE}`]: { status: 200, body: [LEA, MAX] },
      'POST /benutzer': {
        status: 200,
        body: { lehrpersonen: [LEA, { ...MAX, namevoll: 'Max Meier' }], message: null },
      },
    });
    renderPage(<Verwaltung />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Max Muster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lehrperson bearbeiten' });
    expect(within(dialog).getByRole('checkbox', { name: 'Darf Lehrpersonen bearbeiten' })).toHaveProperty(
      'checked',
      false,
    );
    type(dialog, 'Vor- und Nachname', 'Max Meier');
    fireEvent.click(ok(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: 7,
      namevoll: 'Max Meier',
      benutzername: 'max',
      email: 'max@demo.example',
      kann_lehrpersonen_bearbeiten: false,
      kann_schuldaten_bearbeiten: false,
      kann_stapel_veroeffentlichen: true,
    });
    expect(within(nth(rows(), 2)).getAllByRole('cell')[1]?.textContent).toBe('Max Meier');
    expect(screen.queryByRole('status')).toBeNull();
    // A saved teacher may be the session user: the session is read again.
    await waitFor(() => expect(calls.filter((call) => call.path === '/session')).toHaveLength(2));
  });

  it('deletes a teacher only after the confirmation', async () => {
    const calls = fakeApiCalls({
      'GET /session': MIT_BEIDEN,
      [`GET ${LISTE}`]: { status: 200, body: [LEA, MAX] },
      'GET /schulen/eigene': { status: 200, body: eigeneSchule() },
      'POST /benutzer/delete/7': { status: 200, body: { lehrpersonen: [LEA], message: null } },
    });
    renderPage(<Verwaltung />);
    fireEvent.click(await screen.findByRole('button', { name: 'Löschen: Max Muster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lehrperson löschen' });
    expect(dialog.textContent).toContain('Soll Max Muster wirklich gelöscht werden?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Löschen: Max Muster' }));
    const again = await screen.findByRole('dialog', { name: 'Lehrperson löschen' });
    fireEvent.click(within(again).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/benutzer/delete/7',
    ]);
    expect(rows()).toHaveLength(2);
  });
});
