import { productSearchRequestSchema } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogTestApp } from '../../testing/catalog-test-app';
import type { TestApp } from '../../testing/test-app';
import { createSearchService } from './search.service';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await startCatalogTestApp());
});
afterAll(async () => {
  await t.close();
});

const dialect = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

describe('the search answer cache', () => {
  it('keeps its answers within its byte budget, dropping the least recently used', async () => {
    const budget = 64 * 1024;
    const search = createSearchService({ db: t.app.db, dialect, cacheBytes: budget });
    const input = (offset: number, limit = 20) => productSearchRequestSchema.parse({ search: 'drywall', limit, offset, fetch_facets: true });
    const names = async (offset: number, limit?: number) => (await search.search(input(offset, limit))).results.map((result) => result.product_name);
    expect(await names(0)).toContain('UltraLight Drywall Panel');
    for (let offset = 1; offset < 200; offset += 1) {
      await search.search(input(offset));
      expect(search.cachedBytes()).toBeLessThanOrEqual(budget);
    }
    expect(search.cachedBytes()).toBeGreaterThan(budget / 2);
    expect(await names(0, 19)).toContain('UltraLight Drywall Panel');

    // A change made without bumping the catalogue version: a cached answer hides it, a dropped one shows it.
    await t.app.db.updateTable('products').set({ name: 'Renamed Drywall Panel' }).where('name', '=', 'UltraLight Drywall Panel').execute();
    expect(await names(0, 19)).toContain('UltraLight Drywall Panel');
    expect(await names(0)).toContain('Renamed Drywall Panel');
  });
});
