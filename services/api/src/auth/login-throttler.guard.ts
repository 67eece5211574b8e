import { applyDecorators, HttpStatus, Injectable, UseGuards } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerOptions } from '@nestjs/throttler';
import { ApiException } from '../common/api-exception';
import type { RateLimitConfig } from '../config/api-config';

/** Counter names: one per client IP, one for all clients together (DEVIATIONS 6). */
export const PRO_CLIENT = 'proClient';
export const GESAMT = 'gesamt';

/** The throttlers of the login (and later forgot-code, registration, e-mail checks). */
export function loginThrottlers(config: RateLimitConfig): ThrottlerOptions[] {
  return [
    { name: PRO_CLIENT, ttl: config.windowMs, limit: config.perClient },
    // Same key for every caller: one counter per route across all clients.
    { name: GESAMT, ttl: config.windowMs, limit: config.global, getTracker: () => 'alle' },
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

/** Rate-limits a route per client and globally. */
export const LoginRateLimit = (): MethodDecorator & ClassDecorator =>
  applyDecorators(UseGuards(LoginThrottlerGuard));
