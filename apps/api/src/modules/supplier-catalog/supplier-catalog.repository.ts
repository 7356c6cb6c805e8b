import { sql } from 'kysely';
import type { ProductSupplierVariantsTable, ProductsTable, VariantImagesTable, VariantsTable } from '../../db/catalog-schema';
import type { Executor } from '../../db/schema';
import { chunks } from '../../lib/chunks';
import type { ListedOffer, OfferStockUpdate } from './price-list-rows';

/** A product's categories, and whether a company sells it. */
export interface ProductForSupplier {
  category_id: string;
  sub_category_id: string | null;
  /** The company listed it, or offers one of its variants. */
  sold: boolean;
}

/**
 * A product's categories and whether this company sells it, in one statement (undefined when
 * the product does not exist): every write to a product or its variants asks both first.
 */
export async function productForSupplier(db: Executor, productId: string, companyId: string): Promise<ProductForSupplier | undefined> {
  const row = await db
    .selectFrom('products as p')
    .select((eb) => [
      'p.category_id',
      'p.sub_category_id',
      eb
        .or([
          eb.exists(eb.selectFrom('product_suppliers as ps').select('ps.id').whereRef('ps.product_id', '=', 'p.id').where('ps.company_id', '=', companyId)),
          eb.exists(eb.selectFrom('product_supplier_variants as psv').select('psv.id').whereRef('psv.product_id', '=', 'p.id').where('psv.company_id', '=', companyId)),
        ])
        .as('sold'),
    ])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  // SQLite answers 1/0, PostgreSQL true/false.
  return row && { category_id: row.category_id, sub_category_id: row.sub_category_id, sold: Boolean(row.sold) };
}

/** A brand by id, or undefined. */
export async function brandExists(db: Executor, id: string): Promise<boolean> {
  return (await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** A category by id with its parent, or undefined. */
export async function findCategory(db: Executor, id: string): Promise<{ id: string; parent_id: string | null } | undefined> {
  return db.selectFrom('categories').select(['id', 'parent_id']).where('id', '=', id).executeTakeFirst();
}

/** Whether a product slug is taken. */
export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  return (await db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

/** Inserts a product and lists the company as its supplier. */
export async function insertProduct(db: Executor, product: ProductsTable, companyId: string, supplierRowId: string): Promise<void> {
  await db.insertInto('products').values(product).execute();
  await db.insertInto('product_suppliers').values({ id: supplierRowId, product_id: product.id, company_id: companyId, created_at: product.created_at }).execute();
}

/** Replaces a product's editable fields. */
export async function updateProduct(
  db: Executor,
  id: string,
  changes: Pick<ProductsTable, 'name' | 'description_html' | 'brand_id' | 'category_id' | 'sub_category_id' | 'unit_of_measure' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('products').set(changes).where('id', '=', id).execute();
}

/** A variant by id. */
export async function findVariant(db: Executor, id: string): Promise<VariantsTable | undefined> {
  return db.selectFrom('variants').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The variant holding this SKU, if any (SKUs compare case-insensitively). */
export async function variantWithSku(db: Executor, sku: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('variants')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['sku']), '=', sku.toLowerCase()))
    .executeTakeFirst();
}

/** The next free variant position of a product. */
export async function nextVariantPosition(db: Executor, productId: string): Promise<number> {
  const row = await db.selectFrom('variants').select((eb) => eb.fn.max('position').as('position')).where('product_id', '=', productId).executeTakeFirst();
  return row?.position === null || row?.position === undefined ? 0 : Number(row.position) + 1;
}

/** Inserts a variant. */
export async function insertVariant(db: Executor, variant: VariantsTable): Promise<void> {
  await db.insertInto('variants').values(variant).execute();
}

/** Renames a variant or changes its SKU. */
export async function updateVariant(db: Executor, id: string, changes: Pick<VariantsTable, 'name' | 'sku'>): Promise<void> {
  await db.updateTable('variants').set(changes).where('id', '=', id).execute();
}

/** Options by id with the attribute (code, name, position, category) they belong to. */
export async function optionsWithAttributes(db: Executor, optionIds: readonly string[]) {
  if (optionIds.length === 0) return [];
  return db
    .selectFrom('attribute_options as o')
    .innerJoin('product_attributes as a', 'a.id', 'o.attribute_id')
    .select(['o.id', 'o.value', 'o.attribute_id', 'a.code', 'a.name', 'a.position', 'a.category_id'])
    .where('o.id', 'in', [...new Set(optionIds)])
    .execute();
}

/** Gives a new variant its attribute values. */
export async function insertAttributeValues(db: Executor, variantId: string, values: readonly { attribute_id: string; option_id: string }[]): Promise<void> {
  if (values.length > 0) {
    await db
      .insertInto('variant_attribute_values')
      .values(values.map((value) => ({ variant_id: variantId, attribute_id: value.attribute_id, option_id: value.option_id })))
      .execute();
  }
}

/** Replaces a variant's attribute values. */
export async function replaceAttributeValues(db: Executor, variantId: string, values: readonly { attribute_id: string; option_id: string }[]): Promise<void> {
  await db.deleteFrom('variant_attribute_values').where('variant_id', '=', variantId).execute();
  await insertAttributeValues(db, variantId, values);
}

/** The company's offer of a variant. */
export async function offerOfVariant(db: Executor, variantId: string, companyId: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('product_supplier_variants').select('id').where('variant_id', '=', variantId).where('company_id', '=', companyId).executeTakeFirst();
}

/** Inserts an offer with its quantity breaks. */
export async function insertOffer(db: Executor, offer: ProductSupplierVariantsTable, tiers: readonly { min_quantity: number; price_cents: number }[]): Promise<void> {
  await db.insertInto('product_supplier_variants').values(offer).execute();
  await insertTiers(db, offer.id, tiers);
}

/** The editable values of an offer. */
export type OfferValues = Pick<ProductSupplierVariantsTable, 'price_cents' | 'stock_on_hand' | 'lead_time_days' | 'minimum_order_quantity' | 'active' | 'updated_at'>;

/** Changes an offer of this company; false when the company has no offer of that id. */
export async function updateOwnOffer(db: Executor, id: string, companyId: string, values: OfferValues): Promise<boolean> {
  const changed = await db.updateTable('product_supplier_variants').set(values).where('id', '=', id).where('company_id', '=', companyId).returning('id').executeTakeFirst();
  return changed !== undefined;
}

/** Gives a new offer its quantity breaks. */
async function insertTiers(db: Executor, psvId: string, tiers: readonly { min_quantity: number; price_cents: number }[]): Promise<void> {
  if (tiers.length > 0) await db.insertInto('psv_pricing_tiers').values(tiers.map((tier) => ({ psv_id: psvId, ...tier }))).execute();
}

/** Replaces an offer's quantity breaks. */
export async function replaceTiers(db: Executor, psvId: string, tiers: readonly { min_quantity: number; price_cents: number }[]): Promise<void> {
  await db.deleteFrom('psv_pricing_tiers').where('psv_id', '=', psvId).execute();
  await insertTiers(db, psvId, tiers);
}

/** SKUs or offers per statement of the price-list import: well under both databases' bound-parameter limits. */
const PRICE_LIST_ROWS_PER_STATEMENT = 500;

/**
 * The company's offers by SKU (lower-cased), for a price-list import: found through the index on
 * lower(sku) (migration 012), a few hundred SKUs per query.
 */
export async function offersBySku(db: Executor, companyId: string, skus: readonly string[]): Promise<Map<string, ListedOffer>> {
  const bySku = new Map<string, ListedOffer>();
  const wanted = [...new Set(skus.map((sku) => sku.toLowerCase()))];
  for (const batch of chunks(wanted, PRICE_LIST_ROWS_PER_STATEMENT)) {
    const rows = await db
      .selectFrom('product_supplier_variants as psv')
      .innerJoin('variants as v', 'v.id', 'psv.variant_id')
      .select(['psv.id', 'psv.price_cents', 'psv.stock_on_hand', 'psv.lead_time_days', 'v.sku'])
      .where('psv.company_id', '=', companyId)
      .where((eb) => eb(eb.fn('lower', ['v.sku']), 'in', batch))
      .execute();
    for (const { sku, ...offer } of rows) bySku.set(sku.toLowerCase(), offer);
  }
  return bySku;
}

/**
 * Sets the price, stock and lead time of many offers: one UPDATE … FROM a list of values per few
 * hundred offers (both databases take this form), instead of a statement per offer. The casts
 * give PostgreSQL the columns' types, which bound parameters in a VALUES list do not carry.
 * The `id in (select id from changes)` repeats the join on purpose: without it SQLite's planner
 * walks every offer's id and looks each up in the list (half a second per statement at a million
 * offers); with it, it looks the listed offers up by id.
 */
export async function updateOfferStock(db: Executor, updates: readonly OfferStockUpdate[], updatedAt: string): Promise<void> {
  for (const batch of chunks(updates, PRICE_LIST_ROWS_PER_STATEMENT)) {
    const values = sql.join(
      batch.map(
        (update) =>
          sql`(cast(${update.id} as text), cast(${update.price_cents} as integer), cast(${update.stock_on_hand} as integer), cast(${update.lead_time_days} as integer))`,
      ),
    );
    await sql`
      with changes (id, price_cents, stock_on_hand, lead_time_days) as (values ${values})
      update product_supplier_variants
         set price_cents = changes.price_cents,
             stock_on_hand = changes.stock_on_hand,
             lead_time_days = changes.lead_time_days,
             updated_at = ${updatedAt}
        from changes
       where product_supplier_variants.id = changes.id
         and product_supplier_variants.id in (select id from changes)`.execute(db);
  }
}

/** A variant's image rows in order. */
export async function imageRowsOfVariant(db: Executor, variantId: string): Promise<VariantImagesTable[]> {
  return db.selectFrom('variant_images').selectAll().where('variant_id', '=', variantId).orderBy('position').execute();
}

/** Inserts images. */
export async function insertImages(db: Executor, rows: readonly VariantImagesTable[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('variant_images').values([...rows]).execute();
}

/** Deletes images of a variant by id. */
export async function deleteImages(db: Executor, variantId: string, ids: readonly string[]): Promise<void> {
  await db.deleteFrom('variant_images').where('variant_id', '=', variantId).where('id', 'in', [...ids]).execute();
}

/**
 * Gives a variant's images the positions 0, 1, 2… in the given order. Positions are unique per
 * variant, so the rows first move out of the way (negative positions), then into place.
 */
export async function reorderImages(db: Executor, variantId: string, orderedIds: readonly string[]): Promise<void> {
  for (const [index, id] of orderedIds.entries()) {
    await db.updateTable('variant_images').set({ position: -1 - index }).where('variant_id', '=', variantId).where('id', '=', id).execute();
  }
  for (const [index, id] of orderedIds.entries()) {
    await db.updateTable('variant_images').set({ position: index }).where('variant_id', '=', variantId).where('id', '=', id).execute();
  }
}

/** The company's active offers at or below a stock level (or below their minimum order), emptiest first. */
export async function lowStockOffers(db: Executor, companyId: string, threshold: number, limit: number) {
  const base = db
    .selectFrom('product_supplier_variants as psv')
    .where('psv.company_id', '=', companyId)
    .where('psv.active', '=', 1)
    .where((eb) => eb.or([eb('psv.stock_on_hand', '<=', threshold), eb('psv.stock_on_hand', '<', eb.ref('psv.minimum_order_quantity'))]));
  const [rows, total] = await Promise.all([
    base
      .innerJoin('variants as v', 'v.id', 'psv.variant_id')
      .innerJoin('products as p', 'p.id', 'psv.product_id')
      .select(['psv.id', 'psv.product_id', 'p.name as product_name', 'v.name as variant_name', 'v.sku', 'psv.stock_on_hand', 'psv.minimum_order_quantity'])
      .orderBy('psv.stock_on_hand')
      .orderBy('p.name')
      .orderBy('psv.id')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}
