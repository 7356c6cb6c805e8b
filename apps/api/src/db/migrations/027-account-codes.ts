import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * The accounting export (decision 0610): each builder company's category → account table, and
 * when an invoice's payment went out in a payments file, so it goes out once.
 */
export const accountCodesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('account_codes')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      // Null: the company's default account. A category deleted from the catalogue (only an
      // empty one can be) takes its mapping with it.
      .addColumn('category_id', 'text', (col) => col.references('categories.id').onDelete('cascade'))
      .addColumn('xero_code', 'text', (col) => col.notNull())
      .addColumn('quickbooks_account', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    // One default per company and one row per category of it.
    await sql`create unique index account_codes_scope_idx on account_codes (company_id, coalesce(category_id, ''))`.execute(db);

    await db.schema.alterTable('invoices').addColumn('payment_exported_at', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('invoices').dropColumn('payment_exported_at').execute();
    await db.schema.dropTable('account_codes').execute();
  },
};
