import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Supplier invoices and three-way match (decision 0610): invoices of purchase orders, their lines
 * as matched, the builder companies' tolerances, and every invoice's history.
 */
export const invoicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invoices')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('number', 'text', (col) => col.notNull())
      .addColumn('purchase_order_id', 'text', (col) => col.notNull().references('purchase_orders.id'))
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id'))
      .addColumn('buyer_company_id', 'text', (col) => col.notNull().references('companies.id'))
      .addColumn('supplier_company_id', 'text', (col) => col.notNull().references('companies.id'))
      .addColumn('project_id', 'text', (col) => col.notNull().references('projects.id'))
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('received', 'matched', 'exception', 'disputed', 'approved', 'exported', 'paid', 'void')`))
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('invoice_date', 'text', (col) => col.notNull())
      .addColumn('due_date', 'text', (col) => col.notNull())
      .addColumn('net_terms_days', 'integer', (col) => col.notNull())
      .addColumn('subtotal_cents', 'bigint', (col) => col.notNull())
      .addColumn('tax_cents', 'bigint', (col) => col.notNull().check(sql`tax_cents >= 0`))
      .addColumn('freight_cents', 'bigint', (col) => col.notNull().check(sql`freight_cents >= 0`))
      .addColumn('total_cents', 'bigint', (col) => col.notNull())
      .addColumn('expected_cents', 'bigint', (col) => col.notNull())
      .addColumn('total_variance_cents', 'bigint', (col) => col.notNull())
      .addColumn('total_within_tolerance', 'integer', (col) => col.notNull())
      .addColumn('tolerances', 'text', (col) => col.notNull())
      .addColumn('replaces_invoice_id', 'text', (col) => col.references('invoices.id'))
      .addColumn('dispute_status', 'text', (col) => col.check(sql`dispute_status in ('open', 'supplier_responded', 'resolved')`))
      .addColumn('dispute_reason', 'text', (col) => col.check(sql`dispute_reason in ('short_shipped', 'damaged', 'price_mismatch', 'not_ordered', 'duplicate')`))
      .addColumn('dispute_note', 'text')
      .addColumn('disputed_by', 'text', (col) => col.references('users.id'))
      .addColumn('disputed_at', 'text')
      .addColumn('supplier_response', 'text')
      .addColumn('responded_at', 'text')
      .addColumn('approved_by', 'text', (col) => col.references('users.id'))
      .addColumn('approved_at', 'text')
      .addColumn('override_reason', 'text')
      .addColumn('exported_at', 'text')
      .addColumn('paid_at', 'text')
      .addColumn('attachment_file_name', 'text')
      .addColumn('attachment_storage_key', 'text')
      .addColumn('attachment_size_bytes', 'integer')
      .addColumn('attachment_uploaded_at', 'text')
      .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    // A supplier numbers each invoice once, whatever the case it is typed in: a second invoice
    // under the same number is a duplicate, even after the first was voided.
    await sql`create unique index invoices_supplier_number_idx on invoices (supplier_company_id, lower(number))`.execute(db);
    await db.schema.createIndex('invoices_buyer_idx').on('invoices').columns(['buyer_company_id', 'status', 'created_at']).execute();
    await db.schema.createIndex('invoices_supplier_idx').on('invoices').columns(['supplier_company_id', 'status', 'created_at']).execute();
    await db.schema.createIndex('invoices_purchase_order_idx').on('invoices').column('purchase_order_id').execute();
    // At most one corrected invoice replaces another.
    await sql`create unique index invoices_replaces_idx on invoices (replaces_invoice_id) where replaces_invoice_id is not null`.execute(db);

    await db.schema
      .createTable('invoice_lines')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('invoice_id', 'text', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('line_item_id', 'text', (col) => col.references('order_line_items.id'))
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('unit_of_measure', 'text')
      .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
      .addColumn('unit_price_cents', 'bigint', (col) => col.notNull().check(sql`unit_price_cents >= 0`))
      .addColumn('amount_cents', 'bigint', (col) => col.notNull())
      .addColumn('match_status', 'text', (col) =>
        col.notNull().check(sql`match_status in ('matched', 'within_tolerance', 'qty_exception', 'price_exception', 'awaiting_receipt', 'unmatched')`),
      )
      .addColumn('billable_quantity', 'integer')
      .addColumn('po_unit_price_cents', 'bigint')
      .addColumn('quantity_variance', 'integer')
      .addColumn('price_variance_cents', 'bigint')
      .addColumn('match_message', 'text', (col) => col.notNull())
      .addColumn('disputed', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('invoice_lines_invoice_idx').on('invoice_lines').columns(['invoice_id', 'position']).execute();
    // What other invoices billed of a purchase order line is summed on every match.
    await db.schema.createIndex('invoice_lines_line_item_idx').on('invoice_lines').column('line_item_id').execute();

    await db.schema
      .createTable('invoice_tolerances')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('supplier_company_id', 'text', (col) => col.references('companies.id'))
      .addColumn('price_basis_points', 'integer', (col) => col.notNull())
      .addColumn('price_amount_cents', 'bigint', (col) => col.notNull())
      .addColumn('quantity_basis_points', 'integer', (col) => col.notNull())
      .addColumn('quantity_units', 'integer', (col) => col.notNull())
      .addColumn('total_basis_points', 'integer', (col) => col.notNull())
      .addColumn('total_amount_cents', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    // One row for the company's own tolerances (no supplier) and one per supplier.
    await sql`create unique index invoice_tolerances_scope_idx on invoice_tolerances (company_id, coalesce(supplier_company_id, ''))`.execute(db);

    await db.schema
      .createTable('invoice_events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('invoice_id', 'text', (col) => col.notNull().references('invoices.id').onDelete('cascade'))
      .addColumn('sequence', 'integer', (col) => col.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (col) => col.notNull())
      .addColumn('actor_user_id', 'text', (col) => col.references('users.id'))
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    // Events of one moment (sent, then matched) keep their order; two writers never share a number.
    await db.schema.createIndex('invoice_events_invoice_idx').on('invoice_events').columns(['invoice_id', 'sequence']).unique().execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['invoice_events', 'invoice_tolerances', 'invoice_lines', 'invoices']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
