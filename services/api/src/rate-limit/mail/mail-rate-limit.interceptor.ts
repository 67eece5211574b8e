import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { resolveError } from '../../common/api-exception.filter';
import { rateLimitClient } from '../client-address';
import { FLOOD_DELAY_MS, TooManyAttempts, wait } from '../too-many';
import { MailLimiter } from './mail-limiter';

export const MAIL_RATE_LIMIT = 'lernstapel:mailRateLimit';

/** A route's mail limit: which of its answers count, and whether a pause refuses it before it runs. */
export interface MailRateRule {
  counts(status: number): boolean;
  /**
   * True: every request of the route may send a mail, so a pausing client is refused before it runs.
   * False (e-mail probes): the route runs; only its check of a new address is refused (assertMayProbe).
   */
  refusesWhilePaused: boolean;
}

/**
 * Runs a route under its mail limit (@MailRateLimit, @EmailProbeRateLimit): the answers the rule counts
 * are counted before they are sent, so the next attempt already sees a pause. Per instance, one
 * client's attempts run one after the other (MailLimiter.inLine), so a burst cannot outrun the counting.
 */
@Injectable()
export class MailRateLimitInterceptor implements NestInterceptor {
  private readonly reflector = new Reflector();

  constructor(private readonly limiter: MailLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.reflector.getAllAndOverride<MailRateRule | undefined>(MAIL_RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) return next.handle();
    return from(this.run(rule, context, next));
  }

  private async run(rule: MailRateRule, context: ExecutionContext, next: CallHandler): Promise<unknown> {
    const http = context.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const client = rateLimitClient(http.getRequest<FastifyRequest>());
    let flood = false;
    const attempt = async (): Promise<unknown> => {
      if (rule.refusesWhilePaused) {
        const pauseMs = await this.limiter.pauseLeftMs(client);
        if (pauseMs > 0) throw new TooManyAttempts(pauseMs);
      }
      try {
        const result = await lastValueFrom(next.handle(), { defaultValue: undefined });
        if (rule.counts(200)) flood = await this.limiter.count(client);
        return result;
      } catch (error) {
        if (rule.counts(resolveError(error).status)) flood = await this.limiter.count(client);
        throw error;
      }
    };
    try {
      const done = await this.limiter.inLine(client, attempt);
      if (!done) throw new TooManyAttempts(1000);
      return done.value;
    } catch (error) {
      TooManyAttempts.announce(error, reply);
      throw error;
    } finally {
      // Under a flood the counted answers come slower. Outside the line: the client's next attempt need not wait.
      if (flood) await wait(FLOOD_DELAY_MS);
    }
  }
}
