import { act, screen, waitFor } from '@testing-library/react';
import { loginNavigation } from '@lernstapel/api-client';
import { fakeFetch, MAIN_ADMIN, renderApp, TEACHER } from '../testing/render-app';

jest.mock('../federation/remote-loader', () => ({
  loadRemotePage: jest.fn(() => new Promise(() => undefined)),
}));

const HELLO = { status: 200, body: { ok: true } };
const UNAUTHORIZED = {
  status: 401,
  body: { statusCode: 401, error: 'fehler.nichtAngemeldet', message: 'Bitte melde dich an.' },
};

describe('guards and the start check (01 §2, §4, §7)', () => {
  let goToLogin: jest.SpyInstance;
  beforeEach(() => {
    goToLogin = jest.spyOn(loginNavigation, 'goToLogin').mockImplementation(() => undefined);
    jest.spyOn(loginNavigation, 'currentPath').mockReturnValue('/user');
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends a visitor without a session from /user to /login', async () => {
    fakeFetch((_method, path) => (path === '/hello' ? HELLO : UNAUTHORIZED));
    renderApp('/user');
    await waitFor(() => expect(goToLogin).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('sends a teacher from /admin to /user', async () => {
    fakeFetch((_method, path) =>
      path === '/hello' ? HELLO : { status: 200, body: { userID: 2, user: TEACHER } },
    );
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
    expect(await screen.findByText('Hallo Lea Lehrerin!')).toBeTruthy();
  });

  it('sends a main administrator from / and /user to /admin', async () => {
    fakeFetch((_method, path) =>
      path === '/hello' ? HELLO : { status: 200, body: { userID: 1, user: MAIN_ADMIN } },
    );
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    await act(() => router.navigate('/user'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it.each([
    ['a 503 answer', () => Promise.resolve(new Response('', { status: 503 })), 'HTML-Fehler 503', false],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), 'HTML-Fehler 500', true],
  ])('shows the error page when GET /api/hello gets %s', async (_case, answer, title, serverDown) => {
    window.fetch = jest.fn(answer) as unknown as typeof fetch;
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/htmlerror\/\d{3}$/);
    expect(screen.queryByText('Der Server antwortet nicht.') !== null).toBe(serverDown);
    expect(screen.getByRole('link', { name: 'Erneut versuchen' }).getAttribute('href')).toBe('/');
  });
});
