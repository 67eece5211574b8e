import { t } from '@lernstapel/texts';
import { apiErrorMessage } from './api-error';
import { loginNavigation } from './login-redirect';
import { shouldRetryUnavailable, UNAVAILABLE_RETRIES } from './retry-unavailable';
import { sessionApi } from './session-api';
import { createAppStore } from './store';
import { jsonResponse, TEST_USER } from './test-responses';

const UNAVAILABLE = {
  statusCode: 503,
  error: 'fehler.datenbankNichtErreichbar',
  message: t('fehler.datenbankNichtErreichbar'),
};

describe('503 from the API (issue 14 #6: database briefly away)', () => {
  beforeEach(() => {
    jest.spyOn(loginNavigation, 'currentPath').mockReturnValue('/user');
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [503, 'query', 1, true],
    [503, 'query', UNAVAILABLE_RETRIES, true],
    [503, 'query', UNAVAILABLE_RETRIES + 1, false],
    [503, 'mutation', 1, false],
    [500, 'query', 1, false],
    [401, 'query', 1, false],
  ] as const)('status %i of a %s, attempt %i → retry %s', (status, type, attempt, expected) => {
    expect(shouldRetryUnavailable(status, type, attempt)).toBe(expected);
  });

  it('a load tries again by itself and gets its data once the database is back', async () => {
    const answers = [
      jsonResponse(503, UNAVAILABLE),
      jsonResponse(503, UNAVAILABLE),
      jsonResponse(200, { userID: TEST_USER.id, user: TEST_USER }),
    ];
    window.fetch = jest.fn(() => Promise.resolve(answers.shift() as Response));
    const result = await createAppStore().dispatch(sessionApi.endpoints.authSession.initiate());
    expect(result.data?.user).toEqual(TEST_USER);
    expect(window.fetch).toHaveBeenCalledTimes(3);
  });

  it('when the database stays away, the load ends with the German message for the retry notice', async () => {
    window.fetch = jest.fn(() => Promise.resolve(jsonResponse(503, UNAVAILABLE)));
    const result = await createAppStore().dispatch(sessionApi.endpoints.authSession.initiate());
    expect(window.fetch).toHaveBeenCalledTimes(UNAVAILABLE_RETRIES + 1);
    expect(apiErrorMessage(result.error)).toBe(
      'Lernstapel kann deine Daten gerade nicht laden oder speichern. Bitte versuche es in einigen Sekunden erneut.',
    );
  });

  it('a change is not repeated on its own', async () => {
    window.fetch = jest.fn(() => Promise.resolve(jsonResponse(503, UNAVAILABLE)));
    const result = await createAppStore().dispatch(
      sessionApi.endpoints.authLogin.initiate({ anmeldecode: 'ABCDEFGHJK12' }),
    );
    expect(window.fetch).toHaveBeenCalledTimes(1);
    expect(apiErrorMessage(result.error)).toBe(UNAVAILABLE.message);
  });
});
