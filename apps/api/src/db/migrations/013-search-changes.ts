import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from '../dialect';

/**
 * The log of variants whose search answer may have changed (decision 0121): every insert,
 * delete or relevant update of a search document, an offer (its price, active flag, supplier or
 * variant) or a variant's attribute values records the variant here, by trigger, in the writing
 * transaction. The in-memory search index of every API process reads the log past the last
 * number it applied and reloads those variants. Triggers rather than calls in each service: no
 * write path (supplier API, price lists, command-line tools, seeds) can forget it.
 */
export const searchChangesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') await upPostgres(db);
    else await upSqlite(db);
  },

  async down(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') {
      for (const table of watchedTables) await sql`drop trigger if exists ${sql.raw(`${table}_search_change`)} on ${sql.raw(table)}`.execute(db);
      await sql`drop function if exists search_changes_record()`.execute(db);
    } else {
      for (const table of watchedTables) {
        for (const event of ['ai', 'ad', 'au']) await sql`drop trigger if exists ${sql.raw(`${table}_search_change_${event}`)}`.execute(db);
      }
    }
    await db.schema.dropTable('search_changes').execute();
  },
};

/** The tables whose rows change what a search finds, each holding a variant_id. */
export const watchedTables = ['catalog_search_documents', 'product_supplier_variants', 'variant_attribute_values'] as const;

/** Per table, the columns whose update matters (stock and lead times do not change a search). */
export const watchedColumns: Record<(typeof watchedTables)[number], string> = {
  catalog_search_documents: 'variant_id, category_id, sub_category_id, brand_id, name_terms, variant_terms, brand_terms, category_terms, sku_terms',
  product_supplier_variants: 'variant_id, company_id, price_cents, active',
  variant_attribute_values: 'variant_id, option_id',
};

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  // AUTOINCREMENT: numbers are never reused, even after the newest rows are pruned. SQLite
  // serializes writers, so numbers are also in commit order.
  await sql`
    create table search_changes (
      seq integer primary key autoincrement,
      variant_id text not null,
      changed_at integer not null default (cast((julianday('now') - 2440587.5) * 86400000 as integer))
    )`.execute(db);
  for (const table of watchedTables) {
    const name = (event: string) => sql.raw(`${table}_search_change_${event}`);
    const on = sql.raw(table);
    await sql`create trigger ${name('ai')} after insert on ${on} begin insert into search_changes (variant_id) values (new.variant_id); end`.execute(db);
    await sql`create trigger ${name('ad')} after delete on ${on} begin insert into search_changes (variant_id) values (old.variant_id); end`.execute(db);
    await sql`
      create trigger ${name('au')} after update of ${sql.raw(watchedColumns[table])} on ${on} begin
        insert into search_changes (variant_id) values (old.variant_id);
        insert into search_changes (variant_id) select new.variant_id where new.variant_id <> old.variant_id;
      end`.execute(db);
  }
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  // Numbers come from a sequence, so a transaction may commit after a later number is already
  // visible: the reader keeps such gaps open for a while (search-changes.repository.ts).
  await sql`
    create table search_changes (
      seq bigserial primary key,
      variant_id text not null,
      changed_at bigint not null default (extract(epoch from clock_timestamp()) * 1000)::bigint
    )`.execute(db);
  await sql`
    create function search_changes_record() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        insert into search_changes (variant_id) values (old.variant_id);
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.variant_id is distinct from old.variant_id) then
        insert into search_changes (variant_id) values (new.variant_id);
      end if;
      return null;
    end $$`.execute(db);
  for (const table of watchedTables) {
    await sql`
      create trigger ${sql.raw(`${table}_search_change`)}
      after insert or delete or update of ${sql.raw(watchedColumns[table])} on ${sql.raw(table)}
      for each row execute function search_changes_record()`.execute(db);
  }
}
