import type { Kysely, Migration } from 'kysely';

/**
 * The supplier area's own tables: a supplier's payout account (numbers encrypted by the API,
 * only their last four digits in clear for masked display) and the profile fields of a company
 * beyond its name. Both keyed by company, one row each.
 */
export const supplierAreaMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('supplier_banking_details')
      .addColumn('company_id', 'text', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
      .addColumn('account_holder_name', 'text', (col) => col.notNull())
      .addColumn('routing_last4', 'text', (col) => col.notNull())
      .addColumn('account_last4', 'text', (col) => col.notNull())
      /** AES-256-GCM of the routing and account numbers (see banking-crypto.ts). */
      .addColumn('numbers_encrypted', 'text', (col) => col.notNull())
      .addColumn('updated_by', 'text', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('company_profiles')
      .addColumn('company_id', 'text', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
      .addColumn('phone', 'text')
      .addColumn('website', 'text')
      .addColumn('street', 'text')
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('postal_code', 'text')
      .addColumn('description', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('company_profiles').execute();
    await db.schema.dropTable('supplier_banking_details').execute();
  },
};
