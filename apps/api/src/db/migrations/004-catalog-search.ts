import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import { dialectOf } from '../dialect';

const termColumns = ['name_terms', 'variant_terms', 'brand_terms', 'category_terms', 'sku_terms'] as const;

/**
 * The catalogue's search index. Both databases store one document per variant holding words
 * already normalized by the API (search-text.ts), so they index the same terms; each then
 * indexes them its own way:
 * - SQLite: an FTS5 table over the documents (external content, kept in sync by triggers),
 *   with prefix indexes, and an FTS5 trigram table over the vocabulary for typo correction.
 * - PostgreSQL: a generated, weighted tsvector with a GIN index, and pg_trgm over the vocabulary.
 */
export const catalogSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (dialectOf(db) === 'postgres') await upPostgres(db);
    else await upSqlite(db);

    // Bumped by every index refresh: cached search answers from an older version are stale.
    await db.schema
      .createTable('catalog_search_state')
      .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('version', 'integer', (col) => col.notNull())
      .execute();
    await sql`insert into catalog_search_state (id, version) values (1, 0)`.execute(db);

    // Search counts the active offers of every matching variant: answered from this index
    // alone, without reading the PSV rows.
    await db.schema
      .createIndex('psv_variant_active_company_idx')
      .on('product_supplier_variants')
      .columns(['variant_id', 'active', 'company_id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('psv_variant_active_company_idx').execute();
    await db.schema.dropTable('catalog_search_state').execute();
    if (dialectOf(db) === 'sqlite') {
      await sql`drop table if exists catalog_search_terms_trigram`.execute(db);
      await sql`drop table if exists catalog_search_fts`.execute(db);
    }
    await db.schema.dropTable('catalog_search_terms').execute();
    await db.schema.dropTable('catalog_search_documents').execute();
  },
};

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  // An INTEGER PRIMARY KEY is a stable rowid alias; an implicit rowid may change on VACUUM,
  // which would silently detach the FTS5 index from its content.
  await sql`
    create table catalog_search_documents (
      doc_id integer primary key,
      variant_id text not null unique references variants(id) on delete cascade,
      product_id text not null references products(id) on delete cascade,
      category_id text not null,
      sub_category_id text,
      brand_id text not null,
      name_terms text not null,
      variant_terms text not null,
      brand_terms text not null,
      category_terms text not null,
      sku_terms text not null
    )`.execute(db);
  await sql`create index catalog_search_documents_product_idx on catalog_search_documents (product_id)`.execute(db);

  const columns = sql.raw(termColumns.join(', '));
  const newValues = sql.raw(termColumns.map((column) => `new.${column}`).join(', '));
  const oldValues = sql.raw(termColumns.map((column) => `old.${column}`).join(', '));
  // prefix='2 3': prefix queries of 2 and 3 characters (the usual search-as-you-type case) read
  // a ready-made index instead of scanning every term that starts with them.
  await sql`
    create virtual table catalog_search_fts using fts5(
      ${columns},
      content='catalog_search_documents', content_rowid='doc_id',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3'
    )`.execute(db);
  await sql`
    create trigger catalog_search_documents_ai after insert on catalog_search_documents begin
      insert into catalog_search_fts (rowid, ${columns}) values (new.doc_id, ${newValues});
    end`.execute(db);
  await sql`
    create trigger catalog_search_documents_ad after delete on catalog_search_documents begin
      insert into catalog_search_fts (catalog_search_fts, rowid, ${columns}) values ('delete', old.doc_id, ${oldValues});
    end`.execute(db);
  await sql`
    create trigger catalog_search_documents_au after update on catalog_search_documents begin
      insert into catalog_search_fts (catalog_search_fts, rowid, ${columns}) values ('delete', old.doc_id, ${oldValues});
      insert into catalog_search_fts (rowid, ${columns}) values (new.doc_id, ${newValues});
    end`.execute(db);

  await sql`create table catalog_search_terms (id integer primary key, term text not null unique)`.execute(db);
  await sql`
    create virtual table catalog_search_terms_trigram using fts5(
      term, content='catalog_search_terms', content_rowid='id', tokenize='trigram'
    )`.execute(db);
  await sql`
    create trigger catalog_search_terms_ai after insert on catalog_search_terms begin
      insert into catalog_search_terms_trigram (rowid, term) values (new.id, new.term);
    end`.execute(db);
  await sql`
    create trigger catalog_search_terms_ad after delete on catalog_search_terms begin
      insert into catalog_search_terms_trigram (catalog_search_terms_trigram, rowid, term) values ('delete', old.id, old.term);
    end`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  // pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: a database owner may
  // create it without superuser rights.
  await sql`create extension if not exists pg_trgm`.execute(db);
  // Weights mirror the SQLite bm25 column weights: names and SKUs first, categories last.
  await sql`
    create table catalog_search_documents (
      variant_id text primary key references variants(id) on delete cascade,
      product_id text not null references products(id) on delete cascade,
      category_id text not null,
      sub_category_id text,
      brand_id text not null,
      name_terms text not null,
      variant_terms text not null,
      brand_terms text not null,
      category_terms text not null,
      sku_terms text not null,
      search_vector tsvector generated always as (
        setweight(to_tsvector('simple', name_terms), 'A') ||
        setweight(to_tsvector('simple', sku_terms), 'A') ||
        setweight(to_tsvector('simple', variant_terms), 'B') ||
        setweight(to_tsvector('simple', brand_terms), 'C') ||
        setweight(to_tsvector('simple', category_terms), 'D')
      ) stored
    )`.execute(db);
  await sql`create index catalog_search_documents_vector_idx on catalog_search_documents using gin (search_vector)`.execute(db);
  await sql`create index catalog_search_documents_product_idx on catalog_search_documents (product_id)`.execute(db);

  await sql`create table catalog_search_terms (term text primary key)`.execute(db);
  await sql`create index catalog_search_terms_trgm_idx on catalog_search_terms using gin (term gin_trgm_ops)`.execute(db);
}
