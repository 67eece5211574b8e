import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@lernstapel/contracts';
import { t, type TextKey } from '@lernstapel/texts';
import { ApiException } from './api-exception';
import { zuGrossText } from './body-limit';
import { isDatabaseUnavailable, isReferenceGone, isUniqueViolation, isValueTooLong } from './database-errors';

/** Seconds a client should wait before retrying while the database is unreachable (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Generic text per status for exceptions Nest, Fastify or libraries throw themselves. */
const STATUS_TEXTS: Readonly<Partial<Record<number, TextKey>>> = {
  [HttpStatus.BAD_REQUEST]: 'fehler.ungueltigeEingabe',
  [HttpStatus.UNAUTHORIZED]: 'fehler.nichtAngemeldet',
  [HttpStatus.FORBIDDEN]: 'fehler.keineBerechtigung',
  [HttpStatus.NOT_FOUND]: 'server.anfrage.unbekannteAdresse',
  [HttpStatus.METHOD_NOT_ALLOWED]: 'server.anfrage.unbekannteAdresse',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'server.anfrage.nurJson',
  [HttpStatus.TOO_MANY_REQUESTS]: 'fehler.zuVieleAnfragen',
};

/** Fastify's own request errors (body parsing) carry a code and a 4xx statusCode. */
const FASTIFY_CODE_TEXTS: Readonly<Record<string, TextKey>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'server.anfrage.ungueltigesJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'server.anfrage.ungueltigesJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'server.anfrage.nurJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'fehler.ungueltigeEingabe',
};

interface FastifyLikeError {
  code?: unknown;
  statusCode?: unknown;
}

export interface ErrorResolution {
  status: number;
  textKey: TextKey;
  message: string;
  details?: string[];
}

/**
 * Maps anything thrown while handling a request to the one error shape (ApiErrorBody).
 * Unknown errors become a logged 500 without internals in the body.
 */
export function resolveError(exception: unknown, contentType?: string): ErrorResolution {
  if (exception instanceof ApiException) {
    const status = exception.getStatus();
    return {
      status,
      textKey: exception.textKey,
      message: t(exception.textKey, exception.textParams),
      details: exception.details,
    };
  }
  if (statusOf(exception) === HttpStatus.PAYLOAD_TOO_LARGE) {
    const { key, params } = zuGrossText(contentType);
    return { status: HttpStatus.PAYLOAD_TOO_LARGE, textKey: key, message: t(key, params) };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const textKey = STATUS_TEXTS[status];
    if (textKey) return { status, textKey, message: t(textKey) };
    return status < 500 ? generic(status, 'fehler.ungueltigeEingabe') : generic(status, 'fehler.unbekannt');
  }
  const fastifyError = exception as FastifyLikeError | null;
  if (fastifyError && typeof fastifyError.statusCode === 'number' && fastifyError.statusCode < 500) {
    const code = typeof fastifyError.code === 'string' ? fastifyError.code : '';
    const textKey =
      FASTIFY_CODE_TEXTS[code] ?? STATUS_TEXTS[fastifyError.statusCode] ?? 'fehler.ungueltigeEingabe';
    return generic(fastifyError.statusCode, textKey);
  }
  // Database faults no service handled itself: down or frozen → 503 (retry), a unique key → 409, a
  // reference to a row deleted meanwhile → 404, a value longer than its column → 400. The next
  // request simply tries again (no restart needed).
  if (isDatabaseUnavailable(exception)) {
    return generic(HttpStatus.SERVICE_UNAVAILABLE, 'fehler.datenbankNichtErreichbar');
  }
  if (isUniqueViolation(exception)) return generic(HttpStatus.CONFLICT, 'fehler.bereitsVorhanden');
  // What the request refers to was deleted by another request at the same moment.
  if (isReferenceGone(exception)) return generic(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
  if (isValueTooLong(exception)) return generic(HttpStatus.BAD_REQUEST, 'server.validierung.textZuLang');
  return generic(HttpStatus.INTERNAL_SERVER_ERROR, 'fehler.unbekannt');
}

/** The 4xx status of an HttpException or of Fastify's own request errors, else null. */
function statusOf(exception: unknown): number | null {
  if (exception instanceof HttpException) return exception.getStatus();
  const fastifyError = exception as FastifyLikeError | null;
  return fastifyError && typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : null;
}

function generic(status: number, textKey: TextKey): ErrorResolution {
  return { status, textKey, message: t(textKey) };
}

export function errorBody(resolution: ErrorResolution): ApiErrorBody {
  const body: ApiErrorBody = {
    statusCode: resolution.status,
    error: resolution.textKey,
    message: resolution.message,
  };
  if (resolution.details && resolution.details.length > 0) body.details = resolution.details;
  return body;
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Fehler');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const resolution = resolveError(exception, http.getRequest<FastifyRequest>().headers['content-type']);
    const reply = http.getResponse<FastifyReply>();
    if (resolution.textKey === 'fehler.datenbankNichtErreichbar') {
      // One line, not a stack per request while the database is away.
      this.logger.warn(`Datenbank nicht erreichbar: ${exception instanceof Error ? exception.message : ''}`);
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (resolution.status >= 500) {
      // Log the stack, never the request (it may carry a login code in its body).
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    void reply.status(resolution.status).header('cache-control', 'no-store').send(errorBody(resolution));
  }
}
