import { createAppStore } from './store';
import { sessionApi } from './session-api';
import { loginNavigation } from './login-redirect';
import { cachedSession, jsonResponse, TEST_USER } from './test-responses';

const UNAUTHORIZED = { statusCode: 401, error: 'fehler.nichtAngemeldet', message: 'Bitte melde dich an.' };

describe('401 → /login (01 §4)', () => {
  let goToLogin: jest.SpyInstance;
  let currentPath: jest.SpyInstance;

  beforeEach(() => {
    goToLogin = jest.spyOn(loginNavigation, 'goToLogin').mockImplementation(() => undefined);
    currentPath = jest.spyOn(loginNavigation, 'currentPath').mockReturnValue('/user');
    window.fetch = jest.fn(() => Promise.resolve(jsonResponse(401, UNAUTHORIZED)));
  });

  afterEach(() => jest.restoreAllMocks());

  it('sends the browser to /login when the session check answers 401', async () => {
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.authSession.initiate());
    expect(goToLogin).toHaveBeenCalledTimes(1);
  });

  it('sends the cookie with every call', async () => {
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.authSession.initiate());
    const request = (window.fetch as jest.Mock).mock.calls[0][0] as Request;
    expect(request.credentials).toBe('include');
    expect(new URL(request.url).pathname).toBe('/api/session');
  });

  it('stays on the form when the login itself answers 401 (unknown code)', async () => {
    const store = createAppStore();
    const result = await store.dispatch(
      sessionApi.endpoints.authLogin.initiate({ anmeldecode: 'FALSCH12345' }),
    );
    expect(goToLogin).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 401, data: UNAUTHORIZED });
  });

  it('does not redirect when the user is on /login already', async () => {
    currentPath.mockReturnValue('/login');
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.authSession.initiate());
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('does not redirect for other errors', async () => {
    window.fetch = jest.fn(() =>
      Promise.resolve(jsonResponse(500, { statusCode: 500, error: 'x', message: 'y' })),
    );
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.authSession.initiate());
    expect(goToLogin).not.toHaveBeenCalled();
  });
});

describe('saved login (01 §4, DEVIATIONS 3)', () => {
  beforeEach(() => {
    jest.spyOn(loginNavigation, 'currentPath').mockReturnValue('/user');
  });
  afterEach(() => jest.restoreAllMocks());

  it('does not redirect when the saved login answers 401 (the page shows the normal login)', async () => {
    const goToLogin = jest.spyOn(loginNavigation, 'goToLogin').mockImplementation(() => undefined);
    window.fetch = jest.fn(() => Promise.resolve(jsonResponse(401, UNAUTHORIZED)));
    const store = createAppStore();
    const result = await store.dispatch(sessionApi.endpoints.savedLoginLogin.initiate());
    expect(goToLogin).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 401 });
  });

  it('posts to /api/benutzer/gespeichert and fills the session cache', async () => {
    window.fetch = jest.fn(() => Promise.resolve(jsonResponse(200, { user: TEST_USER })));
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.savedLoginLogin.initiate());
    const request = (window.fetch as jest.Mock).mock.calls[0][0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/benutzer/gespeichert');
    expect(cachedSession(store)).toEqual({
      userID: TEST_USER.id,
      user: TEST_USER,
    });
  });
});
