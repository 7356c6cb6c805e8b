import { describe, expect, it } from 'vitest';
import { createByteBudgetCache, deleteWhere } from './byte-budget-cache';

/** A value whose counted size is its `bytes`. */
interface Sized {
  bytes: number;
  owner?: string;
}

function cacheOf(maxBytes: number, clock?: () => number) {
  return createByteBudgetCache<Sized>({ maxBytes, bytesOf: (value) => value.bytes, ttlMs: 1000, clock });
}

describe('createByteBudgetCache', () => {
  it('never counts more than its budget, dropping the least recently used entries', () => {
    const cache = cacheOf(10_000);
    for (let index = 0; index < 100; index += 1) {
      cache.set(`key-${index}`, { bytes: 1000 });
      expect(cache.calculatedSize).toBeLessThanOrEqual(10_000);
    }
    expect(cache.get('key-0')).toBeUndefined();
    expect(cache.get('key-99')).toEqual({ bytes: 1000 });
    // Keys and bookkeeping count too: fewer than ten entries of 1,000 bytes fit in 10,000.
    expect(cache.size).toBeLessThan(10);
  });

  it('keeps an entry that was read over one that was not', () => {
    const cache = cacheOf(3500);
    cache.set('a', { bytes: 1000 });
    cache.set('b', { bytes: 1000 });
    expect(cache.get('a')).toBeDefined();
    cache.set('c', { bytes: 1500 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
  });

  it('does not store an entry larger than the whole budget', () => {
    const cache = cacheOf(10_000);
    cache.set('small', { bytes: 100 });
    cache.set('huge', { bytes: 20_000 });
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('expires entries after their time limit, on its clock', () => {
    let now = 1_000_000;
    const cache = cacheOf(10_000, () => now);
    cache.set('a', { bytes: 10 });
    now += 1000;
    expect(cache.get('a')).toBeDefined();
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.calculatedSize).toBe(0);
  });

  it('drops the entries that match, and only those', () => {
    const cache = cacheOf(10_000);
    cache.set('a', { bytes: 10, owner: 'x' });
    cache.set('b', { bytes: 10, owner: 'y' });
    cache.set('c', { bytes: 10, owner: 'x' });
    deleteWhere(cache, (value) => value.owner === 'x');
    expect([...cache.keys()]).toEqual(['b']);
  });
});
