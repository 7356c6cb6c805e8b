import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Quote requests (decision 0611): requests, their lines, one invitation per supplier and the
 * answers in versions; cart lines and order lines remember the quote line they came from, and a
 * cart line the quoted price it is charged while the answer holds.
 */
export const quotesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('quote_requests')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      // A project may only be deleted before anything was ordered for it: its requests go with it.
      .addColumn('project_id', 'text', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('requested_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('sent', 'closed', 'cancelled', 'expired')`))
      .addColumn('needed_by', 'text', (col) => col.notNull())
      .addColumn('respond_by', 'text', (col) => col.notNull())
      .addColumn('note', 'text')
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('closed_by', 'text', (col) => col.references('users.id'))
      .addColumn('closed_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('quote_requests_company_idx').on('quote_requests').columns(['company_id', 'created_at']).execute();
    await db.schema.createIndex('quote_requests_project_idx').on('quote_requests').columns(['project_id', 'status']).execute();

    await db.schema
      .createTable('quote_lines')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('quote_request_id', 'text', (col) => col.notNull().references('quote_requests.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('psv_id', 'text')
      .addColumn('variant_id', 'text')
      .addColumn('sku', 'text')
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
      .addColumn('unit', 'text')
      .addColumn('awarded_supplier_company_id', 'text', (col) => col.references('companies.id'))
      .addColumn('awarded_answer_line_id', 'text')
      .addColumn('awarded_psv_id', 'text')
      .addColumn('awarded_quantity', 'integer')
      .addColumn('awarded_unit_price_cents', 'integer')
      .execute();
    await db.schema.createIndex('quote_lines_request_idx').on('quote_lines').columns(['quote_request_id', 'position']).execute();

    await db.schema
      .createTable('quote_invitations')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('quote_request_id', 'text', (col) => col.notNull().references('quote_requests.id').onDelete('cascade'))
      .addColumn('supplier_company_id', 'text', (col) => col.notNull().references('companies.id'))
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('invited', 'viewed', 'responded', 'declined', 'expired')`))
      .addColumn('viewed_at', 'text')
      .addColumn('responded_at', 'text')
      .addColumn('declined_at', 'text')
      .addColumn('decline_note', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('quote_invitations_request_supplier_key', ['quote_request_id', 'supplier_company_id'])
      .execute();
    await db.schema.createIndex('quote_invitations_supplier_idx').on('quote_invitations').columns(['supplier_company_id', 'created_at']).execute();

    await db.schema
      .createTable('quote_answers')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('quote_request_id', 'text', (col) => col.notNull().references('quote_requests.id').onDelete('cascade'))
      .addColumn('supplier_company_id', 'text', (col) => col.notNull().references('companies.id'))
      .addColumn('version', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('submitted', 'superseded', 'withdrawn', 'accepted', 'partially_accepted', 'rejected')`))
      .addColumn('valid_until', 'text', (col) => col.notNull())
      .addColumn('note', 'text')
      .addColumn('submitted_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('quote_answers_version_key', ['quote_request_id', 'supplier_company_id', 'version'])
      .execute();
    // One current answer per supplier and request: two answers sent at once cannot both stand.
    await sql`create unique index quote_answers_current_idx on quote_answers (quote_request_id, supplier_company_id) where status not in ('superseded', 'withdrawn')`.execute(db);

    await db.schema
      .createTable('quote_answer_lines')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('quote_answer_id', 'text', (col) => col.notNull().references('quote_answers.id').onDelete('cascade'))
      .addColumn('quote_line_id', 'text', (col) => col.notNull().references('quote_lines.id').onDelete('cascade'))
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('offered', 'substitute', 'unavailable')`))
      .addColumn('psv_id', 'text')
      .addColumn('unit_price_cents', 'integer')
      .addColumn('available_quantity', 'integer')
      .addColumn('ship_date', 'text')
      .addColumn('note', 'text')
      .execute();
    await db.schema.createIndex('quote_answer_lines_answer_idx').on('quote_answer_lines').column('quote_answer_id').execute();

    // A cart line awarded from a quote: charged the quoted price while the answer holds.
    await db.schema.alterTable('cart_items').addColumn('quote_line_id', 'text').execute();
    await db.schema.alterTable('cart_items').addColumn('quoted_unit_price_cents', 'integer').execute();
    await db.schema.alterTable('cart_items').addColumn('quote_valid_until', 'text').execute();
    // Each order line keeps the quote line it was ordered from.
    await db.schema.alterTable('order_line_items').addColumn('quote_line_id', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('order_line_items').dropColumn('quote_line_id').execute();
    for (const column of ['quote_valid_until', 'quoted_unit_price_cents', 'quote_line_id']) await db.schema.alterTable('cart_items').dropColumn(column).execute();
    for (const table of ['quote_answer_lines', 'quote_answers', 'quote_invitations', 'quote_lines', 'quote_requests']) await db.schema.dropTable(table).execute();
  },
};
