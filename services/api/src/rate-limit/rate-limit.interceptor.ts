import {
  type CallHandler,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { normalizeIp } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import type { AuthUser } from '../auth/auth-user';
import { ApiException } from '../common/api-exception';
import { resolveError } from '../common/api-exception.filter';
import { RATE_LIMIT, RateLimiter, type RateLimitRule } from './rate-limiter';

/** How long a counted answer waits while all clients together are past the global limit. */
export const FLOOD_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The client a limit applies to: the logged-in user (a school's teachers share one address), else
 * the address as Fastify's trustProxy sees it, an IPv6 address by its /64 network (one connection
 * owns all of it).
 */
export function rateLimitClient(request: FastifyRequest): string {
  const user = (request as FastifyRequest & { user?: AuthUser }).user;
  if (user) return `benutzer-${user.id}`;
  return `ip-${normalizeIp(request.ip)}`;
}

/**
 * Runs a route under its rate limit (@LoginRateLimit, @MailRateLimit, @EmailProbeRateLimit): a pausing
 * client gets 429 with Retry-After before the route runs; the answers the rule counts are counted
 * before they are sent, so the next attempt already sees a pause. Per instance, one client's attempts
 * run one after the other (RateLimiter.inLine), so a burst cannot outrun the counting.
 */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  private readonly reflector = new Reflector();

  constructor(private readonly limiter: RateLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.reflector.getAllAndOverride<RateLimitRule | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) return next.handle();
    return from(this.run(rule, context, next));
  }

  private async run(rule: RateLimitRule, context: ExecutionContext, next: CallHandler): Promise<unknown> {
    const http = context.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const client = rateLimitClient(http.getRequest<FastifyRequest>());
    let flood = false;
    const attempt = async (): Promise<unknown> => {
      const pauseMs = await this.limiter.pauseLeftMs(rule.art, client);
      if (pauseMs > 0) throw this.tooMany(reply, pauseMs);
      try {
        const result = await lastValueFrom(next.handle(), { defaultValue: undefined });
        flood = await this.count(rule, client, HttpStatus.OK);
        return result;
      } catch (error) {
        flood = await this.count(rule, client, resolveError(error).status);
        throw error;
      }
    };
    try {
      const done = await this.limiter.inLine(rule.art, client, attempt);
      if (!done) throw this.tooMany(reply, 1000);
      return done.value;
    } finally {
      // Under a flood the counted answers (failures, mails) come slower; correct logins never wait.
      // Outside the line: the client's next attempt need not wait for this delay.
      if (flood) await wait(FLOOD_DELAY_MS);
    }
  }

  /** Counts the answer if the rule says so; true when all clients together are past the global limit. */
  private async count(rule: RateLimitRule, client: string, status: number): Promise<boolean> {
    if (!rule.counts(status)) return false;
    return (await this.limiter.count(rule.art, client)).flood;
  }

  private tooMany(reply: FastifyReply, waitMs: number): ApiException {
    void reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
    return new ApiException(HttpStatus.TOO_MANY_REQUESTS, 'fehler.zuVieleAnfragen');
  }
}
