import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/** Files kept on a purchase order (delivery tickets, invoices); the bytes live in the data folder. */
export const purchaseOrderAttachmentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('purchase_order_attachments')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('purchase_order_id', 'text', (col) => col.notNull().references('purchase_orders.id').onDelete('cascade'))
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('delivery_ticket', 'invoice', 'other')`))
      .addColumn('file_name', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('size_bytes', 'integer', (col) => col.notNull())
      // Relative to the attachments folder; never derived from the uploaded name.
      .addColumn('storage_key', 'text', (col) => col.notNull().unique())
      .addColumn('uploaded_by', 'text', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('purchase_order_attachments_po_idx')
      .on('purchase_order_attachments')
      .columns(['purchase_order_id', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('purchase_order_attachments').execute();
  },
};
