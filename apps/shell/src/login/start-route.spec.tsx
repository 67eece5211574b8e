import { screen, waitFor } from '@testing-library/react';
import { fakeFetch, MAIN_ADMIN, renderApp, TEACHER, type ApiAnswer } from '../testing/render-app';

jest.mock('../federation/remote-loader', () => ({
  loadRemotePage: jest.fn(() => new Promise(() => undefined)),
}));

const CODE = 'ABCDEFGHJK';
const UNKNOWN = {
  statusCode: 401,
  error: 'login.unbekannterCode',
  message: 'Dieser Anmeldecode ist leider nicht bekannt.',
};

function apiWithLogin(loginAnswer: () => ApiAnswer | Promise<ApiAnswer>) {
  return fakeFetch((method, path) => {
    if (path === '/hello') return { status: 200, body: { ok: true } };
    if (method === 'POST' && path === '/benutzer/check') return loginAnswer();
    return { status: 404, body: {} };
  });
}

describe('start route /{code} (01 §2, DEVIATIONS 2)', () => {
  it('takes the code out of the URL before the server answers, then opens /user for a teacher', async () => {
    let answerLogin: (answer: ApiAnswer) => void = () => undefined;
    const fetchMock = apiWithLogin(() => new Promise<ApiAnswer>((resolve) => (answerLogin = resolve)));
    const { router } = renderApp(`/${CODE}`);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Der Anmeldecode wird geprüft...'),
    );

    answerLogin({ status: 200, body: { user: TEACHER } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const loginCall = fetchMock.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.url.endsWith('/api/benutzer/check'));
    expect(loginCall?.method).toBe('POST');
    expect(JSON.stringify(router.state.location)).not.toContain(CODE);
  });

  it('opens /admin for a main administrator', async () => {
    apiWithLogin(() => ({ status: 200, body: { user: MAIN_ADMIN } }));
    const { router } = renderApp(`/${CODE}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('shows the API message on /login for an unknown code', async () => {
    apiWithLogin(() => ({ status: 401, body: UNKNOWN }));
    const { router } = renderApp(`/${CODE}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dieser Anmeldecode ist leider nicht bekannt.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect((screen.getByLabelText('Anmeldecode') as HTMLInputElement).value).toBe('');
  });
});
