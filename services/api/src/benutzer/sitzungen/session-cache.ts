import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { neuerCache, CACHES } from '../../common/cache/caches';
import { closeRedis, REDIS } from '../../redis/redis.module';
import type { Sitzung } from './entities/sitzung.entity';

/** A valid session as the lookup found it: the row and its user, with the user's school joined. */
export interface LiveSession {
  sitzung: Sitzung;
  benutzer: NonNullable<Sitzung['benutzer']>;
}

/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = CACHES.sitzungen.ttlMs;
/** Instances tell each other what to forget on this channel (only with REDIS_URL). */
export const SESSION_INVALIDATION_CHANNEL = 'lernstapel:sitzungen:vergessen';
/** A lock must not hang on an unreachable Redis; the TTL bounds what another instance still trusts. */
const PUBLISH_TIMEOUT_MS = 1000;

/** What was forgotten: one session (by token hash), all sessions of a user, or every session. */
export type Invalidation = { kind: 'token'; hash: string } | { kind: 'user'; id: number } | { kind: 'all' };

/**
 * Issue 15 §3: the session check of every authenticated request answered from memory for a few
 * seconds, so a request costs no database query. Locking, deleting or re-coding a user must still end
 * their sessions at once (DEVIATIONS 3), so every change forgets the affected entries before the
 * request that made it answers — here, and through Redis pub/sub on every other instance.
 *
 * A lookup that was already running when something was forgotten must not put its older answer back:
 * `ticket()` before the query, `remember(…, ticket)` after it stores nothing if anything was forgotten
 * in between.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnApplicationShutdown {
  private readonly entries = neuerCache<string, LiveSession>('sitzungen');
  private generation = 0;
  private readonly instanceId = randomUUID();
  private subscriber: Redis | null = null;
  private readonly logger = new Logger('Sitzungen');
  private readonly listeners = new Set<(invalidation: Invalidation) => void>();

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    this.subscriber = this.redis.duplicate();
    this.subscriber.on('error', (error: Error) =>
      this.logger.warn(`Redis nicht erreichbar: ${error.message}`),
    );
    this.subscriber.on('message', (_channel: string, message: string) => this.receive(message));
    // Without Redis the API still starts (issue 14: logins go on); a subscription that failed is made
    // once Redis is back (ioredis itself only renews subscriptions that succeeded).
    const subscribe = () =>
      this.subscriber?.subscribe(SESSION_INVALIDATION_CHANNEL).then(
        () => undefined,
        (error: Error) => this.logger.warn(`Redis nicht erreichbar: ${error.message}`),
      );
    this.subscriber.on('ready', () => void subscribe());
    await subscribe();
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.subscriber);
  }

  /** The session behind a token hash, while it is trusted and not expired. */
  get(tokenHash: string, now: number): LiveSession | undefined {
    const session = this.entries.get(tokenHash);
    if (!session) return undefined;
    if (session.sitzung.laeuft_ab_am.getTime() > now) return session;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /**
   * Calls `listener` after every invalidation, made here or received from another instance (open push
   * streams end with their session). Returns the function that stops the calls.
   */
  onForget(listener: (invalidation: Invalidation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  ticket(): number {
    return this.generation;
  }

  remember(tokenHash: string, session: LiveSession, ticket: number): void {
    if (ticket !== this.generation) return;
    this.entries.set(tokenHash, session);
  }

  forgetToken(hash: string): Promise<void> {
    return this.forget({ kind: 'token', hash });
  }

  forgetUser(id: number): Promise<void> {
    return this.forget({ kind: 'user', id });
  }

  /** After a change whose rows are not known (a user or school changed): everything is looked up again. */
  forgetAll(): Promise<void> {
    return this.forget({ kind: 'all' });
  }

  private async forget(invalidation: Invalidation): Promise<void> {
    this.apply(invalidation);
    if (!this.redis) return;
    const message = JSON.stringify({ from: this.instanceId, ...invalidation });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.redis.publish(SESSION_INVALIDATION_CHANNEL, message),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('Zeitüberschreitung')), PUBLISH_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      this.logger.warn(
        `Andere Instanzen nicht benachrichtigt (${error instanceof Error ? error.message : String(error)}); ` +
          `sie vertrauen der Sitzung noch höchstens ${SESSION_CACHE_TTL_MS / 1000} s.`,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  private receive(message: string): void {
    try {
      const parsed = JSON.parse(message) as Invalidation & { from?: string };
      if (parsed.from === this.instanceId) return;
      const known = parsed.kind === 'token' || parsed.kind === 'user';
      this.apply(known ? parsed : { kind: 'all' });
    } catch {
      // Not ours: forget everything rather than trust a message we cannot read.
      this.apply({ kind: 'all' });
    }
  }

  private apply(invalidation: Invalidation): void {
    this.generation += 1;
    switch (invalidation.kind) {
      case 'token':
        this.entries.delete(invalidation.hash);
        break;
      case 'user':
        for (const [hash, session] of [...this.entries.entries()]) {
          if (session.benutzer.id === invalidation.id) this.entries.delete(hash);
        }
        break;
      case 'all':
        this.entries.clear();
    }
    for (const listener of this.listeners) listener(invalidation);
  }
}
