import { act, screen, waitFor } from '@testing-library/react';
import { loginNavigation, sessionApi } from '@lernstapel/api-client';
import { fakeFetch, MAIN_ADMIN, renderApp, TEACHER } from '../testing/render-app';
import { userAreaApi } from '../user-area/testing/user-area-api';

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
    fakeFetch(userAreaApi(TEACHER));
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
    // A 503 is tried twice more first (api-client: the database may be back in a moment).
    expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/htmlerror\/\d{3}$/);
    expect(screen.queryByText('Der Server antwortet nicht.') !== null).toBe(serverDown);
    expect(screen.getByRole('link', { name: 'Erneut versuchen' }).getAttribute('href')).toBe('/');
  });
});

describe('a session of another user (01 §4)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the page to /login when the session check answers for another user', async () => {
    const goToLogin = jest.spyOn(loginNavigation, 'goToLogin').mockImplementation(() => undefined);
    let sessionUser = TEACHER;
    fakeFetch((method, path, body) =>
      path === '/session'
        ? { status: 200, body: { userID: sessionUser.id, user: sessionUser } }
        : userAreaApi(TEACHER)(method, path, body),
    );
    const { store } = renderApp('/user');
    expect(await screen.findByText('Hallo Lea Lehrerin!')).toBeTruthy();

    store.dispatch(sessionApi.util.invalidateTags(['Session']));
    await waitFor(() => expect(fetchCount('/api/session')).toBe(2));
    expect(goToLogin).not.toHaveBeenCalled();

    sessionUser = { ...TEACHER, id: 99, namevoll: 'Sam Schüler' };
    store.dispatch(sessionApi.util.invalidateTags(['Session']));
    await waitFor(() => expect(goToLogin).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Hallo Sam Schüler!')).toBeNull();
  });
});

function fetchCount(pathname: string): number {
  return (window.fetch as jest.Mock).mock.calls.filter(
    ([request]) => new URL((request as Request).url).pathname === pathname,
  ).length;
}
