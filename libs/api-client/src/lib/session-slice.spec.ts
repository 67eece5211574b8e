import { createAppStore } from './store';
import { sessionApi } from './session-api';
import { selectSessionUser, sessionCleared } from './session-slice';
import { loginNavigation } from './login-redirect';
import { cachedSession, jsonResponse, TEST_USER } from './test-responses';

function answer(status: number, body?: unknown) {
  window.fetch = jest.fn(() =>
    Promise.resolve(body === undefined ? new Response(null, { status }) : jsonResponse(status, body)),
  );
}

describe('session slice', () => {
  beforeEach(() => {
    jest.spyOn(loginNavigation, 'goToLogin').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts without a user', () => {
    expect(selectSessionUser(createAppStore().getState())).toBeNull();
  });

  it('holds the user after a login and fills the session cache', async () => {
    const store = createAppStore();
    answer(200, { user: TEST_USER });
    await store.dispatch(sessionApi.endpoints.authLogin.initiate({ anmeldecode: 'ABCDEFGHJK' }));
    expect(selectSessionUser(store.getState())).toEqual(TEST_USER);
    expect(cachedSession(store)).toEqual({
      userID: 7,
      user: TEST_USER,
    });
  });

  it('holds the user after the session check', async () => {
    const store = createAppStore();
    answer(200, { userID: TEST_USER.id, user: TEST_USER });
    await store.dispatch(sessionApi.endpoints.authSession.initiate());
    expect(selectSessionUser(store.getState())?.namevoll).toBe('Anna Muster');
  });

  it('forgets the user on logout (204) and on sessionCleared', async () => {
    const store = createAppStore();
    answer(200, { user: TEST_USER });
    await store.dispatch(sessionApi.endpoints.authLogin.initiate({ anmeldecode: 'ABCDEFGHJK' }));
    answer(204);
    await store.dispatch(sessionApi.endpoints.authLogout.initiate());
    expect(selectSessionUser(store.getState())).toBeNull();

    answer(200, { user: TEST_USER });
    await store.dispatch(sessionApi.endpoints.authLogin.initiate({ anmeldecode: 'ABCDEFGHJK' }));
    store.dispatch(sessionCleared());
    expect(selectSessionUser(store.getState())).toBeNull();
  });

  it('keeps no user when the login is refused', async () => {
    const store = createAppStore();
    answer(403, {
      statusCode: 403,
      error: 'login.gesperrt',
      message: 'Dein Zugang wurde vorübergehend gesperrt.',
    });
    await store.dispatch(sessionApi.endpoints.authLogin.initiate({ anmeldecode: 'ABCDEFGHJK' }));
    expect(selectSessionUser(store.getState())).toBeNull();
  });
});
