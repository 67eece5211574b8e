import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type Redis from 'ioredis';

/** Counts without refusing: callers compare `consumedPoints` with a room that may change per client. */
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

/**
 * Issue 22 §2: a fixed-window counter per key (rate-limiter-flexible). With Redis the counts are
 * shared by every API instance; while Redis cannot be reached (`rejectIfRedisNotReady`, and a
 * connection without offline queue, so no call waits for a reconnect) each call falls back to the
 * in-memory insurance limiter of this instance, and goes back to Redis as soon as it is ready again.
 */
export function createCounter(
  redis: Redis | null,
  keyPrefix: string,
  durationMs: number,
  points = UNBOUNDED,
): RateLimiterAbstract {
  const duration = durationMs / 1000;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}
