import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/schema';
import { createCatalogFixture } from '../../testing/catalog-fixture';
import type { CatalogFixture } from '../../testing/catalog-fixture';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { offersBySku, variantWithSku } from './supplier-catalog.repository';

let database: TestDatabase;
let fixture: CatalogFixture;
beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await createCatalogFixture(database.handle.db);
});
afterAll(async () => {
  await database.drop();
});

/**
 * The plan of a query, as text. PostgreSQL is told to avoid reading whole tables, as it would
 * for a table this small but never for a catalogue's: the plan then shows whether an index can
 * answer the query at all.
 */
async function planOf(query: { compile(): { sql: string; parameters: readonly unknown[] } }): Promise<string> {
  const { db, dialect } = database.handle;
  const { sql: text, parameters } = query.compile();
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
    const rows = await trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`${dialect === 'postgres' ? 'explain' : 'explain query plan'} ${text}`, [...parameters]));
    return rows.rows.map((row) => Object.values(row).join(' ')).join('\n');
  });
}

describe('SKU lookups', () => {
  it('find a variant by its SKU in any case', async () => {
    const { db } = database.handle;
    const panel = fixture.products.drywallPanel?.variants[0];
    expect(await variantWithSku(db, panel?.sku.toLowerCase() ?? '')).toEqual({ id: panel?.id });
    expect(await variantWithSku(db, 'NO-SUCH-SKU')).toBeUndefined();
  });

  it('read the index on lower(sku), so their cost does not grow with the catalogue', async () => {
    const { db } = database.handle;
    const lookup = (executor: Executor) => executor.selectFrom('variants').select('id').where((eb) => eb(eb.fn('lower', ['sku']), '=', 'sg-udp-0001-01'));
    expect(await planOf(lookup(db))).toContain('variants_sku_lower_idx');
  });

  it('find a supplier’s offers of many SKUs at once, whatever their case', async () => {
    const { db } = database.handle;
    const panel = fixture.products.drywallPanel?.variants[0];
    const granite = panel?.offers.find((offer) => offer.supplier === 'granite');
    const found = await offersBySku(db, fixture.companies.granite, [panel?.sku.toUpperCase() ?? '', 'NO-SUCH-SKU']);
    expect([...found.keys()]).toEqual([panel?.sku.toLowerCase()]);
    expect(found.get(panel?.sku.toLowerCase() ?? '')?.id).toBe(granite?.id);
  });
});
