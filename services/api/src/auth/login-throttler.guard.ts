import {
  applyDecorators,
  type ExecutionContext,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, type ThrottlerOptions } from '@nestjs/throttler';
import { ApiException } from '../common/api-exception';
import type { RateLimitConfig } from '../config/api-config';

/** Counter names: one per client IP, one for all clients together (DEVIATIONS 6). */
export const PRO_CLIENT = 'proClient';
export const GESAMT = 'gesamt';

/**
 * Which limits a route uses: 'login' (login, saved login) or 'mail' (registration, forgot-code:
 * both send mails, so they get their own, lower limits). Counters are per route either way.
 */
export type RateLimitArt = 'login' | 'mail';
const RATE_LIMIT_ART = 'lernstapel:rateLimitArt';

export interface RateLimits {
  login: RateLimitConfig;
  mail: RateLimitConfig;
}

const reflector = new Reflector();

function limitsFor(limits: RateLimits, context: ExecutionContext): RateLimitConfig {
  const art = reflector.getAllAndOverride<RateLimitArt | undefined>(RATE_LIMIT_ART, [
    context.getHandler(),
    context.getClass(),
  ]);
  return art === 'mail' ? limits.mail : limits.login;
}

/** The throttlers of login, saved login, forgot-code and registration. */
export function loginThrottlers(limits: RateLimits): ThrottlerOptions[] {
  return [
    {
      name: PRO_CLIENT,
      ttl: (context) => limitsFor(limits, context).windowMs,
      limit: (context) => limitsFor(limits, context).perClient,
    },
    // Same key for every caller: one counter per route across all clients.
    {
      name: GESAMT,
      ttl: (context) => limitsFor(limits, context).windowMs,
      limit: (context) => limitsFor(limits, context).global,
      getTracker: () => 'alle',
    },
  ];
}

/** ThrottlerGuard that answers 429 in the API's error shape with the German text. */
@Injectable()
export class LoginThrottlerGuard extends ThrottlerGuard {
  protected override throwThrottlingException(): Promise<void> {
    throw new ApiException(HttpStatus.TOO_MANY_REQUESTS, 'fehler.zuVieleAnfragen');
  }

  protected override getTracker(request: Record<string, unknown>): Promise<string> {
    // request.ip honours TRUST_PROXY (Fastify's trustProxy), so a load balancer is not one client.
    return Promise.resolve(typeof request['ip'] === 'string' ? request['ip'] : 'unbekannt');
  }
}

/** Rate-limits a route per client and globally with the login limits (LOGIN_RATE_*). */
export const LoginRateLimit = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(RATE_LIMIT_ART, 'login'), UseGuards(LoginThrottlerGuard));

/** Rate-limits a route that sends mail per client and globally (MAIL_RATE_*). */
export const MailRateLimit = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(RATE_LIMIT_ART, 'mail'), UseGuards(LoginThrottlerGuard));
