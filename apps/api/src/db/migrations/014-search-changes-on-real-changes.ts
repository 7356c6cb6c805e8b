import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from '../dialect';
import { watchedColumns, watchedTables } from './013-search-changes';

/**
 * Records a variant in the search change log only when an update really changes a watched
 * column. A supplier's offer form sends the whole offer, price included, when only the stock
 * moved: "after update of price_cents" fires on any update naming the column, so every stock
 * change was logged, and every process's search index reloaded the variant for nothing.
 */
export const searchChangesOnRealChangesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = dialectOf(db) === 'postgres';
    for (const table of watchedTables) {
      const columns = watchedColumns[table].split(', ');
      if (postgres) {
        const changed = sql.raw(columns.map((column) => `old.${column} is distinct from new.${column}`).join(' or '));
        // PostgreSQL refuses a WHEN naming OLD on a trigger that also fires on insert: the update
        // gets a trigger of its own.
        await sql`drop trigger ${sql.raw(`${table}_search_change`)} on ${sql.raw(table)}`.execute(db);
        await sql`
          create trigger ${sql.raw(`${table}_search_change`)}
          after insert or delete on ${sql.raw(table)}
          for each row execute function search_changes_record()`.execute(db);
        await sql`
          create trigger ${sql.raw(`${table}_search_change_au`)}
          after update of ${sql.raw(watchedColumns[table])} on ${sql.raw(table)}
          for each row when (${changed}) execute function search_changes_record()`.execute(db);
      } else {
        const changed = sql.raw(columns.map((column) => `old.${column} is not new.${column}`).join(' or '));
        await sql`drop trigger ${sql.raw(`${table}_search_change_au`)}`.execute(db);
        await sql`
          create trigger ${sql.raw(`${table}_search_change_au`)} after update of ${sql.raw(watchedColumns[table])} on ${sql.raw(table)}
          when ${changed}
          begin
            insert into search_changes (variant_id) values (old.variant_id);
            insert into search_changes (variant_id) select new.variant_id where new.variant_id <> old.variant_id;
          end`.execute(db);
      }
    }
  },
  async down(db: Kysely<unknown>) {
    const postgres = dialectOf(db) === 'postgres';
    for (const table of watchedTables) {
      if (postgres) {
        await sql`drop trigger ${sql.raw(`${table}_search_change_au`)} on ${sql.raw(table)}`.execute(db);
        await sql`drop trigger ${sql.raw(`${table}_search_change`)} on ${sql.raw(table)}`.execute(db);
        await sql`
          create trigger ${sql.raw(`${table}_search_change`)}
          after insert or delete or update of ${sql.raw(watchedColumns[table])} on ${sql.raw(table)}
          for each row execute function search_changes_record()`.execute(db);
      } else {
        await sql`drop trigger ${sql.raw(`${table}_search_change_au`)}`.execute(db);
        await sql`
          create trigger ${sql.raw(`${table}_search_change_au`)} after update of ${sql.raw(watchedColumns[table])} on ${sql.raw(table)} begin
            insert into search_changes (variant_id) values (old.variant_id);
            insert into search_changes (variant_id) select new.variant_id where new.variant_id <> old.variant_id;
          end`.execute(db);
      }
    }
  },
};
