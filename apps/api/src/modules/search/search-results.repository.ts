import type { Executor } from '../../db/schema';

/** Everything a search result row shows, for a page of offer ids. */
export async function loadSearchResults(db: Executor, psvIds: readonly string[]) {
  if (psvIds.length === 0) return [];
  const rows = await db
    .selectFrom('product_supplier_variants as psv')
    .innerJoin('variants as v', 'v.id', 'psv.variant_id')
    .innerJoin('products as p', 'p.id', 'psv.product_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as sc', 'sc.id', 'p.sub_category_id')
    .innerJoin('companies as s', 's.id', 'psv.company_id')
    .select([
      'psv.id',
      'psv.product_id',
      'psv.variant_id',
      'psv.company_id',
      'p.name as product_name',
      'v.name as variant_name',
      'v.sku',
      'p.unit_of_measure',
      'b.id as brand_id',
      'b.name as brand_name',
      'b.slug as brand_slug',
      'c.id as category_id',
      'c.name as category_name',
      'c.slug as category_slug',
      'sc.id as sub_category_id',
      'sc.name as sub_category_name',
      'sc.slug as sub_category_slug',
      's.name as supplier_name',
      'psv.price_cents',
      'psv.currency',
      'psv.stock_on_hand',
      'psv.minimum_order_quantity',
      'psv.lead_time_days',
    ])
    .where('psv.id', 'in', [...psvIds])
    .where('psv.active', '=', 1)
    .execute();
  const order = new Map(psvIds.map((id, index) => [id, index]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
