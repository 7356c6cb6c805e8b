import { LRUCache } from 'lru-cache';
import { cacheLookups } from '../metrics/registry';
import { stringBytes } from './memory-size';

/**
 * The cache's own bookkeeping per entry (its slot in lru-cache's key map, list and size arrays),
 * counted with the entry so that many small entries cannot outgrow the budget unseen.
 */
const ENTRY_OVERHEAD_BYTES = 128;

/** Options of {@link createByteBudgetCache}. */
export interface ByteBudgetCacheOptions<V> {
  /** Most bytes the entries may take, keys and bookkeeping included. */
  maxBytes: number;
  /** The bytes one value keeps alive (see memory-size.ts). Called once, when it is stored. */
  bytesOf: (value: V) => number;
  /** How long an entry may be served after it was stored; 0 for as long as it fits. */
  ttlMs: number;
  /** The time in milliseconds; `Date.now()` by default. */
  clock?: () => number;
  /** Counts its hits and misses in the metrics under this name (cache_lookups_total). */
  name?: string;
}

/** A least-recently-used cache of string keys, bounded by the bytes its entries keep alive. */
export type ByteBudgetCache<V extends object> = LRUCache<string, V>;

/**
 * An in-memory LRU cache whose entries together never keep more than `maxBytes` alive: storing
 * an entry drops the least recently used ones until it fits, and an entry larger than the whole
 * budget is not stored. Entries also expire `ttlMs` after they were stored (checked when read).
 * lru-cache does the bookkeeping; this only fixes how every cache here counts its bytes.
 */
export function createByteBudgetCache<V extends object>({ maxBytes, bytesOf, ttlMs, clock = () => Date.now(), name }: ByteBudgetCacheOptions<V>): ByteBudgetCache<V> {
  const cache = new LRUCache<string, V>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(bytesOf(value) + stringBytes(key) + ENTRY_OVERHEAD_BYTES)),
    ttl: ttlMs,
    // The wall clock, read on every check, rather than lru-cache's default (performance.now(),
    // reused for a millisecond): a test that moves Date (vi.setSystemTime) then sees entries expire.
    perf: { now: clock },
    ttlResolution: 0,
  });
  if (name) {
    const get = cache.get.bind(cache);
    cache.get = (key, options) => {
      const value = get(key, options);
      cacheLookups.inc({ cache: name, result: value === undefined ? 'miss' : 'hit' });
      return value;
    };
  }
  return cache;
}

/** Drops every entry whose value matches. Walks all entries: for rare writes, not per request. */
export function deleteWhere<V extends object>(cache: ByteBudgetCache<V>, matches: (value: V) => boolean): void {
  const doomed: string[] = [];
  for (const [key, value] of cache.entries()) if (matches(value)) doomed.push(key);
  for (const key of doomed) cache.delete(key);
}
