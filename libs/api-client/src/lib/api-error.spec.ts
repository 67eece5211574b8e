import { apiErrorMessage, httpStatusOf } from './api-error';

describe('apiErrorMessage / httpStatusOf', () => {
  it('shows the German message the API sent', () => {
    const error = {
      status: 401,
      data: {
        statusCode: 401,
        error: 'login.unbekannterCode',
        message: 'Dieser Anmeldecode ist leider nicht bekannt.',
      },
    };
    expect(apiErrorMessage(error)).toBe('Dieser Anmeldecode ist leider nicht bekannt.');
    expect(httpStatusOf(error)).toBe(401);
  });

  it('says the server does not answer when no response came', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Der Server antwortet nicht.',
    );
    expect(httpStatusOf({ status: 'FETCH_ERROR', error: 'x' })).toBeUndefined();
  });

  it('reads the status of a non-JSON answer (e.g. an HTML 502 page)', () => {
    const error = {
      status: 'PARSING_ERROR' as const,
      originalStatus: 502,
      data: '<html>',
      error: 'SyntaxError',
    };
    expect(httpStatusOf(error)).toBe(502);
    expect(apiErrorMessage(error)).toBe(
      'Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es später erneut.',
    );
  });
});
