import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DatenschutzAngaben } from '@lernstapel/contracts';
import { startedRequests } from '@lernstapel/testing';
import { fakeFetch, renderApp, TEACHER, type ApiAnswer } from '../testing/render-app';

jest.mock('../federation/remote-loader', () => ({
  loadRemotePage: jest.fn(() => new Promise(() => undefined)),
}));

const BLOCKED = {
  statusCode: 403,
  error: 'login.gesperrt',
  message: 'Dein Zugang wurde vorübergehend gesperrt.',
};
const UNKNOWN = {
  statusCode: 401,
  error: 'login.unbekannterCode',
  message: 'Dieser Anmeldecode ist leider nicht bekannt.',
};

const AUFBEWAHRUNG = {
  aktivitaetenTage: 30,
  sitzungStunden: 12,
  gespeicherteAnmeldungTage: 90,
  geraetTage: 180,
  mailTage: 30,
};

/** The API of the landing page: hello, server version, legal data and `login` for POST /benutzer/check. */
function landingApi(
  login: (body: unknown) => ApiAnswer = () => ({ status: 200, body: { user: TEACHER } }),
  angaben: DatenschutzAngaben = { betreiber: null, aufbewahrung: AUFBEWAHRUNG },
) {
  const sent: unknown[] = [];
  const mock = fakeFetch((method, path, body) => {
    if (path === '/hello') return { status: 200, body: { ok: true } };
    if (path === '/datenschutz/angaben') return { status: 200, body: angaben };
    if (path === '/hello/server') return { status: 200, body: { version: '2.0.0-server' } };
    if (method === 'POST' && path === '/benutzer/check') {
      sent.push(body);
      return login(body);
    }
    return { status: 404, body: { statusCode: 404, error: 'x', message: 'nicht gefunden' } };
  });
  return { mock, sent };
}

async function openLoginDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
  return screen.findByRole('dialog', { name: 'Anmelden' });
}

/** The dialog's text button; the icon-only X in its corner has the same name (theme: closeButtonProps). */
function textCloseButton(dialog: HTMLElement): HTMLElement {
  const [corner, text] = within(dialog).getAllByRole('button', { name: 'Schliessen' });
  expect(corner?.textContent).toBe('');
  return text as HTMLElement;
}

describe('login dialog (01 §2, §5)', () => {
  it('keeps OK disabled while the code is empty or blank', async () => {
    landingApi();
    renderApp('/login');
    const dialog = await openLoginDialog();
    const ok = within(dialog).getByRole('button', { name: 'OK' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Anmeldecode'), { target: { value: '   ' } });
    expect(ok.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Anmeldecode'), { target: { value: 'ABC' } });
    expect(ok.disabled).toBe(false);
  });

  it('Enter in the code field logs in with the remember-me choice and opens /user', async () => {
    const { sent } = landingApi();
    const { router, store } = renderApp('/login');
    const dialog = await openLoginDialog();
    const field = within(dialog).getByLabelText('Anmeldecode');
    fireEvent.change(field, { target: { value: ' ABCDEFGHJK ' } });
    fireEvent.click(within(dialog).getByLabelText('Anmeldung auf diesem Browser speichern'));
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    // The store records the login the moment it starts (what the next test relies on).
    expect(startedRequests(store)).toContain('authLogin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(sent).toEqual([{ anmeldecode: 'ABCDEFGHJK', merken: true }]);
  });

  it('does not send an empty code on Enter', async () => {
    const { sent } = landingApi();
    const { store } = renderApp('/login');
    const dialog = await openLoginDialog();
    fireEvent.submit(within(dialog).getByLabelText('Anmeldecode').closest('form') as HTMLFormElement);
    expect(startedRequests(store)).not.toContain('authLogin');
    expect(sent).toEqual([]);
  });

  it('shows the unknown-code message and stays on the form', async () => {
    landingApi(() => ({ status: 401, body: UNKNOWN }));
    const { router } = renderApp('/login');
    const dialog = await openLoginDialog();
    fireEvent.change(within(dialog).getByLabelText('Anmeldecode'), { target: { value: 'FALSCH1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(UNKNOWN.message);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('dialog', { name: 'Anmelden' })).toBeTruthy();
  });

  it('shows the blocked dialog for a locked user (403) and stays on /login', async () => {
    landingApi(() => ({ status: 403, body: BLOCKED }));
    const { router } = renderApp('/login');
    const dialog = await openLoginDialog();
    fireEvent.change(within(dialog).getByLabelText('Anmeldecode'), { target: { value: 'GESPERRT12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const blocked = await screen.findByRole('dialog', { name: 'Zugang gesperrt' });
    expect(within(blocked).getByText(BLOCKED.message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anmelden' })).toBeNull());
  });
});

describe('landing page content (01 §2, §9)', () => {
  it('shows the program version and date from package.json and the server version', async () => {
    landingApi();
    renderApp('/login');
    expect((await screen.findByTestId('serverversion')).textContent).toBe('Serverversion 2.0.0-server');
    expect(screen.getByTestId('programmversion').textContent).toBe('Programmversion 2.0.0 vom 20.07.2025');
  });

  it.each([
    ['Vorteile von Flashcards', 'Vorteile von Flashcards', 'aktive Erinnern'],
    ['Das Konzept', 'Das Konzept', 'Das Drei-Fächer-System'],
    ['Impressum', 'Impressum', 'Haftungsausschluss'],
    ['Datenschutzerklärung', 'Datenschutzerklärung', 'Kein Tracking'],
  ])('opens the info dialog %s with its German text', async (button, title, expected) => {
    landingApi();
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog.textContent).toContain(expected);
    fireEvent.click(textCloseButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
  });

  it('says plainly that the operator data is missing when the installation has none (issue 16)', async () => {
    landingApi();
    renderApp('/login');
    for (const button of ['Impressum', 'Datenschutzerklärung']) {
      fireEvent.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: button });
      await waitFor(() => expect(dialog.textContent).toContain('noch nicht eingetragen'));
      expect(dialog.textContent).not.toMatch(/GmbH|CHE-|lernstapel\.ch/);
      fireEvent.click(textCloseButton(dialog));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: button })).toBeNull());
    }
  });

  it('renders the configured operator and the retention periods (issue 16)', async () => {
    landingApi(undefined, {
      betreiber: {
        name: 'Beispiel Lernplattform AG',
        adresse: 'Beispielweg 1\n9999 Beispielstadt',
        email: 'info@beispiel.example',
        datenschutzKontakt: 'datenschutz@beispiel.example',
        register: 'Handelsregister Beispielstadt, CHE-999.999.999',
        aufsichtsbehoerde: null,
        land: null,
      },
      aufbewahrung: { ...AUFBEWAHRUNG, aktivitaetenTage: 14 },
    });
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Impressum' }));
    const impressum = await screen.findByRole('dialog', { name: 'Impressum' });
    await waitFor(() => expect(impressum.textContent).toContain('Beispiel Lernplattform AG'));
    expect(impressum.textContent).toContain('9999 Beispielstadt');
    expect(impressum.textContent).toContain('CHE-999.999.999');
    fireEvent.click(textCloseButton(impressum));
    fireEvent.click(await screen.findByRole('button', { name: 'Datenschutzerklärung' }));
    const erklaerung = await screen.findByRole('dialog', { name: 'Datenschutzerklärung' });
    await waitFor(() => expect(erklaerung.textContent).toContain('datenschutz@beispiel.example'));
    expect(erklaerung.textContent).toContain('nach 14 Tagen automatisch gelöscht');
  });

  it('links the user manual', async () => {
    landingApi();
    renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Benutzerhandbuch herunterladen' });
    expect(link.getAttribute('href')).toBe('/handbuch.pdf');
  });
});
