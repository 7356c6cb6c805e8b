import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from '../dialect';

/** Rows the PostgreSQL catalogue version is spread over (catalog-version.ts). */
export const CATALOG_VERSION_SHARDS = 16;

/**
 * On PostgreSQL every catalogue write bumped the one row of catalog_search_state, so concurrent
 * supplier writes queued on its row lock, each holding it through its commit (p99 of a price
 * change 35 ms at 10 connections, 21 ms without the bump). The version becomes the sum of 16
 * rows, and a write bumps the row its connection is assigned: a sum still grows with every
 * commit, in any commit order, and stays transactional. SQLite serializes writers anyway: it
 * keeps its one row (its check constraint would need the table rebuilt).
 */
export const catalogVersionShardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'postgres') return;
    await sql`alter table catalog_search_state drop constraint catalog_search_state_id_check`.execute(db);
    await sql`insert into catalog_search_state (id, version) select id, 0 from generate_series(2, ${sql.lit(CATALOG_VERSION_SHARDS)}) as id`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialectOf(db) !== 'postgres') return;
    await sql`update catalog_search_state set version = (select sum(version) from catalog_search_state) where id = 1`.execute(db);
    await sql`delete from catalog_search_state where id <> 1`.execute(db);
    await sql`alter table catalog_search_state add constraint catalog_search_state_id_check check (id = 1)`.execute(db);
  },
};
