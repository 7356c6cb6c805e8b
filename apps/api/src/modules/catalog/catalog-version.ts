import { CompiledQuery } from 'kysely';
import type { Executor } from '../../db/schema';

/**
 * The catalogue version (the row of catalog_search_state): bumped in the same transaction as
 * every catalogue write, so cached answers (search plans, catalogue responses) keyed on it are
 * never served after a change. Read on every cached request, so the query is compiled once.
 */
const readVersion = CompiledQuery.raw('select version from catalog_search_state where id = 1', []);

/** The current catalogue version. */
export async function catalogVersion(db: Executor): Promise<number> {
  const result = await db.executeQuery<{ version: number | string }>(readVersion);
  return Number(result.rows[0]?.version ?? 0);
}

/**
 * Marks every cached catalogue answer stale. The search index refresh calls it; any other write
 * that changes what the catalogue shows (prices, stock, activating offers, images…) must call it
 * in its transaction.
 */
export async function bumpCatalogVersion(db: Executor): Promise<void> {
  await db.updateTable('catalog_search_state').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
}
