import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SCHULKONTO_LOGIN_PARAM } from '@lernstapel/contracts';
import { resolveError } from '../common/api-exception.filter';

/**
 * The browser reaches the start and the provider's answer by navigation, not by fetch: a refusal
 * leads back to the login page, which shows the German text of its key (?schulkonto=<key>).
 */
@Catch()
export class SchulkontoWeiterleitungFilter implements ExceptionFilter {
  private readonly logger = new Logger('Schulkonto');

  catch(exception: unknown, host: ArgumentsHost): void {
    const { status, textKey } = resolveError(exception);
    if (status >= 500) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    const key = status >= 500 && textKey === 'fehler.unbekannt' ? 'schulkonto.fehlgeschlagen' : textKey;
    void host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .redirect(`/login?${SCHULKONTO_LOGIN_PARAM}=${encodeURIComponent(key)}`, 303);
  }
}
