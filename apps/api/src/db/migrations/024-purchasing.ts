import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Company roles, spending limits, approval requests, project budgets and the company audit log
 * (decisions 0160–0163). Every builder user of before becomes an owner, so nothing they could
 * do before is taken away; a company that sets no limits checks out as it always has.
 */
export const purchasingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('company_role', 'text', (col) => col.check(sql`company_role in ('owner', 'admin', 'approver', 'buyer')`))
      .execute();
    await sql`update users set company_role = 'owner' where user_type = 'builder'`.execute(db);
    await db.schema
      .alterTable('invitations')
      .addColumn('company_role', 'text', (col) => col.check(sql`company_role in ('owner', 'admin', 'approver', 'buyer')`))
      .execute();
    // Builders invited before roles join as every invited builder without a chosen role does.
    await sql`update invitations set company_role = 'admin' where user_type = 'builder'`.execute(db);

    await db.schema
      .createTable('spending_limits')
      .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('order_limit_cents', 'bigint')
      .addColumn('monthly_limit_cents', 'bigint')
      .addColumn('approval_limit_cents', 'bigint')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('purchasing_settings')
      .addColumn('company_id', 'text', (col) => col.primaryKey().references('companies.id').onDelete('cascade'))
      .addColumn('approval_threshold_cents', 'bigint')
      .addColumn('approval_expiry_hours', 'integer', (col) => col.notNull())
      .addColumn('approval_over_budget', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('project_approvers')
      .addColumn('project_id', 'text', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('project_approvers_pk', ['project_id', 'user_id'])
      .execute();
    await db.schema.createIndex('project_approvers_user_idx').on('project_approvers').column('user_id').execute();

    await db.schema
      .createTable('approval_requests')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id'))
      .addColumn('project_id', 'text', (col) => col.notNull().references('projects.id'))
      .addColumn('cart_id', 'text', (col) => col.notNull())
      .addColumn('requested_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('total_cents', 'bigint', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('cart_fingerprint', 'text', (col) => col.notNull())
      .addColumn('snapshot', 'text', (col) => col.notNull())
      .addColumn('reasons', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'approved', 'rejected', 'withdrawn', 'expired', 'superseded', 'ordered')`))
      .addColumn('settlement', 'text', (col) => col.check(sql`settlement in ('credit', 'buyer_card')`))
      .addColumn('order_id', 'text')
      .addColumn('decided_by', 'text', (col) => col.references('users.id'))
      .addColumn('decision_note', 'text')
      .addColumn('decided_at', 'text')
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    // One open request per cart: pending, or approved and not yet ordered.
    await sql`create unique index approval_requests_open_cart_idx on approval_requests (cart_id) where status in ('pending', 'approved')`.execute(db);
    await db.schema.createIndex('approval_requests_company_idx').on('approval_requests').columns(['company_id', 'status', 'created_at']).execute();

    await db.schema
      .createTable('project_budgets')
      .addColumn('project_id', 'text', (col) => col.primaryKey().references('projects.id').onDelete('cascade'))
      .addColumn('amount_cents', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('project_category_budgets')
      .addColumn('project_id', 'text', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('category_id', 'text', (col) => col.notNull().references('categories.id'))
      .addColumn('amount_cents', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('project_category_budgets_pk', ['project_id', 'category_id'])
      .execute();

    await db.schema
      .createTable('company_audit_events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('actor_user_id', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('subject_type', 'text', (col) => col.notNull())
      .addColumn('subject_id', 'text')
      .addColumn('before', 'text', (col) => col.notNull())
      .addColumn('after', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('company_audit_events_company_idx').on('company_audit_events').columns(['company_id', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['company_audit_events', 'project_category_budgets', 'project_budgets', 'approval_requests', 'project_approvers', 'purchasing_settings', 'spending_limits']) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.alterTable('invitations').dropColumn('company_role').execute();
    await db.schema.alterTable('users').dropColumn('company_role').execute();
  },
};
