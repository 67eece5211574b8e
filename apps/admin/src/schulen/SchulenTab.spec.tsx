import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fakeApiCalls, nth, renderPage, waehleOption } from '@lernstapel/testing';
import { AdminArea } from '../admin-area/AdminArea';
import { badRequest, schule, schulen } from '../testing/fixtures';

const DEMO = schule();
const OHNE_ADRESSE = schule({
  id: 5,
  name1: 'Zweite Schule',
  name2: null,
  anschrift1: null,
  plz: null,
  schule_ansprechpartner: [],
});

async function openDialog(buttonName: string, dialogName: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: buttonName }));
  return screen.findByRole('dialog', { name: dialogName });
}

function field(dialog: HTMLElement, name: string): HTMLInputElement {
  return within(dialog).getByRole('textbox', { name });
}

function type(dialog: HTMLElement, name: string, value: string): void {
  fireEvent.change(field(dialog, name), { target: { value } });
}

/** Opens a Mantine Select and clicks one of its own options (the listbox it controls). */
function okButton(dialog: HTMLElement): HTMLButtonElement {
  return within(dialog).getByRole('button', { name: 'OK' });
}

function tableRows(): HTMLElement[] {
  return within(screen.getByTestId('schulen-table')).getAllByRole('row');
}

// The school dialog has some 20 Mantine inputs; in jsdom on a busy 2-core machine a test takes seconds.
jest.setTimeout(20_000);

describe("main administrator's schools (01 §2 'Schulen')", () => {
  it('shows number, school name, address, contact persons, edit and delete', async () => {
    fakeApi({ '/schulen': { status: 200, body: [DEMO, OHNE_ADRESSE] } });
    renderPage(<AdminArea />);
    const rows = within(await screen.findByTestId('schulen-table')).getAllByRole('row');
    expect(
      within(nth(rows, 0))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nr.', 'Schulname', 'Adresse', 'Ansprechpersonen', 'Aktionen']);
    expect(
      within(nth(rows, 1))
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['4', 'Schule Demo Oberstufe', 'Hauptstrasse 1, 8000 Zürich', 'Lea Lehrerin, Max Muster']);
    expect(within(nth(rows, 2)).getAllByRole('cell')[2]?.textContent).toBe('Zürich');
    expect(
      within(nth(rows, 1)).getByRole('button', { name: 'Bearbeiten: Schule Demo Oberstufe' }),
    ).toBeTruthy();
    expect(within(nth(rows, 2)).getByRole('button', { name: 'Löschen: Zweite Schule' })).toBeTruthy();
    expect(screen.getByTestId('build-id-admin')).toBeTruthy();
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
    expect(screen.queryByRole('button', { name: 'Schule +' })).toBeNull();
  });

  it.each([
    [9, 1],
    [10, 2],
  ])("with %i schools shows 'Schule +' %i time(s) (01 §2)", async (count, buttons) => {
    fakeApi({ '/schulen': { status: 200, body: schulen(count) } });
    renderPage(<AdminArea />);
    await screen.findByTestId('schulen-table');
    expect(screen.getAllByRole('button', { name: 'Schule +' })).toHaveLength(buttons);
  });

  it('a new school: country CH, OK only with a name, postal codes ≤ 10, contact persons need a name', async () => {
    fakeApiCalls({ 'GET /schulen': { status: 200, body: [DEMO] } });
    renderPage(<AdminArea />);
    const dialog = await openDialog('Schule +', 'Neue Schule');
    // Select loads on first use (libs/ui lazy-mantine).
    expect((await within(dialog).findByRole<HTMLInputElement>('combobox', { name: 'Land' })).value).toBe(
      'Schweiz',
    );
    expect(okButton(dialog).disabled).toBe(true);

    type(dialog, 'Name der Schule', '   ');
    expect(within(dialog).getByText('Bitte gib den Namen der Schule ein.')).toBeTruthy();
    expect(okButton(dialog).disabled).toBe(true);
    type(dialog, 'Name der Schule', 'Neue Schule');
    expect(okButton(dialog).disabled).toBe(false);

    type(dialog, 'Postleitzahl', '12345678901');
    expect(within(dialog).getByText('Die Postleitzahl darf höchstens 10 Zeichen lang sein.')).toBeTruthy();
    expect(okButton(dialog).disabled).toBe(true);
    type(dialog, 'Postleitzahl', '1234567890');
    expect(okButton(dialog).disabled).toBe(false);
    type(dialog, 'Postleitzahl (Rechnung)', 'ABCDEFGHIJK');
    expect(
      within(dialog).getByText(
        'Die Postleitzahl der Rechnungsanschrift darf höchstens 10 Zeichen lang sein.',
      ),
    ).toBeTruthy();
    expect(okButton(dialog).disabled).toBe(true);
    type(dialog, 'Postleitzahl (Rechnung)', '');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ansprechperson +' }));
    type(dialog, 'E-Mail-Adresse (Ansprechperson 1)', 'anna@example.org');
    expect(within(dialog).getByText('Bitte gib den vollständigen Namen ein.')).toBeTruthy();
    expect(okButton(dialog).disabled).toBe(true);
    type(dialog, 'Name (Ansprechperson 1)', 'Anna Ansprech');
    expect(okButton(dialog).disabled).toBe(false);
  });

  it('creates a school: sends every field (CH, trimmed, empty → null) and shows the list the server answered', async () => {
    const neu = schule({ id: 9, name1: 'Neue Schule', name2: null, schule_ansprechpartner: [] });
    const calls = fakeApiCalls({
      'GET /schulen': { status: 200, body: [DEMO] },
      'POST /schulen': { status: 200, body: [DEMO, neu] },
    });
    renderPage(<AdminArea />);
    const dialog = await openDialog('Schule +', 'Neue Schule');
    type(dialog, 'Name der Schule', 'Neue Schule');
    type(dialog, 'Postleitzahl', '3000');
    type(dialog, 'Ort', ' Bern ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ansprechperson +' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ansprechperson +' }));
    type(dialog, 'Name (Ansprechperson 1)', 'Anna Ansprech');
    type(dialog, 'E-Mail-Adresse (Ansprechperson 1)', 'anna@example.org');
    // the second row stays empty and is not sent

    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/schulen');
    expect(post?.body).toEqual({
      name1: 'Neue Schule',
      name2: null,
      anschrift1: null,
      anschrift2: null,
      land: 'CH',
      plz: '3000',
      ort: 'Bern',
      telefon1: null,
      email1: null,
      telefon2: null,
      email2: null,
      rechnungsanschrift1: null,
      rechnungsanschrift2: null,
      rechnungsplz: null,
      rechnungsort: null,
      rechnungsland: null,
      hauspost_domainname: null,
      lizenz_jahr: null,
      schule_ansprechpartner: [{ id: 0, namevoll: 'Anna Ansprech', email: 'anna@example.org' }],
    });
    // the table shows the list the server answered, without loading it again
    expect(tableRows()).toHaveLength(3);
    expect(within(nth(tableRows(), 2)).getAllByRole('cell')[1]?.textContent).toBe('Neue Schule');
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('edits a school: the dialog holds its data and Enter (form submit) saves it with its id', async () => {
    const geaendert = { ...DEMO, ort: 'Winterthur' };
    const calls = fakeApiCalls({
      'GET /schulen': { status: 200, body: [DEMO] },
      'POST /schulen': { status: 200, body: [geaendert] },
    });
    renderPage(<AdminArea />);
    const dialog = await openDialog('Bearbeiten: Schule Demo Oberstufe', 'Schuldaten');
    expect(field(dialog, 'Name der Schule').value).toBe('Schule Demo');
    expect(field(dialog, 'Telefon 1').value).toBe('044 123 45 67');
    expect(field(dialog, 'Name (Ansprechperson 2)').value).toBe('Max Muster');
    type(dialog, 'Ort', 'Winterthur');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ansprechperson 1 entfernen' }));
    await waehleOption(
      await within(dialog).findByRole('combobox', { name: 'Land (Rechnung)' }),
      'Österreich',
    );

    fireEvent.submit(within(dialog).getByTestId('schule-dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = calls.find((call) => call.method === 'POST')?.body;
    expect(body).toMatchObject({
      id: 4,
      name1: 'Schule Demo',
      name2: 'Oberstufe',
      ort: 'Winterthur',
      land: 'CH',
      lizenz_jahr: 2026,
      email1: 'sekretariat@demo.example',
      rechnungsland: 'A',
      schule_ansprechpartner: [{ id: 3, namevoll: 'Max Muster', email: 'max@example.org' }],
    });
    expect(within(nth(tableRows(), 1)).getAllByRole('cell')[2]?.textContent).toBe(
      'Hauptstrasse 1, 8000 Winterthur',
    );
  });

  it('Enter does nothing while OK is disabled', async () => {
    const calls = fakeApiCalls({
      'GET /schulen': { status: 200, body: [DEMO] },
      'POST /schulen': { status: 200, body: [DEMO] },
    });
    renderPage(<AdminArea />);
    const dialog = await openDialog('Schule +', 'Neue Schule');
    fireEvent.submit(within(dialog).getByTestId('schule-dialog'));
    expect(screen.getByRole('dialog', { name: 'Neue Schule' })).toBeTruthy();
    // Once OK is enabled the same Enter saves; the only request sent is that one, so the first
    // Enter sent nothing (no wait for a request that must not come).
    type(dialog, 'Name der Schule', 'Neue Schule');
    fireEvent.submit(within(dialog).getByTestId('schule-dialog'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map((call) => [call.method, (call.body as { name1?: string } | undefined)?.name1])).toEqual([
      ['GET', undefined],
      ['POST', 'Neue Schule'],
    ]);
  });

  it("keeps the dialog open and shows the server's German message and details on 400", async () => {
    fakeApiCalls({
      'GET /schulen': { status: 200, body: [DEMO] },
      'POST /schulen': badRequest('Die Angaben zur Schule sind unvollständig.', [
        'Die Postleitzahl darf höchstens 10 Zeichen lang sein.',
        'Die Angaben zur Schule sind unvollständig.',
      ]),
    });
    renderPage(<AdminArea />);
    const dialog = await openDialog('Schule +', 'Neue Schule');
    type(dialog, 'Name der Schule', 'Neue Schule');
    fireEvent.click(okButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent?.split('Die Angaben zur Schule sind unvollständig.')).toHaveLength(2);
    expect(alert.textContent).toContain('Die Postleitzahl darf höchstens 10 Zeichen lang sein.');
    expect(screen.getByRole('dialog', { name: 'Neue Schule' })).toBeTruthy();
    expect(field(dialog, 'Name der Schule').value).toBe('Neue Schule');
    expect(tableRows()).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes a school after a confirmation that names it and its users (01 §6)', async () => {
    const calls = fakeApiCalls({
      'GET /schulen': { status: 200, body: [DEMO, OHNE_ADRESSE] },
      'POST /schulen/delete/4': { status: 200, body: [OHNE_ADRESSE] },
    });
    renderPage(<AdminArea />);
    const dialog = await openDialog('Löschen: Schule Demo Oberstufe', 'Schule löschen');
    expect(dialog.textContent).toContain(
      'Soll die Schule «Schule Demo Oberstufe» mit allen Benutzern und Daten wirklich gelöscht werden?',
    );
    expect(dialog.textContent).toContain(
      'Die Schule hat 6 Benutzer. Die Schule, diese Benutzer und alle ihre Daten',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const again = await openDialog('Löschen: Schule Demo Oberstufe', 'Schule löschen');
    fireEvent.click(within(again).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/schulen/delete/4',
    ]);
    expect(tableRows()).toHaveLength(2);
    expect(within(nth(tableRows(), 1)).getAllByRole('cell')[1]?.textContent).toBe('Zweite Schule');
  });
  it("keeps the delete dialog open with the server's message when deleting fails", async () => {
    fakeApiCalls({
      'GET /schulen': { status: 200, body: [DEMO] },
      'POST /schulen/delete/4': {
        status: 403,
        body: {
          statusCode: 403,
          error: 'fehler.keineBerechtigung',
          message: 'Dafür fehlt dir die Berechtigung.',
        },
      },
    });
    renderPage(<AdminArea />);
    const dialog = await openDialog('Löschen: Schule Demo Oberstufe', 'Schule löschen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Dafür fehlt dir die Berechtigung.');
    expect(screen.getByRole('dialog', { name: 'Schule löschen' })).toBeTruthy();
    expect(tableRows()).toHaveLength(2);
  });
});
