import {
  BadRequestException,
  HttpException,
  HttpStatus,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { ApiException } from './api-exception';
import { errorBody, resolveError } from './api-exception.filter';

describe('resolveError → ApiErrorBody', () => {
  it('uses the text key and parameters of an ApiException', () => {
    const resolution = resolveError(
      new ApiException(HttpStatus.BAD_REQUEST, 'server.validierung.zuLang', { feld: 'titel', max: 5 }, ['x']),
    );
    expect(errorBody(resolution)).toEqual({
      statusCode: 400,
      error: 'server.validierung.zuLang',
      message: 'Das Feld „titel“ darf höchstens 5 Zeichen lang sein.',
      details: ['x'],
    });
  });

  it.each<[string, unknown, number, string]>([
    ["Nest's 404", new NotFoundException('Cannot GET /api/x'), 404, 'server.anfrage.unbekannteAdresse'],
    ['a plain 400', new BadRequestException('whatever'), 400, 'fehler.ungueltigeEingabe'],
    ['a plain 429', new HttpException('Too Many Requests', 429), 429, 'fehler.zuVieleAnfragen'],
    ['an unusual 4xx', new HttpException('teapot', 418), 418, 'fehler.ungueltigeEingabe'],
    ['a 503', new HttpException('down', 503), 503, 'fehler.unbekannt'],
    [
      'Fastify body too large',
      { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' },
      413,
      'server.anfrage.zuGross',
    ],
    [
      'Fastify media type',
      { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' },
      415,
      'server.anfrage.nurJson',
    ],
    ['an unknown error', new Error('SELECT * FROM secret'), 500, 'fehler.unbekannt'],
    ['a thrown string', 'boom', 500, 'fehler.unbekannt'],
  ])('%s → %i %s', (_label, exception, status, textKey) => {
    const body = errorBody(resolveError(exception));
    expect(body.statusCode).toBe(status);
    expect(body.error).toBe(textKey);
    expect(body.message).not.toMatch(/SELECT|Cannot GET|whatever/);
  });

  it.each<[string | undefined, string, string]>([
    [undefined, 'server.anfrage.zuGross', 'Die Anfrage ist zu groß: höchstens 1 MB sind erlaubt.'],
    ['application/json', 'server.anfrage.zuGross', 'Die Anfrage ist zu groß: höchstens 1 MB sind erlaubt.'],
    ['text/csv; charset=utf-8', 'csv.zuGross', 'Die Datei ist zu gross: höchstens 5 MB sind erlaubt.'],
    ['image/png', 'uploads.zuGross', 'Das Bild ist zu gross: höchstens 10 MB sind erlaubt.'],
    ['application/octet-stream', 'uploads.zuGross', 'Das Bild ist zu gross: höchstens 10 MB sind erlaubt.'],
  ])('a 413 for a %s body names its limit: %s', (contentType, textKey, message) => {
    for (const exception of [
      { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' },
      new PayloadTooLargeException(),
    ]) {
      expect(errorBody(resolveError(exception, contentType))).toEqual({
        statusCode: 413,
        error: textKey,
        message,
      });
    }
  });
});
