import type { Kysely, Migration } from 'kysely';

/**
 * Search joins every matching variant to its active offers and orders them by price: with the
 * price and the id in the index, that reads no offer rows at all (a broad search touches
 * thousands). Replaces the narrower index of migration 004.
 */
export const searchOffersIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('psv_variant_active_company_idx').execute();
    await db.schema
      .createIndex('psv_search_offers_idx')
      .on('product_supplier_variants')
      .columns(['variant_id', 'active', 'company_id', 'price_cents', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('psv_search_offers_idx').execute();
    await db.schema.createIndex('psv_variant_active_company_idx').on('product_supplier_variants').columns(['variant_id', 'active', 'company_id']).execute();
  },
};
