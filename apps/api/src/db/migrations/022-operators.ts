import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Operators (decision 0144) and supplier approval (decision 0145). Operators have tables of
 * their own, apart from users and sessions: no builder or supplier route reads them, so an
 * operator can never pass for a company's user, nor a user for an operator.
 */
export const operatorsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('operator_accounts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('email_normalized', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('totp_secret_encrypted', 'text', (col) => col.notNull())
      // The last time step whose code signed in: that code, and every older one, is spent.
      .addColumn('totp_last_step', 'integer')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_signed_in_at', 'text')
      .addColumn('disabled_at', 'text')
      .execute();

    await db.schema
      .createTable('operator_sessions')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('operator_id', 'text', (col) => col.notNull().references('operator_accounts.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('operator_sessions_operator_idx').on('operator_sessions').column('operator_id').execute();

    await db.schema
      .createTable('operator_audit_events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('operator_id', 'text', (col) => col.notNull().references('operator_accounts.id'))
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('subject_type', 'text', (col) => col.notNull())
      .addColumn('subject_id', 'text')
      .addColumn('details', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('operator_audit_events_created_idx').on('operator_audit_events').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('operator_audit_events_subject_idx').on('operator_audit_events').columns(['subject_type', 'subject_id']).execute();

    // A supplier without a row here is approved: every supplier from before, and every new one
    // while the marketplace does not ask for approval.
    await db.schema
      .createTable('supplier_approvals')
      .addColumn('company_id', 'text', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('approved', 'pending', 'suspended')`))
      .addColumn('changed_at', 'text', (col) => col.notNull())
      .execute();

    // Offers their supplier keeps on sale that the marketplace holds back (active = 0) while the
    // supplier is not approved; approval makes them active again.
    await db.schema
      .createTable('withheld_offers')
      .addColumn('psv_id', 'text', (col) => col.primaryKey().references('product_supplier_variants.id').onDelete('cascade'))
      .addColumn('company_id', 'text', (col) => col.notNull())
      .addColumn('withheld_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('withheld_offers_company_idx').on('withheld_offers').column('company_id').execute();

    await db.schema
      .createTable('supplier_approval_settings')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('new_suppliers_need_approval', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db
      .insertInto('supplier_approval_settings' as never)
      .values({ id: 1, new_suppliers_need_approval: 0, updated_at: new Date().toISOString() } as never)
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['supplier_approval_settings', 'withheld_offers', 'supplier_approvals', 'operator_audit_events', 'operator_sessions', 'operator_accounts']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
