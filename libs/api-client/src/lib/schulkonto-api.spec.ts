import { loginNavigation } from './login-redirect';
import { schulkontoApi, schulkontoStartUrl } from './schulkonto-api';
import { createAppStore } from './store';
import { cachedSession, jsonResponse, TEST_USER } from './test-responses';

const UNBEKANNT = {
  statusCode: 401,
  error: 'login.unbekannterCode',
  message: 'Dieser Anmeldecode ist leider nicht bekannt.',
};

describe('schulkonto endpoints (issue 28)', () => {
  let goToLogin: jest.SpyInstance;

  beforeEach(() => {
    goToLogin = jest.spyOn(loginNavigation, 'goToLogin').mockImplementation(() => undefined);
    jest.spyOn(loginNavigation, 'currentPath').mockReturnValue('/user');
  });
  afterEach(() => jest.restoreAllMocks());

  it('the start address carries the short code, encoded', () => {
    expect(schulkontoStartUrl('gym-beispiel')).toBe('/api/schulkonto/start?schule=gym-beispiel');
    expect(schulkontoStartUrl('a&b=c')).toBe('/api/schulkonto/start?schule=a%26b%3Dc');
  });

  it('asks for the school of a short code', async () => {
    const schule = { kuerzel: 'gym-beispiel', schulname: 'Gymnasium Beispielstadt' };
    window.fetch = jest.fn(() => Promise.resolve(jsonResponse(200, schule)));
    const store = createAppStore();
    const result = await store.dispatch(schulkontoApi.endpoints.schulkontoSchule.initiate('gym-beispiel'));
    const request = (window.fetch as jest.Mock).mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/schulkonto/schulen/gym-beispiel');
    expect(result.data).toEqual(schule);
  });

  it('the link step posts the code and fills the session cache', async () => {
    window.fetch = jest.fn(() => Promise.resolve(jsonResponse(200, { user: TEST_USER })));
    const store = createAppStore();
    await store.dispatch(
      schulkontoApi.endpoints.schulkontoVerknuepfen.initiate({ anmeldecode: 'ABCDEFGHJK' }),
    );
    const request = (window.fetch as jest.Mock).mock.calls[0][0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/schulkonto/verknuepfen');
    expect(await request.json()).toEqual({ anmeldecode: 'ABCDEFGHJK' });
    expect(cachedSession(store)).toEqual({
      userID: TEST_USER.id,
      user: TEST_USER,
    });
  });

  it('a wrong code at the link step stays on the form (no redirect, no session)', async () => {
    window.fetch = jest.fn(() => Promise.resolve(jsonResponse(401, UNBEKANNT)));
    const store = createAppStore();
    const result = await store.dispatch(
      schulkontoApi.endpoints.schulkontoVerknuepfen.initiate({ anmeldecode: 'FALSCH1234' }),
    );
    expect(goToLogin).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 401, data: UNBEKANNT });
    expect(cachedSession(store)).toBeUndefined();
  });
});
