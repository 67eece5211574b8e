import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { API_CONFIG, type ApiConfig, type RateLimitConfig } from '../config/api-config';
import { REDIS } from '../redis/redis.module';

/** The storage of @nestjs/throttler: in memory, or @nest-lab/throttler-storage-redis when REDIS_URL is set. */
export const RATE_LIMIT_STORAGE = Symbol('RATE_LIMIT_STORAGE');

/** 'login': failed logins. 'mail': requests that send a mail or answer whether an address is known. */
export type RateLimitArt = 'login' | 'mail';

export const RATE_LIMIT = 'lernstapel:rateLimit';

/** A route's limit: which counters, and which of its answers count toward them. */
export interface RateLimitRule {
  art: RateLimitArt;
  counts(status: number): boolean;
}

/** How long a client's pauses are remembered: the next pause within this time is twice as long. */
export const PAUSE_MEMORY_MS = 24 * 60 * 60 * 1000;

const NEVER = Number.MAX_SAFE_INTEGER;

const REDIS_READY_WAIT_MS = 2000;

/** Attempts of one client that may wait for their turn in one process; more get 429 at once. */
export const MAX_WAITING = 200;

export interface Counted {
  /** The pause this count started (ms), 0 when the client may go on. */
  pauseMs: number;
  /** True when all clients together are past the global limit: the answer should come slowly. */
  flood: boolean;
}

/**
 * Issue 14: counts attempts per client and slows down only clients that fail, never everyone.
 * Records of @nestjs/throttler's storage (increment is its only operation, so a pause is read as a
 * hit on a record that never reaches its limit):
 * - `<art>:<client>:anzahl`: counted attempts in the current window;
 * - `<art>:<client>:pausen`: pauses within PAUSE_MEMORY_MS (the next one doubles);
 * - `<art>:<client>:pause`: blocked for the length of the current pause;
 * - `<art>:alle`: counted attempts of every client in the window (flood detection, no blocking).
 */
@Injectable()
export class RateLimiter implements OnApplicationBootstrap {
  /** The last attempt in line per art and client in this process, and how many wait (see inLine). */
  private readonly lines = new Map<string, { last: Promise<unknown>; waiting: number }>();
  private readonly logger = new Logger('Anmeldebremse');

  constructor(
    @Inject(RATE_LIMIT_STORAGE) private readonly storage: ThrottlerStorage,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}

  /** Gives a configured Redis up to REDIS_READY_WAIT_MS to connect before the first request is counted. */
  async onApplicationBootstrap(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    // Connection errors in between are the client's to retry (it logs them); only 'ready' or time ends the wait.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, REDIS_READY_WAIT_MS);
      redis.once('ready', done);
    });
  }

  /** Milliseconds the client still has to wait (0: it may try now). Counts nothing. */
  async pauseLeftMs(art: RateLimitArt, client: string): Promise<number> {
    const record = await this.reachable(() =>
      this.storage.increment(this.key(art, client, 'pause'), 1, NEVER, 1, 'pause'),
    );
    return record?.isBlocked ? Math.max(record.timeToBlockExpire, 1) * 1000 : 0;
  }

  /**
   * Counts one attempt. The client's `perClient`-th attempt in a window starts a pause: one window the
   * first time, then twice as long each time, up to maxPauseMs.
   */
  async count(art: RateLimitArt, client: string): Promise<Counted> {
    return (await this.reachable(() => this.countIn(art, client))) ?? { pauseMs: 0, flood: false };
  }

  private async countIn(art: RateLimitArt, client: string): Promise<Counted> {
    const limits = this.limits(art);
    const [own, all] = await Promise.all([
      this.storage.increment(this.key(art, client, 'anzahl'), limits.windowMs, NEVER, 0, 'anzahl'),
      this.storage.increment(this.key(art, 'alle', 'anzahl'), limits.windowMs, NEVER, 0, 'anzahl'),
    ]);
    let pauseMs = 0;
    // Exactly at the limit, so that attempts still under way when the pause starts do not add pauses.
    if (own.totalHits === limits.perClient) {
      const pausen = await this.storage.increment(
        this.key(art, client, 'pausen'),
        PAUSE_MEMORY_MS,
        NEVER,
        0,
        'pausen',
      );
      pauseMs = Math.min(limits.windowMs * 2 ** (pausen.totalHits - 1), limits.maxPauseMs);
      await this.storage.increment(this.key(art, client, 'pause'), pauseMs, 0, pauseMs, 'pause');
    }
    return { pauseMs, flood: all.totalHits > limits.global };
  }

  /**
   * Runs the client's attempts in this process one after the other: failures are counted when they are
   * answered, so attempts sent at once must not all pass the check before the first is counted. Null
   * (without running) when MAX_WAITING attempts of the client already wait.
   */
  async inLine<T>(
    art: RateLimitArt,
    client: string,
    attempt: () => Promise<T>,
  ): Promise<{ value: T } | null> {
    const key = `${art}:${client}`;
    const line = this.lines.get(key) ?? { last: Promise.resolve(), waiting: 0 };
    if (line.waiting >= MAX_WAITING) return null;
    line.waiting += 1;
    const turn = line.last.then(attempt);
    line.last = turn.catch(() => undefined);
    this.lines.set(key, line);
    try {
      return { value: await turn };
    } finally {
      line.waiting -= 1;
      if (line.waiting === 0) this.lines.delete(key);
    }
  }

  limits(art: RateLimitArt): RateLimitConfig {
    return art === 'login' ? this.config.loginRateLimit : this.config.mailRateLimit;
  }

  /**
   * The storage's answer, or null while it cannot be reached (Redis down): logins and mails then go on
   * without limits rather than fail; one client's attempts still run one after the other (inLine).
   */
  private async reachable<T>(work: () => Promise<T>): Promise<T | null> {
    // Not connected now: do not wait for ioredis's reconnect attempts on every login.
    if (this.redis && this.redis.status !== 'ready') return null;
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`Zähler nicht erreichbar: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  private key(art: RateLimitArt, client: string, name: string): string {
    return `${this.config.redisKeyPrefix}rate:${art}:${client}:${name}`;
  }
}
