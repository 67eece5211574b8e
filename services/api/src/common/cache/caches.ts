import { LRUCache } from 'lru-cache';

/**
 * Every in-memory cache of the API, with its size and how long an entry is trusted, declared in one
 * place (issue 24 §2). Each instance keeps its own copy: what one caches, another reads afresh; a
 * change shows everywhere after `ttlMs` at the latest. `max` bounds the memory whatever the load.
 */
export const CACHES = {
  /** Issue 15 §3: a looked-up browser session (per token hash); every change forgets its entries at once. */
  sitzungen: { max: 20_000, ttlMs: 10_000 },
  /**
   * A race's stack cards in stack order (one entry per stack played): every answer would otherwise
   * read them again; a card edited during a race shows after this time.
   */
  rennenKarten: { max: 1_000, ttlMs: 5_000 },
  /** A race's participants' usernames (one entry per race), read again when someone is new. */
  rennenNamen: { max: 10_000, ttlMs: 5_000 },
  /** A school account provider's discovered metadata (endpoints, keys), per provider version. */
  schulkontoDiscovery: { max: 1_000, ttlMs: 10 * 60 * 1000 },
  /** The dictionary server's list of databases (one entry): a dictionary installed later shows after this. */
  dictDatenbanken: { max: 1, ttlMs: 10 * 60 * 1000 },
} as const satisfies Record<string, { max: number; ttlMs: number }>;

export type CacheName = keyof typeof CACHES;

/** A new cache as declared in CACHES: least recently used entries go first, stale ones are not returned. */
export function neuerCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  name: CacheName,
): LRUCache<K, V> {
  const { max, ttlMs } = CACHES[name];
  return new LRUCache<K, V>({ max, ttl: ttlMs });
}
