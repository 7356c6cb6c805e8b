import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * SKUs compare case-insensitively (decision 0400): every variant write asks "who holds this
 * SKU" as lower(sku), and the price-list import looks offers up by it. Without an index on that
 * expression each lookup read every variant, so creating a variant cost more the larger the
 * catalogue. Not unique: a catalogue created before the rule was enforced could hold SKUs that
 * differ only in case, and the migration must not fail on it (the API refuses new ones).
 */
export const variantSkuLookupMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('variants_sku_lower_idx').on('variants').expression(sql`lower(sku)`).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('variants_sku_lower_idx').execute();
  },
};
