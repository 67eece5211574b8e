import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, renderApp, TEACHER, type ApiAnswer } from '../testing/render-app';

jest.mock('../federation/remote-loader', () => ({
  loadRemotePage: jest.fn(() => new Promise(() => undefined)),
}));

// Many dialog steps per test: give a busy machine time (the assertions themselves do not wait).
jest.setTimeout(20_000);

const EMAIL_KNOWN = {
  statusCode: 409,
  error: 'registrierung.emailBereitsRegistriert',
  message: 'Diese E-Mail-Adresse ist bereits registriert.',
};

function registrationApi(register: (body: unknown) => ApiAnswer) {
  const calls: Array<{ path: string; body: unknown }> = [];
  fakeFetch((method, path, body) => {
    if (path === '/hello') return { status: 200, body: { ok: true } };
    if (path === '/hello/server') return { status: 200, body: { version: '2.0.0' } };
    calls.push({ path, body });
    if (method === 'POST' && path === '/benutzer/registrieren') return register(body);
    if (method === 'POST' && path === '/benutzer/check') return { status: 200, body: { user: TEACHER } };
    return { status: 404, body: { statusCode: 404, error: 'x', message: 'nicht gefunden' } };
  });
  return calls;
}

async function openRegistration() {
  fireEvent.click(await screen.findByRole('button', { name: 'Neu registrieren...' }));
  return screen.findByRole('dialog', { name: 'Neu registrieren' });
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });
}

function submitButton(dialog: HTMLElement) {
  return within(dialog).getByRole('button', { name: 'Registrieren' }) as HTMLButtonElement;
}

function fillPerson(dialog: HTMLElement) {
  fill(dialog, 'Vor- und Nachname', 'Lea Lehrerin');
  fill(dialog, 'Benutzername', 'lea');
  fill(dialog, 'E-Mail-Adresse', 'lea@schule.example');
}

describe('registration (01 §2, §5, §8; issue 3)', () => {
  it('as a school needs the school fields; the country defaults to Deutschland', async () => {
    const calls = registrationApi(() => ({
      status: 201,
      body: { anmeldecode: 'NEU2345678', benutzername: 'lea', mailVersendet: true },
    }));
    renderApp('/login');
    const dialog = await openRegistration();
    expect(submitButton(dialog).disabled).toBe(true);
    fillPerson(dialog);
    expect(submitButton(dialog).disabled).toBe(true);
    fill(dialog, 'Name der Schule', 'Schule am See');
    fill(dialog, 'Strasse und Hausnummer', 'Seeweg 1');
    fill(dialog, 'Ort', 'Konstanz');
    expect(submitButton(dialog).disabled).toBe(true);
    fill(dialog, 'Postleitzahl', '78462');
    expect(submitButton(dialog).disabled).toBe(false);
    expect((within(dialog).getByLabelText('Land', { exact: false }) as HTMLInputElement).value).toBe(
      'Deutschland',
    );
    expect(within(dialog).getByLabelText('Postleitzahl', { exact: false }).getAttribute('maxlength')).toBe(
      '10',
    );

    fireEvent.click(submitButton(dialog));
    const success = await screen.findByRole('dialog', { name: 'Registrierung erfolgreich' });
    expect(within(success).getByTestId('neuer-anmeldecode').textContent).toBe('NEU2345678');
    expect(success.textContent).toContain('Dein Anmeldecode wurde an lea@schule.example verschickt.');
    expect(within(success).getByRole('button', { name: 'Anmeldecode kopieren' })).toBeTruthy();
    expect(calls).toEqual([
      {
        path: '/benutzer/registrieren',
        body: {
          art: 'schule',
          namevoll: 'Lea Lehrerin',
          benutzername: 'lea',
          email: 'lea@schule.example',
          schulName1: 'Schule am See',
          schulStrasse: 'Seeweg 1',
          schulPLZ: '78462',
          schulOrt: 'Konstanz',
          schulLand: 'DE',
        },
      },
    ]);
  });

  it('as an individual needs only name, username and e-mail, and can log in with the new code', async () => {
    const calls = registrationApi(() => ({
      status: 201,
      body: { anmeldecode: 'EINZEL2345', benutzername: 'lea', mailVersendet: false },
    }));
    const { router } = renderApp('/login');
    const dialog = await openRegistration();
    fireEvent.click(within(dialog).getByText('als Einzelperson'));
    expect(within(dialog).queryByLabelText('Name der Schule', { exact: false })).toBeNull();
    fill(dialog, 'Vor- und Nachname', 'Lea Lehrerin');
    fill(dialog, 'Benutzername', 'lea');
    expect(submitButton(dialog).disabled).toBe(true);
    fill(dialog, 'E-Mail-Adresse', 'keine-adresse');
    expect(submitButton(dialog).disabled).toBe(true);
    fill(dialog, 'E-Mail-Adresse', 'lea@example.org');
    expect(submitButton(dialog).disabled).toBe(false);
    fireEvent.click(submitButton(dialog));

    const success = await screen.findByRole('dialog', { name: 'Registrierung erfolgreich' });
    expect(within(success).getByTestId('neuer-anmeldecode').textContent).toBe('EINZEL2345');
    // The mail could not be handed over: the dialog must not claim it was sent.
    expect(success.textContent).not.toContain('verschickt.');
    expect(success.textContent).toContain(
      'Die E-Mail an lea@example.org konnte gerade nicht verschickt werden.',
    );
    fireEvent.click(within(success).getByRole('button', { name: 'Jetzt mit diesem Anmeldecode anmelden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(calls).toEqual([
      {
        path: '/benutzer/registrieren',
        body: {
          art: 'einzelperson',
          namevoll: 'Lea Lehrerin',
          benutzername: 'lea',
          email: 'lea@example.org',
        },
      },
      { path: '/benutzer/check', body: { anmeldecode: 'EINZEL2345' } },
    ]);
  });

  it('shows the inline message of a required field once it was left empty', async () => {
    registrationApi(() => ({ status: 500 }));
    renderApp('/login');
    const dialog = await openRegistration();
    fireEvent.blur(within(dialog).getByLabelText('Name der Schule', { exact: false }));
    expect(await within(dialog).findByText('Bitte gib den Namen der Schule ein.')).toBeTruthy();
  });

  it('shows the "already registered" dialog for a known e-mail (409) and keeps the form', async () => {
    registrationApi(() => ({ status: 409, body: EMAIL_KNOWN }));
    renderApp('/login');
    const dialog = await openRegistration();
    fireEvent.click(within(dialog).getByText('als Einzelperson'));
    fillPerson(dialog);
    fireEvent.click(submitButton(dialog));
    const known = await screen.findByRole('dialog', { name: 'E-Mail-Adresse bereits registriert' });
    expect(within(known).getByText('Diese E-Mail-Adresse ist bereits registriert!')).toBeTruthy();
    fireEvent.click(within(known).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'E-Mail-Adresse bereits registriert' })).toBeNull(),
    );
    const form = screen.getByRole('dialog', { name: 'Neu registrieren' });
    expect(within(form).getByText('Diese E-Mail-Adresse ist bereits registriert.')).toBeTruthy();
    expect(submitButton(form).disabled).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Registrierung erfolgreich' })).toBeNull();
  });

  it('shows the German message and details of a refused registration (400)', async () => {
    registrationApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'fehler.ungueltigeEingabe',
        message: 'Die Eingabe ist ungültig.',
        details: ['Bitte gib einen Benutzernamen ein.'],
      },
    }));
    renderApp('/login');
    const dialog = await openRegistration();
    fireEvent.click(within(dialog).getByText('als Einzelperson'));
    fillPerson(dialog);
    fireEvent.click(submitButton(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Die Eingabe ist ungültig.');
    expect(alert.textContent).toContain('Bitte gib einen Benutzernamen ein.');
  });
});
