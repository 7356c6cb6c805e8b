import { CompiledQuery } from 'kysely';
import type { Executor } from '../../db/schema';

/**
 * The catalogue version (the row of catalog_search_state): bumped in the same transaction as
 * every catalogue write, so cached answers (search plans, catalogue responses) keyed on it are
 * never served after a change. The query is compiled once.
 */
const readVersion = CompiledQuery.raw('select version from catalog_search_state where id = 1', []);

/**
 * How long a version read is reused. Every cached catalogue request asks for the version, and at
 * thousands of requests a second one read per second is plenty. A bump in this process forgets
 * what was read at once; a bump by another process (a second API instance, a command-line tool)
 * is seen within this time.
 */
export const CATALOG_VERSION_REUSE_MS = 1_000;

/** Versions read recently, per database (or transaction) they were read from. */
let recent = new WeakMap<Executor, { version: number; until: number }>();
/**
 * After a bump, reads are not kept for a while: the bump's transaction may not have committed
 * yet, and a read made meanwhile on another connection (PostgreSQL) would keep the old version.
 */
let keepNoneUntil = 0;

/** The current catalogue version. */
export async function catalogVersion(db: Executor): Promise<number> {
  const now = Date.now();
  const kept = recent.get(db);
  if (kept && kept.until > now) return kept.version;
  const result = await db.executeQuery<{ version: number | string }>(readVersion);
  const version = Number(result.rows[0]?.version ?? 0);
  if (now >= keepNoneUntil) recent.set(db, { version, until: now + CATALOG_VERSION_REUSE_MS });
  return version;
}

/**
 * Marks every cached catalogue answer stale. The search index refresh calls it; any other write
 * that changes what the catalogue shows (prices, stock, activating offers, images…) must call it
 * in its transaction.
 */
export async function bumpCatalogVersion(db: Executor): Promise<void> {
  await db.updateTable('catalog_search_state').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
  recent = new WeakMap();
  keepNoneUntil = Date.now() + CATALOG_VERSION_REUSE_MS;
}
