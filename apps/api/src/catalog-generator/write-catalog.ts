import { sql } from 'kysely';
import type { InsertObject, Kysely } from 'kysely';
import { dialectOf } from '../db/dialect';
import type { Database, Executor } from '../db/schema';
import { chunks } from '../lib/chunks';
import { refreshSearchDocuments } from '../modules/search/search-index.repository';
import type { CatalogPlan } from './generator-types';

/**
 * Bound parameters per statement. SQLite allows 32766 and PostgreSQL 65535; staying well below
 * keeps each statement (and its prepared plan) small while still inserting thousands of rows.
 */
const PARAMETERS_PER_STATEMENT = 20_000;

async function insertAll<T extends keyof Database & string>(db: Executor, table: T, rows: readonly InsertObject<Database, T>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / Object.keys(first).length));
  for (const batch of chunks(rows, perStatement)) await db.insertInto(table).values(batch).execute();
}

/** Inserts only the rows missing by primary key (taxonomy rows shared between runs). */
async function insertMissing<T extends keyof Database & string>(db: Executor, table: T, rows: readonly InsertObject<Database, T>[]): Promise<void> {
  for (const batch of chunks(rows, 500)) {
    await db.insertInto(table).values(batch).onConflict((conflict) => conflict.doNothing()).execute();
  }
}

/** Writes one planned batch and indexes its products for search. */
export async function writeCatalogBatch(db: Executor, plan: CatalogPlan): Promise<void> {
  await insertMissing(db, 'brands', plan.brands);
  // Parents first: sub-categories reference them.
  await insertMissing(db, 'categories', plan.categories.filter((category) => category.parent_id === null));
  await insertMissing(db, 'categories', plan.categories.filter((category) => category.parent_id !== null));
  await insertMissing(db, 'product_attributes', plan.attributes);
  await insertMissing(db, 'attribute_options', plan.options);
  await insertAll(db, 'products', plan.products);
  await insertAll(db, 'variants', plan.variants);
  await insertAll(db, 'variant_attribute_values', plan.attributeValues);
  await insertAll(db, 'variant_images', plan.images);
  await insertAll(db, 'product_suppliers', plan.productSuppliers);
  await insertAll(db, 'product_supplier_variants', plan.psvs);
  await insertAll(db, 'psv_pricing_tiers', plan.pricingTiers);
  await refreshSearchDocuments(db, plan.products.map((product) => product.id));
}

/**
 * Writes planned batches in one transaction (all or nothing), with multi-row inserts and the
 * search index written alongside; `beforeWrite` runs for each batch first (drawing its
 * pictures). Then refreshes the planner's statistics, since the tables may have grown by
 * orders of magnitude.
 */
export async function writeCatalog(db: Kysely<Database>, batches: Iterable<CatalogPlan>, beforeWrite?: (plan: CatalogPlan) => Promise<void>): Promise<void> {
  const restoreCache = dialectOf(db) === 'sqlite' ? await enlargeSqliteCache(db) : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      for (const plan of batches) {
        if (beforeWrite) await beforeWrite(plan);
        await writeCatalogBatch(trx, plan);
      }
    });
  } finally {
    await restoreCache?.();
  }
  await sql`analyze`.execute(db);
}

/**
 * A large generation inserts random UUID keys into big indexes: with SQLite's default 2 MB page
 * cache, one transaction keeps spilling and rewriting the same pages (a million offers wrote
 * ten times the database's size). A 512 MB cache for the duration keeps them in memory; the
 * connection's own size comes back afterwards.
 */
async function enlargeSqliteCache(db: Kysely<Database>): Promise<() => Promise<void>> {
  const current = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  const previous = Number(current.rows[0]?.cache_size ?? -2000);
  await sql`pragma cache_size = -524288`.execute(db);
  return async () => {
    await sql`pragma cache_size = ${sql.raw(String(Math.trunc(previous)))}`.execute(db);
  };
}
