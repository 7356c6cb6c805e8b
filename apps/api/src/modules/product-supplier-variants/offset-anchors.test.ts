import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { psvSortValues } from '@marketplace/contracts';
import { bumpCatalogVersion } from '../catalog/catalog-version';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { startCatalogTestApp } from '../../testing/catalog-test-app';
import type { TestApp } from '../../testing/test-app';
import { OffsetAnchors } from './offset-anchors';
import { listPsvs } from './psv.repository';
import type { PsvFilters } from './psv.repository';

let t: TestApp;
let fixture: CatalogFixture;

beforeAll(async () => {
  ({ t, fixture } = await startCatalogTestApp());
});
afterAll(async () => {
  await t.close();
});

/** Every page of a list, by offset, as ids: with anchors every 3 offers, and walking from the start. */
async function pages(filters: PsvFilters, sort: (typeof psvSortValues)[number], anchors: OffsetAnchors) {
  const db = t.app.db;
  const total = (await listPsvs(db, filters, { sort, limit: 1, offset: 0, withTotal: true })).count ?? 0;
  const anchored: string[][] = [];
  const walked: string[][] = [];
  for (let offset = 0; offset <= total + 4; offset += 1) {
    anchored.push((await listPsvs(db, filters, { sort, limit: 2, offset, withTotal: false, anchors })).rows.map((row) => row.id));
    walked.push((await listPsvs(db, filters, { sort, limit: 2, offset, withTotal: false })).rows.map((row) => row.id));
  }
  return { anchored, walked, total };
}

describe('deep pages from offset anchors', () => {
  it('gives every page exactly as walking from the start does, in every order and with filters', async () => {
    const anchors = new OffsetAnchors({ spacing: 3 });
    const pageStart = vi.spyOn(anchors, 'pageStart');
    const filterSets: PsvFilters[] = [{ activeOnly: true }, { activeOnly: false }, { activeOnly: true, supplierId: fixture.companies.northwind }];
    for (const filters of filterSets) {
      for (const sort of psvSortValues) {
        const { anchored, walked, total } = await pages(filters, sort, anchors);
        // Past at least one anchor (three offers), so pages start from one.
        expect(total).toBeGreaterThan(3);
        expect(anchored, `${sort} ${JSON.stringify(filters)}`).toEqual(walked);
      }
    }
    // Deep pages of the index orders did start from anchors, skipping fewer offers than the offset.
    const starts = await Promise.all(pageStart.mock.results.map((result) => result.value as ReturnType<OffsetAnchors['pageStart']>));
    expect(starts.filter((start) => start.after !== undefined).length).toBeGreaterThan(20);
    expect(Math.max(...starts.map((start) => start.skip))).toBeLessThan(3 + 5);
  });

  it('follows a catalogue write: anchors read before it are not used after', async () => {
    const anchors = new OffsetAnchors({ spacing: 3 });
    const filters: PsvFilters = { activeOnly: true };
    await pages(filters, '-price', anchors);
    // The cheapest offers leave the list: every deep page shifts.
    const cheapest = await t.app.db.selectFrom('product_supplier_variants').select('id').where('active', '=', 1).orderBy('price_cents').limit(4).execute();
    await t.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('product_supplier_variants').set({ active: 0 }).where('id', 'in', cheapest.map((row) => row.id)).execute();
      await bumpCatalogVersion(trx);
    });
    try {
      const { anchored, walked } = await pages(filters, '-price', anchors);
      expect(anchored).toEqual(walked);
    } finally {
      await t.app.db.transaction().execute(async (trx) => {
        await trx.updateTable('product_supplier_variants').set({ active: 1 }).where('id', 'in', cheapest.map((row) => row.id)).execute();
        await bumpCatalogVersion(trx);
      });
    }
  });
});
