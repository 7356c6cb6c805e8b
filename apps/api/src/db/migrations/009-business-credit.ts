import type { Kysely, Migration } from 'kysely';

/**
 * Business credit: linked banks (the provider's access token encrypted at rest), their
 * accounts with the last balance read, and pre-approval applications with their decision.
 */
export const businessCreditMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bank_enrollments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('item_id', 'text', (col) => col.notNull())
      .addColumn('institution_id', 'text')
      .addColumn('institution_name', 'text', (col) => col.notNull())
      // AES-256-GCM: iv, tag and ciphertext; the plain token never leaves the server.
      .addColumn('access_token_encrypted', 'text', (col) => col.notNull())
      .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('bank_enrollments_provider_item_key', ['provider', 'item_id'])
      .execute();
    await db.schema.createIndex('bank_enrollments_company_idx').on('bank_enrollments').column('company_id').execute();

    await db.schema
      .createTable('bank_accounts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('enrollment_id', 'text', (col) => col.notNull().references('bank_enrollments.id').onDelete('cascade'))
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('provider_account_id', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('mask', 'text')
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('subtype', 'text')
      .addColumn('available_cents', 'bigint')
      .addColumn('current_cents', 'bigint')
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('balance_updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('bank_accounts_enrollment_account_key', ['enrollment_id', 'provider_account_id'])
      .execute();
    await db.schema.createIndex('bank_accounts_company_idx').on('bank_accounts').column('company_id').execute();

    await db.schema
      .createTable('preapproval_applications')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('step', 'text', (col) => col.notNull())
      .addColumn('legal_name', 'text')
      .addColumn('ein', 'text')
      .addColumn('years_in_business', 'integer')
      .addColumn('annual_revenue_cents', 'bigint')
      .addColumn('requested_limit_cents', 'bigint')
      .addColumn('contact_name', 'text')
      .addColumn('contact_email', 'text')
      .addColumn('contact_phone', 'text')
      .addColumn('bank_account_id', 'text', (col) => col.references('bank_accounts.id').onDelete('set null'))
      .addColumn('verified_balance_cents', 'bigint')
      .addColumn('approved_limit_cents', 'bigint')
      .addColumn('decision_reasons', 'text', (col) => col.notNull())
      .addColumn('decided_by', 'text')
      .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('submitted_at', 'text')
      .addColumn('decided_at', 'text')
      .execute();
    await db.schema.createIndex('preapproval_applications_company_idx').on('preapproval_applications').columns(['company_id', 'created_at']).execute();
    // Open on-terms orders are summed for every available-credit answer.
    await db.schema.createIndex('orders_company_payment_idx').on('orders').columns(['company_id', 'payment_method', 'status']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('orders_company_payment_idx').execute();
    await db.schema.dropTable('preapproval_applications').execute();
    await db.schema.dropTable('bank_accounts').execute();
    await db.schema.dropTable('bank_enrollments').execute();
  },
};
