import { describe, expect, it } from 'vitest';
import { selectPage } from './select-page';

describe('selectPage', () => {
  it('gives the same page as a full sort, ties included', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (const count of [0, 1, 2, 5, 50, 1000]) {
      const keys = Array.from({ length: count }, () => Math.floor(random() * 20));
      // Ties broken by position, as offer ids break them in search.
      const compare = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
      const sorted = keys.map((_, i) => i).sort(compare);
      for (const [offset, limit] of [[0, 20], [3, 7], [count - 2, 20], [count, 5], [0, count + 5]] as const) {
        expect(selectPage(count, compare, Math.max(0, offset), limit)).toEqual(sorted.slice(Math.max(0, offset), Math.max(0, offset) + limit));
      }
    }
  });
});
