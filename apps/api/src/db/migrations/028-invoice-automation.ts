import type { Kysely, Migration } from 'kysely';

/**
 * What a builder company lets the marketplace do with its invoices by itself (decision 0610): for
 * now, approve an invoice that matched within its tolerances. One row per company that ever said;
 * a company without one has said no. Kept apart from the tolerances, which are per supplier too:
 * this is the company's alone.
 */
export const invoiceAutomationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invoice_automation')
      .addColumn('company_id', 'text', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
      .addColumn('auto_approve_matched', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('invoice_automation').execute();
  },
};
