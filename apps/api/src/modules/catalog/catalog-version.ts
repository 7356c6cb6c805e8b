import { CompiledQuery } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import { dialectOf } from '../../db/dialect';
import { CATALOG_VERSION_SHARDS } from '../../db/migrations/016-catalog-version-shards';

/**
 * The catalogue version (the sum of catalog_search_state's rows): bumped in the same
 * transaction as every catalogue write, so cached answers (search plans, catalogue responses)
 * keyed on it are never served after a change. The queries are compiled once.
 */
const readVersion = CompiledQuery.raw('select sum(version) as version from catalog_search_state', []);
/**
 * PostgreSQL spreads the version over 16 rows (migration 016) so that concurrent writes do not
 * queue on one row lock; a connection always bumps the same row, so a transaction that bumps
 * twice locks one row only and two transactions can never wait for each other's rows here.
 * SQLite, whose writers take turns anyway, has the one row.
 */
const bumpVersion = {
  postgres: CompiledQuery.raw(`update catalog_search_state set version = version + 1 where id = 1 + pg_backend_pid() % ${CATALOG_VERSION_SHARDS}`, []),
  sqlite: CompiledQuery.raw('update catalog_search_state set version = version + 1 where id = 1', []),
};

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
  await db.executeQuery(bumpVersion[dialectOf<Database>(db)]);
  recent = new WeakMap();
  keepNoneUntil = Date.now() + CATALOG_VERSION_REUSE_MS;
}
