/** Bounds of an {@link LruCache}. */
export interface LruCacheOptions<V> {
  /** Most entries kept. */
  maxEntries: number;
  /** Most total weight kept (e.g. bytes), with `weigh` giving each entry's. */
  maxWeight?: number;
  weigh?: (value: V) => number;
  /** How long an entry may be served. */
  ttlMs: number;
  now?: () => number;
}

/**
 * An in-memory LRU cache with a time limit, bounded by entry count and optionally by weight.
 * Used for catalogue answers that are costly to compute and the same for many callers; their
 * keys carry the catalogue version, so a write makes old entries unreachable (they then age out).
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; weight: number; expires: number }>();
  private totalWeight = 0;
  private readonly now: () => number;

  constructor(private readonly options: LruCacheOptions<V>) {
    // Read through Date each time (not a saved Date.now), so a test moving the clock is seen.
    this.now = options.now ?? (() => Date.now());
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Re-inserting moves the key to the end: Map iteration order is the recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const weight = this.options.weigh?.(value) ?? 0;
    if (this.options.maxWeight !== undefined && weight > this.options.maxWeight) return;
    this.remove(key);
    this.entries.set(key, { value, weight, expires: this.now() + this.options.ttlMs });
    this.totalWeight += weight;
    while (this.entries.size > this.options.maxEntries || (this.options.maxWeight !== undefined && this.totalWeight > this.options.maxWeight)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  /** Drops one entry. */
  delete(key: string): void {
    this.remove(key);
  }

  /** Drops every entry whose value matches. Walks all entries: for rare writes, not per request. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.remove(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalWeight -= entry.weight;
    this.entries.delete(key);
  }
}
