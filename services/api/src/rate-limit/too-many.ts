import { HttpStatus } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiException } from '../common/api-exception';

/** 429 'Zu viele Versuche …'; the rate-limit interceptors send its wait as Retry-After (whole seconds). */
export class TooManyAttempts extends ApiException {
  constructor(readonly retryAfterMs: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, 'fehler.zuVieleAnfragen');
  }

  /** Sets Retry-After on the reply if `error` is a TooManyAttempts. */
  static announce(error: unknown, reply: FastifyReply): void {
    if (error instanceof TooManyAttempts) {
      void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
    }
  }
}

/** How long a counted answer waits while all clients together are past the global limit. */
export const FLOOD_DELAY_MS = 1000;

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
