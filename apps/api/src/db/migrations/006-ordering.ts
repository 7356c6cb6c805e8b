import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Carts (one per company and project), orders split into one purchase order per supplier,
 * their line items, every status change, payment sessions, and the order-number counter.
 */
export const orderingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('carts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('project_id', 'text', (col) => col.notNull().references('projects.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('carts_company_project_key', ['company_id', 'project_id'])
      .execute();

    await db.schema
      .createTable('cart_items')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('cart_id', 'text', (col) => col.notNull().references('carts.id').onDelete('cascade'))
      .addColumn('psv_id', 'text', (col) => col.notNull().references('product_supplier_variants.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
      .addColumn('requested_delivery_date', 'text')
      .addColumn('requested_delivery_time', 'text')
      .addColumn('notes', 'text')
      .addColumn('unit_price_cents_when_added', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('cart_items_cart_psv_key', ['cart_id', 'psv_id'])
      .execute();

    await db.schema
      .createTable('cart_supplier_requirements')
      .addColumn('cart_id', 'text', (col) => col.notNull().references('carts.id').onDelete('cascade'))
      .addColumn('supplier_company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('requirements', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('cart_supplier_requirements_pk', ['cart_id', 'supplier_company_id'])
      .execute();

    await db.schema
      .createTable('counters')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'integer', (col) => col.notNull())
      .execute();
    await db.insertInto('counters' as never).values({ name: 'order_number', value: 100000 } as never).execute();

    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (col) => col.primaryKey())
      // Assigned when the order is placed, so abandoned payments leave no gaps in the numbering.
      .addColumn('number', 'text', (col) => col.unique())
      .addColumn('company_id', 'text', (col) => col.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('project_id', 'text', (col) => col.notNull().references('projects.id'))
      .addColumn('cart_id', 'text')
      .addColumn('created_by', 'text', (col) => col.notNull().references('users.id'))
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status in ('pending_payment', 'placed', 'in_progress', 'completed', 'cancelled')`),
      )
      .addColumn('payment_method', 'text', (col) => col.notNull().check(sql`payment_method in ('card', 'credit')`))
      .addColumn('payment_status', 'text', (col) =>
        col.notNull().check(sql`payment_status in ('pending', 'paid', 'expired', 'on_terms')`),
      )
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('subtotal_cents', 'integer', (col) => col.notNull())
      .addColumn('total_cents', 'integer', (col) => col.notNull())
      // What the cart held when checkout began: the same cart checked out again reuses the session.
      .addColumn('cart_fingerprint', 'text', (col) => col.notNull())
      .addColumn('terms_pending', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('placed_at', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('orders_company_created_idx').on('orders').columns(['company_id', 'created_at']).execute();
    await db.schema.createIndex('orders_project_idx').on('orders').columns(['project_id', 'status']).execute();
    // At most one order waits for payment per cart: concurrent checkouts of a cart share it.
    await db.schema
      .createIndex('orders_one_pending_per_cart')
      .on('orders')
      .column('cart_id')
      .unique()
      .where(sql.ref('status'), '=', 'pending_payment')
      .execute();

    await db.schema
      .createTable('purchase_orders')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('number', 'text')
      .addColumn('supplier_company_id', 'text', (col) => col.notNull().references('companies.id'))
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status in ('submitted', 'accepted', 'partially_delivered', 'delivered', 'cancelled')`),
      )
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('subtotal_cents', 'integer', (col) => col.notNull())
      .addColumn('additional_specification_requirements', 'text')
      .addColumn('delivered_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('purchase_orders_order_idx').on('purchase_orders').column('order_id').execute();
    await db.schema
      .createIndex('purchase_orders_supplier_idx')
      .on('purchase_orders')
      .columns(['supplier_company_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('order_line_items')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('purchase_order_id', 'text', (col) => col.notNull().references('purchase_orders.id').onDelete('cascade'))
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('psv_id', 'text', (col) => col.notNull())
      .addColumn('product_id', 'text', (col) => col.notNull())
      .addColumn('variant_id', 'text', (col) => col.notNull())
      // Names, SKU and image are copied: the order reads as it was bought, whatever the catalogue becomes.
      .addColumn('product_name', 'text', (col) => col.notNull())
      .addColumn('variant_name', 'text', (col) => col.notNull())
      .addColumn('sku', 'text', (col) => col.notNull())
      .addColumn('image_url', 'text')
      .addColumn('unit_of_measure', 'text', (col) => col.notNull())
      .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
      .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('requested_delivery_date', 'text')
      .addColumn('requested_delivery_time', 'text')
      .addColumn('notes', 'text')
      .addColumn('status', 'text', (col) =>
        col.notNull().check(sql`status in ('pending', 'confirmed', 'backordered', 'shipped', 'delivered', 'cancelled')`),
      )
      .addColumn('confirmed_delivery_date', 'text')
      // A supplier's change of price or date waits here until the builder accepts it.
      .addColumn('proposed_unit_price_cents', 'integer')
      .addColumn('proposed_delivery_date', 'text')
      .addColumn('quantity_received', 'integer')
      .addColumn('shipped_at', 'text')
      .addColumn('delivered_at', 'text')
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('order_line_items_po_idx').on('order_line_items').columns(['purchase_order_id', 'position']).execute();
    await db.schema.createIndex('order_line_items_order_idx').on('order_line_items').column('order_id').execute();

    await db.schema
      .createTable('order_status_events')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('entity_type', 'text', (col) => col.notNull().check(sql`entity_type in ('order', 'purchase_order', 'line_item')`))
      .addColumn('entity_id', 'text', (col) => col.notNull())
      .addColumn('from_status', 'text')
      .addColumn('to_status', 'text', (col) => col.notNull())
      // Null when the system acted (a payment webhook), not a person.
      .addColumn('actor_user_id', 'text')
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('order_status_events_order_idx').on('order_status_events').columns(['order_id', 'created_at']).execute();

    await db.schema
      .createTable('payment_sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('order_id', 'text', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'complete', 'expired')`))
      .addColumn('amount_cents', 'integer', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('client_secret', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('completed_at', 'text')
      .execute();
    await db.schema.createIndex('payment_sessions_order_idx').on('payment_sessions').column('order_id').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'payment_sessions',
      'order_status_events',
      'order_line_items',
      'purchase_orders',
      'orders',
      'counters',
      'cart_supplier_requirements',
      'cart_items',
      'carts',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
