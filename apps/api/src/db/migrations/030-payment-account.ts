import type { Kysely, Migration } from 'kysely';

/**
 * The account a builder company pays its suppliers from, as the payments file books it (decision
 * 0610): Xero's code and QuickBooks Online's account name. One row per company that named one, kept
 * apart from the category → account table, whose rows are per category: this is the company's
 * alone. A company without a row pays from each program's standard bank account.
 */
export const paymentAccountMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('payment_accounts')
      .addColumn('company_id', 'text', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
      .addColumn('xero_code', 'text', (col) => col.notNull())
      .addColumn('quickbooks_account', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('payment_accounts').execute();
  },
};
