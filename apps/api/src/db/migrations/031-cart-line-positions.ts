import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Cart lines keep the order they were added in. They were read by creation time, then id, and two
 * lines added within one millisecond (a script, a quote awarded line by line, a fast double tap)
 * came back in either order, and so did the purchase-order lines made from them. Existing lines
 * are numbered in the order they were read until now.
 */
export const cartLinePositionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('cart_items').addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)).execute();
    await sql`
      update cart_items set position = (
        select count(*) from cart_items earlier
        where earlier.cart_id = cart_items.cart_id
          and (earlier.created_at < cart_items.created_at or (earlier.created_at = cart_items.created_at and earlier.id < cart_items.id))
      )
    `.execute(db);
    await db.schema.createIndex('cart_items_cart_position_idx').on('cart_items').columns(['cart_id', 'position']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('cart_items_cart_position_idx').execute();
    await db.schema.alterTable('cart_items').dropColumn('position').execute();
  },
};
