import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApiCalls, nth, oeffneMenu, renderPage } from '@lernstapel/testing';
import { KlasseGruppen } from './KlasseGruppen';
import { ANNA, BEN, fehler, KLASSE, SESSION, schueler } from './testing';

const KLASSE_PFAD = `GET /benutzer/klasse/${KLASSE}`;

function rows(): HTMLElement[] {
  return within(screen.getByTestId('klasse-table')).getAllByRole('row');
}

function cells(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

async function openDialog(buttonName: string, dialogName: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: buttonName }));
  return screen.findByRole('dialog', { name: dialogName });
}

function type(dialog: HTMLElement, name: string, value: string): void {
  fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } });
}

function okButton(dialog: HTMLElement): HTMLButtonElement {
  return within(dialog).getByRole('button', { name: 'OK' });
}

const openCodeMenu = (name: string) => oeffneMenu(`Anmeldecode von ${name}`);

jest.setTimeout(20_000);

describe("teacher's class (01 §2 Klasse tab)", () => {
  it('shows number, username, code, e-mail, publish mark and lock toggle; edit mode adds edit and delete', async () => {
    const calls = fakeApiCalls({ '/session': SESSION, [KLASSE_PFAD]: { status: 200, body: [ANNA, BEN] } });
    renderPage(<KlasseGruppen />);
    expect(await screen.findByRole('heading', { name: 'Klasse / Gruppen' })).toBeTruthy();
    await screen.findByTestId('klasse-table');
    // The code menus load on first use (libs/ui lazy-mantine).
    await screen.findByRole('button', { name: 'Anmeldecode von ben' });
    expect(calls.map((call) => call.path)).toContain('/benutzer/klasse/K1');
    expect(
      within(nth(rows(), 0))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Nr.',
      'Benutzername',
      'Vor- und Nachname',
      'Anmeldecode',
      'E-Mail-Adresse',
      'Darf veröffentlichen',
      'Gesperrt',
    ]);
    expect(cells(nth(rows(), 1)).slice(0, 6)).toEqual([
      '1',
      'anna',
      'Anna Amsel',
      'ANNA7KQ2M9▾',
      'anna@demo.example',
      '',
    ]);
    expect(cells(nth(rows(), 2)).slice(0, 6)).toEqual(['2', 'ben', 'Ben Bär', 'BEN4HT8WXR▾', '', 'Ja']);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'anna gesperrt' }).checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Bearbeiten: anna' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Bearbeitungsmodus' }));
    expect(screen.getByRole('button', { name: 'Bearbeiten: anna' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Löschen: ben' })).toBeTruthy();
    // Issue 16: the teacher downloads a pupil's data (Art. 15/20) from the same row.
    const link = screen.getByRole('link', { name: 'Daten von ben herunterladen' });
    expect(link.getAttribute('href')).toBe(`/api/datenschutz/export/${BEN.id}`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('prints one slip per pupil with username and code', async () => {
    fakeApiCalls({ '/session': SESSION, [KLASSE_PFAD]: { status: 200, body: [ANNA, BEN] } });
    const print = jest.fn();
    window.print = print;
    renderPage(<KlasseGruppen />);
    await screen.findByTestId('klasse-table');
    fireEvent.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledTimes(1);
    const slips = within(screen.getByTestId('klasse-druck')).getAllByTestId('druck-zettel');
    expect(slips.map((slip) => slip.textContent)).toEqual([
      expect.stringContaining('Benutzername: annaAnmeldecode: ANNA7KQ2M9'),
      expect.stringContaining('Benutzername: benAnmeldecode: BEN4HT8WXR'),
    ]);
  });

  it('a new pupil: OK only with a username; sends the fields, publishing off, and shows the answered class', async () => {
    const neu = schueler({
      id: 13,
      benutzername: 'cara',
      email: 'cara@demo.example',
      anmeldecode: 'CARA2PX7QW',
    });
    const calls = fakeApiCalls({
      '/session': SESSION,
      [KLASSE_PFAD]: { status: 200, body: [ANNA] },
      'POST /benutzer/neuerschueler': { status: 200, body: [ANNA, neu] },
    });
    renderPage(<KlasseGruppen />);
    const dialog = await openDialog('Schüler/in +', 'Neue Schülerin / neuer Schüler');
    expect(okButton(dialog).disabled).toBe(true);
    type(dialog, 'Benutzername', '  ');
    expect(okButton(dialog).disabled).toBe(true);
    type(dialog, 'Benutzername', ' cara ');
    type(dialog, 'Vor- und Nachname', 'Cara Chen');
    expect(okButton(dialog).disabled).toBe(false);
    // A given e-mail must be well-formed (validatePupil, checked by the API as well).
    type(dialog, 'E-Mail-Adresse', 'cara@');
    fireEvent.blur(within(dialog).getByRole('textbox', { name: 'E-Mail-Adresse' }));
    expect(within(dialog).getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(okButton(dialog).disabled).toBe(true);
    type(dialog, 'E-Mail-Adresse', 'cara@demo.example');
    expect(within(dialog).queryByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeNull();
    expect(okButton(dialog).disabled).toBe(false);
    expect(
      within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Darf Stapel veröffentlichen' }).checked,
    ).toBe(false);
    expect(within(dialog).queryByRole('button', { name: 'Upload für 2 Stunden erlauben' })).toBeNull();
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/benutzer/neuerschueler',
      body: {
        benutzername: 'cara',
        namevoll: 'Cara Chen',
        email: 'cara@demo.example',
        kann_stapel_veroeffentlichen: false,
      },
    });
    expect(rows()).toHaveLength(3);
    expect(cells(nth(rows(), 2))[1]).toBe('cara');
    expect(calls.filter((call) => call.path === '/benutzer/klasse/K1')).toHaveLength(1);
  });

  it("409: keeps the dialog open with 'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.'", async () => {
    fakeApiCalls({
      '/session': SESSION,
      [KLASSE_PFAD]: { status: 200, body: [ANNA] },
      'POST /benutzer/neuerschueler': fehler(
        409,
        'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.',
      ),
    });
    renderPage(<KlasseGruppen />);
    const dialog = await openDialog('Schüler/in +', 'Neue Schülerin / neuer Schüler');
    type(dialog, 'Benutzername', 'cara');
    type(dialog, 'E-Mail-Adresse', 'anna@demo.example');
    fireEvent.click(okButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Diese E-Mail-Adresse gehört schon zu einem anderen Konto.',
    );
    expect(screen.getByRole('dialog', { name: 'Neue Schülerin / neuer Schüler' })).toBeTruthy();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Benutzername' }).value).toBe(
      'cara',
    );
    expect(rows()).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rows()).toHaveLength(2);
  });

  it('edits a pupil with its id and allows uploads for 2 hours', async () => {
    const calls = fakeApiCalls({
      '/session': SESSION,
      [KLASSE_PFAD]: { status: 200, body: [ANNA] },
      'POST /benutzer/uploaderlaubnis': {
        status: 200,
        body: { message: 'Uploaderlaubnis wurde für 2 Stunden erteilt', erlaubt_bis: '2099-01-01T10:00:00' },
      },
      'POST /benutzer/neuerschueler': {
        status: 200,
        body: [{ ...ANNA, kann_stapel_veroeffentlichen: true }],
      },
    });
    renderPage(<KlasseGruppen />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Bearbeitungsmodus' }));
    const dialog = await openDialog('Bearbeiten: anna', 'Schüler/in bearbeiten');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'E-Mail-Adresse' }).value).toBe(
      'anna@demo.example',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload für 2 Stunden erlauben' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Uploaderlaubnis wurde für 2 Stunden erteilt',
    );
    expect(within(dialog).getByText('Uploads erlaubt bis 01.01.2099 10:00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Darf Stapel veröffentlichen' }));
    fireEvent.click(okButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      ['/benutzer/uploaderlaubnis', { id: 11 }],
      [
        '/benutzer/neuerschueler',
        {
          id: 11,
          benutzername: 'anna',
          namevoll: 'Anna Amsel',
          email: 'anna@demo.example',
          kann_stapel_veroeffentlichen: true,
        },
      ],
    ]);
    expect(cells(nth(rows(), 1))[5]).toBe('Ja');
  });

  it('the lock toggle sends {id, ist_gesperrt} and shows the answered state', async () => {
    const calls = fakeApiCalls({
      '/session': SESSION,
      [KLASSE_PFAD]: { status: 200, body: [ANNA, BEN] },
      'POST /benutzer/sperren': { status: 200, body: [{ ...ANNA, ist_gesperrt: true }, BEN] },
    });
    renderPage(<KlasseGruppen />);
    fireEvent.click(await screen.findByRole('switch', { name: 'anna gesperrt' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('switch', { name: 'anna gesperrt' }).checked).toBe(true),
    );
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/benutzer/sperren',
      body: { id: 11, ist_gesperrt: true },
    });
  });

  it("shows the server's message when locking fails and leaves the toggle as it was", async () => {
    fakeApiCalls({
      '/session': SESSION,
      [KLASSE_PFAD]: { status: 200, body: [ANNA] },
      'POST /benutzer/sperren': fehler(403, 'Dafür fehlt dir die Berechtigung.'),
    });
    renderPage(<KlasseGruppen />);
    fireEvent.click(await screen.findByRole('switch', { name: 'anna gesperrt' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Dafür fehlt dir die Berechtigung.');
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'anna gesperrt' }).checked).toBe(false);
  });

  it('deletes a pupil only after a confirmation that it is irreversible and removes all data', async () => {
    const calls = fakeApiCalls({
      '/session': SESSION,
      [KLASSE_PFAD]: { status: 200, body: [ANNA, BEN] },
      'POST /benutzer/removeschueler': { status: 200, body: [BEN] },
    });
    renderPage(<KlasseGruppen />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Bearbeitungsmodus' }));
    const dialog = await openDialog('Löschen: anna', 'Schüler/in löschen');
    expect(dialog.textContent).toContain('Das kann nicht rückgängig gemacht werden.');
    expect(dialog.textContent).toContain('alle Daten');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const again = await openDialog('Löschen: anna', 'Schüler/in löschen');
    fireEvent.click(within(again).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/benutzer/removeschueler', { id: 11 }],
    ]);
    expect(rows()).toHaveLength(2);
    expect(cells(nth(rows(), 1))[1]).toBe('ben');
  });

  it('code menu: copy, reset after confirmation, and send by e-mail only with an address', async () => {
    const calls = fakeApiCalls({
      '/session': SESSION,
      [KLASSE_PFAD]: { status: 200, body: [ANNA, BEN] },
      'POST /benutzer/neueranmeldecode': { status: 200, body: { anmeldecode: 'NEU3KX8PQR' } },
      'POST /benutzer/anmeldecodesenden': {
        status: 200,
        body: { message: 'Der Anmeldecode wurde an anna@demo.example verschickt' },
      },
    });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<KlasseGruppen />);

    const benMenu = await openCodeMenu('ben');
    expect(
      within(benMenu).queryByRole('menuitem', { name: 'Anmeldecode per E-Mail schicken', hidden: true }),
    ).toBeNull();
    fireEvent.click(within(benMenu).getByRole('menuitem', { name: 'Anmeldecode kopieren', hidden: true }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('BEN4HT8WXR'));
    expect((await screen.findByRole('status')).textContent).toBe('Der Anmeldecode von ben wurde kopiert.');

    const annaMenu = await openCodeMenu('anna');
    fireEvent.click(
      within(annaMenu).getByRole('menuitem', { name: 'Anmeldecode per E-Mail schicken', hidden: true }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Der Anmeldecode wurde an anna@demo.example verschickt',
      ),
    );

    fireEvent.click(
      within(await openCodeMenu('anna')).getByRole('menuitem', {
        name: 'Neuen Anmeldecode erzeugen',
        hidden: true,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Anmeldecode' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cells(nth(rows(), 1))[3]).toBe('NEU3KX8PQR▾');
    expect(screen.getByRole('status').textContent).toBe('Neuer Anmeldecode für anna: NEU3KX8PQR');
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/benutzer/anmeldecodesenden', { id: 11 }],
      ['/benutzer/neueranmeldecode', { id: 11 }],
    ]);
  });

  it('without a class says so and loads nothing else', async () => {
    const calls = fakeApiCalls({
      '/session': {
        status: 200,
        body: { ...SESSION.body, user: { ...SESSION.body.user, klassen_code: null } },
      },
    });
    renderPage(<KlasseGruppen />);
    expect(await screen.findByText('Für dein Konto ist keine Klasse eingerichtet.')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/session']);
  });
});
