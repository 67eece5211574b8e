import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeFetch, MAIN_ADMIN, renderApp, TEACHER, type ApiAnswer } from '../testing/render-app';
import { hatGespeicherteAnmeldung } from './saved-login';

jest.mock('../federation/remote-loader', () => ({
  loadRemotePage: jest.fn(() => new Promise(() => undefined)),
}));

const NOT_REGISTERED = {
  statusCode: 404,
  error: 'login.emailNichtRegistriert',
  message: 'Diese E-Mail-Adresse ist nicht registriert.',
};
const GONE = { statusCode: 401, error: 'fehler.nichtAngemeldet', message: 'Bitte melde dich an.' };

function api(answers: Record<string, (body: unknown) => ApiAnswer>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  fakeFetch((method, path, body) => {
    if (path === '/hello') return { status: 200, body: { ok: true } };
    if (path === '/hello/server') return { status: 200, body: { version: '2.0.0' } };
    calls.push({ method, path, body });
    const answer = answers[`${method} ${path}`];
    return answer ? answer(body) : { status: 404, body: { statusCode: 404, error: 'x', message: 'x' } };
  });
  return calls;
}

function clearCookies() {
  document.cookie = 'ls_name=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'ls_gemerkt=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

/** The readable marker of a saved login (issue 29 §3); the name itself comes from the API. */
function savedLoginMarker() {
  document.cookie = 'ls_gemerkt=1; path=/';
}

const nameAnswer = (name: string | null) => (): ApiAnswer => ({ status: 200, body: { name } });

describe('forgot code (01 §2, §5, §8; DEVIATIONS 2)', () => {
  async function openForgotCode() {
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden' }));
    const login = await screen.findByRole('dialog', { name: 'Anmelden' });
    fireEvent.click(within(login).getByRole('button', { name: 'Anmeldecode vergessen?' }));
    return screen.findByRole('dialog', { name: 'Anmeldecode vergessen' });
  }

  it('keeps "Anmeldecode senden" disabled while the e-mail is empty; a known e-mail gets the sent dialog', async () => {
    const calls = api({
      'POST /benutzer/anmeldecodevergessen': () => ({ status: 200, body: { versendet: true } }),
    });
    renderApp('/login');
    const dialog = await openForgotCode();
    const send = within(dialog).getByRole('button', { name: 'Anmeldecode senden' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('E-Mail-Adresse'), {
      target: { value: ' lea@example.org ' },
    });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    const sent = await screen.findByRole('dialog', { name: 'Anmeldecode verschickt' });
    expect(sent.textContent).toContain(
      'Wir haben Dir ein Mail mit deinem Anmeldecode geschickt! Bitte überprüfe ggf. deinen Spamordner.',
    );
    expect(calls).toEqual([
      { method: 'POST', path: '/benutzer/anmeldecodevergessen', body: { email: 'lea@example.org' } },
    ]);
  });

  it('shows "Diese E-Mail-Adresse ist nicht registriert." for an unknown e-mail (404)', async () => {
    api({ 'POST /benutzer/anmeldecodevergessen': () => ({ status: 404, body: NOT_REGISTERED }) });
    renderApp('/login');
    const dialog = await openForgotCode();
    fireEvent.change(within(dialog).getByLabelText('E-Mail-Adresse'), {
      target: { value: 'wer@example.org' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anmeldecode senden' }));
    const unknown = await screen.findByRole('dialog', { name: 'E-Mail-Adresse nicht registriert' });
    expect(within(unknown).getByText('Diese E-Mail-Adresse ist nicht registriert.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Anmeldecode verschickt' })).toBeNull();
  });
});

describe('saved login (01 §4, DEVIATIONS 3)', () => {
  afterEach(clearCookies);

  it('knows a saved login by its readable marker, or by a readable name cookie from before', () => {
    expect(hatGespeicherteAnmeldung('a=1; ls_gemerkt=1; b=2')).toBe(true);
    expect(hatGespeicherteAnmeldung('ls_name=J%C3%BCrg%20M%C3%BCller')).toBe(true);
    expect(hatGespeicherteAnmeldung('a=1')).toBe(false);
    expect(hatGespeicherteAnmeldung('ls_gemerkt=; ls_name=')).toBe(false);
  });

  it('without a saved login asks nothing and offers "Anmelden"', async () => {
    const calls = api({});
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('asks the API for the first name, offers "Anmelden als {name}" and logs in through POST /benutzer/gespeichert', async () => {
    savedLoginMarker();
    const calls = api({
      'GET /benutzer/gespeichert/name': nameAnswer('Hans'),
      'POST /benutzer/gespeichert': () => ({ status: 200, body: { user: MAIN_ADMIN } }),
    });
    const { router } = renderApp('/login');
    expect(
      await screen.findByRole('button', { name: 'Mit einem anderen Anmeldecode anmelden' }),
    ).toBeTruthy();
    // No 'Anmelden' flashes while the name is on its way, nor after.
    expect(screen.queryByRole('button', { name: 'Anmelden' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden als Hans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(calls).toEqual([
      { method: 'GET', path: '/benutzer/gespeichert/name', body: undefined },
      { method: 'POST', path: '/benutzer/gespeichert', body: undefined },
    ]);
  });

  it('offers the normal login when the API knows no saved login any more', async () => {
    savedLoginMarker();
    api({ 'GET /benutzer/gespeichert/name': nameAnswer(null) });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Anmelden als/ })).toBeNull();
  });

  it('falls back to the normal login when the saved login is gone (401)', async () => {
    savedLoginMarker();
    api({
      'GET /benutzer/gespeichert/name': nameAnswer('Lea'),
      'POST /benutzer/gespeichert': () => ({ status: 401, body: GONE }),
    });
    const { router } = renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Anmelden als Lea' }));
    const login = await screen.findByRole('dialog', { name: 'Anmelden' });
    expect(within(login).getByLabelText('Anmeldecode')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anmelden als Lea' })).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('"Mit einem anderen Anmeldecode anmelden" opens the normal login dialog', async () => {
    savedLoginMarker();
    const calls = api({
      'GET /benutzer/gespeichert/name': nameAnswer('Lea'),
      'POST /benutzer/check': () => ({ status: 200, body: { user: TEACHER } }),
    });
    const { router } = renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Mit einem anderen Anmeldecode anmelden' }));
    const login = await screen.findByRole('dialog', { name: 'Anmelden' });
    fireEvent.change(within(login).getByLabelText('Anmeldecode'), { target: { value: 'ANDERER234' } });
    fireEvent.click(within(login).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(calls).toEqual([
      { method: 'GET', path: '/benutzer/gespeichert/name', body: undefined },
      { method: 'POST', path: '/benutzer/check', body: { anmeldecode: 'ANDERER234', merken: false } },
    ]);
  });
});
