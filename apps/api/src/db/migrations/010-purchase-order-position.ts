import type { Kysely, Migration } from 'kysely';

/**
 * The place of each purchase order in its order, as the cart listed its suppliers. Purchase
 * orders of one order are created in the same instant, so their creation time cannot number them.
 */
export const purchaseOrderPositionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('purchase_orders').addColumn('position', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('purchase_orders').dropColumn('position').execute();
  },
};
