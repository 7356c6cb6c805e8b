import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/database';
import type { DatabaseHandle } from '../../../db/database';
import { seedDemoData } from '../../../db/seed/seed-demo-data';
import { createCatalogFixture } from '../../../testing/catalog-fixture';
import type { CatalogFixture } from '../../../testing/catalog-fixture';
import { createTestDatabase } from '../../../testing/test-database';
import type { TestDatabase } from '../../../testing/test-database';
import { refreshSearchDocuments } from '../search-index.repository';
import { createSearchIndexHolder } from './search-index-holder';
import type { SearchIndexHolder } from './search-index-holder';

const silent = { info: () => {}, error: () => {} };
const POLL_MS = 50;

let database: TestDatabase;
/** A second connection to the same database: what another API process has. */
let other: DatabaseHandle;
let fixture: CatalogFixture;
let here: SearchIndexHolder;
let there: SearchIndexHolder;

async function ready(holder: SearchIndexHolder) {
  for (let i = 0; i < 200 && !holder.status().ready; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(holder.status().ready).toBe(true);
}

const count = async (holder: SearchIndexHolder, word: string) =>
  (await holder.current())!.search({ words: [word], prefixAll: false }, { optionGroups: [] }, { limit: 20, offset: 0, facets: false }).count;

/** The count the other process's index gives after its poll, without asking it to catch up. */
async function afterPoll(holder: SearchIndexHolder, word: string) {
  await new Promise((resolve) => setTimeout(resolve, POLL_MS * 6));
  return holder.snapshot()!.search({ words: [word], prefixAll: false }, { optionGroups: [] }, { limit: 20, offset: 0, facets: false }).count;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.handle.db);
  fixture = await createCatalogFixture(database.handle.db);
  other = openDatabase(database.config);
  here = createSearchIndexHolder({ db: database.handle.db, pollMs: 60_000, log: silent });
  there = createSearchIndexHolder({ db: other.db, pollMs: POLL_MS, log: silent });
  here.start();
  there.start();
  await ready(here);
  await ready(there);
});
afterAll(async () => {
  await here.close();
  await there.close();
  await other.destroy();
  await database.drop();
});

describe('search index holder', () => {
  it('is built from the database', async () => {
    expect(await count(here, 'drywall')).toBe(6);
    expect(await count(there, 'drywall')).toBe(6);
    expect(here.status()).toMatchObject({ ready: true, documents: 8 });
  });

  it('sees offer writes at once here, and in another process after its poll', async () => {
    const db = database.handle.db;
    const screws = fixture.products.drywallScrews!.variants[0]!.offers.filter((offer) => offer.active).map((offer) => offer.id);
    const before = await count(here, 'screw');
    await db.updateTable('product_supplier_variants').set({ active: 0 }).where('id', 'in', screws).execute();
    try {
      expect(await count(here, 'screw')).toBe(before - screws.length);
      expect(await afterPoll(there, 'screw')).toBe(before - screws.length);
      // Stock does not change what search finds: no change is recorded for it, even when the
      // update names the price and the active flag unchanged, as the supplier's offer form does.
      const latest = async () => Number((await db.selectFrom('search_changes').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirstOrThrow()).seq);
      const seq = await latest();
      await db.updateTable('product_supplier_variants').set({ stock_on_hand: 7 }).where('id', 'in', screws).execute();
      await db.updateTable('product_supplier_variants').set((eb) => ({ stock_on_hand: 8, price_cents: eb.ref('price_cents'), active: 0 })).where('id', 'in', screws).execute();
      expect(await latest()).toBe(seq);
      await db.updateTable('product_supplier_variants').set((eb) => ({ price_cents: eb(eb.ref('price_cents'), '+', 1) })).where('id', '=', screws[0]!).execute();
      expect(await latest()).toBe(seq + 1);
    } finally {
      await db.updateTable('product_supplier_variants').set({ active: 1 }).where('id', 'in', screws).execute();
    }
    expect(await count(here, 'screw')).toBe(before);
    expect(await afterPoll(there, 'screw')).toBe(before);
  });

  it('sees renamed products and deleted variants', async () => {
    const db = database.handle.db;
    const plywood = fixture.products.plywood!;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('products').set({ name: 'Structural CDX Sheathing Xylophone' }).where('id', '=', plywood.id).execute();
      await refreshSearchDocuments(trx, [plywood.id]);
    });
    expect(await count(here, 'xylophone')).toBeGreaterThan(0);
    expect(await afterPoll(there, 'xylophone')).toBe(await count(here, 'xylophone'));

    const variant = plywood.variants[0]!;
    const offers = variant.offers.filter((offer) => offer.active).length;
    const withIt = await count(here, 'xylophone');
    await db.deleteFrom('variants').where('id', '=', variant.id).execute();
    expect(await count(here, 'xylophone')).toBe(withIt - offers);
    expect(await afterPoll(there, 'xylophone')).toBe(withIt - offers);
  });
});
