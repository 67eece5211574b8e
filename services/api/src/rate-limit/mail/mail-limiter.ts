import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_CONFIG, type ApiConfig, type RateLimitConfig } from '../../config/api-config';
import { createCounter } from '../counters';
import { RATE_LIMIT_REDIS } from '../rate-limit-redis';
import { TooManyAttempts } from '../too-many';

/** How long a client's pauses are remembered: the next pause within this time is twice as long. */
export const PAUSE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** Attempts of one client that may wait for their turn in one process; more get 429 at once. */
export const MAX_WAITING = 200;

/**
 * Issue 14, DEVIATIONS 6 (MAIL_RATE_*): requests that send a mail, and answers that tell an e-mail is
 * registered, per client (the user, else the address). The client's perClient-th counted answer in a
 * window starts a pause: one window the first time, then twice as long each time, up to maxPauseMs.
 * A pause refuses mail-sending requests and e-mail probes (assertMayProbe), never other edits.
 */
@Injectable()
export class MailLimiter {
  private readonly counted: RateLimiterAbstract;
  private readonly pauses: RateLimiterAbstract;
  /** A pausing client's key is blocked (rate-limiter-flexible's block) for the length of its pause. */
  private readonly paused: RateLimiterAbstract;
  private readonly all: RateLimiterAbstract;
  /** The last attempt in line per client in this process, and how many wait (see inLine). */
  private readonly lines = new Map<string, { last: Promise<unknown>; waiting: number }>();
  private readonly limits: RateLimitConfig;

  constructor(@Inject(RATE_LIMIT_REDIS) redis: Redis | null, @Inject(API_CONFIG) config: ApiConfig) {
    this.limits = config.mailRateLimit;
    const prefix = `${config.redisKeyPrefix}mail:`;
    this.counted = createCounter(redis, `${prefix}anzahl`, this.limits.windowMs);
    this.pauses = createCounter(redis, `${prefix}pausen`, PAUSE_MEMORY_MS);
    this.paused = createCounter(redis, `${prefix}pause`, this.limits.maxPauseMs, 1);
    this.all = createCounter(redis, `${prefix}alle`, this.limits.windowMs);
  }

  /** Milliseconds the client still has to wait (0: it may go on). Counts nothing. */
  async pauseLeftMs(client: string): Promise<number> {
    const pause = await this.paused.get(client);
    return pause && pause.consumedPoints > 1 ? Math.max(pause.msBeforeNext, 1) : 0;
  }

  /** An e-mail probe of the user (checking whether a new address is taken): 429 while they pause. */
  async assertMayProbe(benutzerId: number): Promise<void> {
    const pauseMs = await this.pauseLeftMs(`benutzer-${benutzerId}`);
    if (pauseMs > 0) throw new TooManyAttempts(pauseMs);
  }

  /** Counts one answer; true when all clients together are past the global limit (answer slowly). */
  async count(client: string): Promise<boolean> {
    const [own, all] = await Promise.all([this.counted.consume(client), this.all.consume('alle')]);
    // Exactly at the limit, so that attempts still under way when the pause starts add no pauses.
    if (own.consumedPoints === this.limits.perClient) {
      const pausen = await this.pauses.consume(client);
      const pauseMs = Math.min(
        this.limits.windowMs * 2 ** (pausen.consumedPoints - 1),
        this.limits.maxPauseMs,
      );
      await this.paused.block(client, Math.ceil(pauseMs / 1000));
    }
    return all.consumedPoints > this.limits.global;
  }

  /**
   * Runs the client's attempts in this process one after the other: answers are counted when they are
   * given, so attempts sent at once must not all pass the check before the first is counted. Null
   * (without running) when MAX_WAITING attempts of the client already wait.
   */
  async inLine<T>(client: string, attempt: () => Promise<T>): Promise<{ value: T } | null> {
    const line = this.lines.get(client) ?? { last: Promise.resolve(), waiting: 0 };
    if (line.waiting >= MAX_WAITING) return null;
    line.waiting += 1;
    const turn = line.last.then(attempt);
    line.last = turn.catch(() => undefined);
    this.lines.set(client, line);
    try {
      return { value: await turn };
    } finally {
      line.waiting -= 1;
      if (line.waiting === 0) this.lines.delete(client);
    }
  }
}
