import { sql } from 'kysely';
import type { ProductListQuery } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import type { Page } from './page';
import { toCount } from './page';
import { containsText } from './text-filter';

/** A product with its brand and categories, as lists and details read it. */
export interface ProductRow {
  id: string;
  name: string;
  slug: string;
  description_html: string;
  unit_of_measure: string;
  created_at: string;
  brand_id: string;
  brand_name: string;
  brand_slug: string;
  category_id: string;
  category_name: string;
  category_slug: string;
  sub_category_id: string | null;
  sub_category_name: string | null;
  sub_category_slug: string | null;
}

function fromProducts(db: Executor) {
  return db
    .selectFrom('products as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as sc', 'sc.id', 'p.sub_category_id');
}

const productColumns = [
  'p.id',
  'p.name',
  'p.slug',
  'p.description_html',
  'p.unit_of_measure',
  'p.created_at',
  'b.id as brand_id',
  'b.name as brand_name',
  'b.slug as brand_slug',
  'c.id as category_id',
  'c.name as category_name',
  'c.slug as category_slug',
  'sc.id as sub_category_id',
  'sc.name as sub_category_name',
  'sc.slug as sub_category_slug',
] as const;

/** A list row: the product, how many variants it has and which variant's image stands for it. */
export interface ProductListRow extends ProductRow {
  variant_count: number;
  first_variant_id: string | null;
}

/** A page of products, filtered and sorted as asked. */
export async function listProducts(db: Executor, query: ProductListQuery): Promise<Page<ProductListRow>> {
  let filtered = fromProducts(db);
  if (query.query) filtered = filtered.where(containsText('p.name', query.query));
  if (query.brand_id) filtered = filtered.where('p.brand_id', '=', query.brand_id);
  if (query.category_id) filtered = filtered.where('p.category_id', '=', query.category_id);
  if (query.sub_category_id) filtered = filtered.where('p.sub_category_id', '=', query.sub_category_id);

  const descending = query.sort.startsWith('-');
  const column = query.sort.replace('-', '') === 'name' ? 'p.name' : 'p.created_at';
  const rows = filtered
    .select(productColumns)
    .select((eb) => [
      eb.selectFrom('variants as v').select((inner) => inner.fn.countAll<number>().as('n')).whereRef('v.product_id', '=', 'p.id').as('variant_count'),
      eb.selectFrom('variants as v').select('v.id').whereRef('v.product_id', '=', 'p.id').orderBy('v.position').orderBy('v.id').limit(1).as('first_variant_id'),
    ])
    .orderBy(column, descending ? 'desc' : 'asc')
    .orderBy('p.id', descending ? 'desc' : 'asc');

  const [results, total] = await Promise.all([
    rows.limit(query.limit).offset(query.offset).execute(),
    filtered.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
  ]);
  return {
    count: toCount(total?.count),
    results: results.map((row) => ({ ...row, variant_count: toCount(row.variant_count), first_variant_id: row.first_variant_id ?? null })),
  };
}

/** One product with its brand and categories. */
export async function findProduct(db: Executor, id: string): Promise<ProductRow | undefined> {
  return fromProducts(db).select(productColumns).where('p.id', '=', id).executeTakeFirst();
}

/** A product's variants in display order. */
export async function variantsOfProduct(db: Executor, productId: string): Promise<{ id: string; name: string; sku: string }[]> {
  return db.selectFrom('variants').select(['id', 'name', 'sku']).where('product_id', '=', productId).orderBy('position').orderBy('id').execute();
}

/** Each supplier's active offer of a product: price range, how many variants, anything in stock. */
export async function productOffers(db: Executor, productId: string) {
  const rows = await db
    .selectFrom('product_supplier_variants as psv')
    .innerJoin('companies as c', 'c.id', 'psv.company_id')
    .select((eb) => [
      'c.id',
      'c.name',
      eb.fn.min('psv.price_cents').as('min_price_cents'),
      eb.fn.max('psv.price_cents').as('max_price_cents'),
      eb.fn.min('psv.currency').as('currency'),
      eb.fn.countAll().as('count'),
      eb.fn.max('psv.stock_on_hand').as('max_stock'),
    ])
    .where('psv.product_id', '=', productId)
    .where('psv.active', '=', 1)
    .groupBy(['c.id', 'c.name'])
    .orderBy('min_price_cents')
    .orderBy('c.name')
    .execute();
  return rows.map((row) => ({
    supplier: { id: row.id, name: row.name },
    min_price_cents: toCount(row.min_price_cents),
    max_price_cents: toCount(row.max_price_cents),
    currency: row.currency,
    product_supplier_variant_count: toCount(row.count),
    in_stock: toCount(row.max_stock) > 0,
  }));
}

/**
 * The units of measure products use, alphabetically. A loose index scan: each step seeks the
 * next unit after the last one in the index on unit_of_measure (migration 015), so the cost is
 * a seek per unit, not a read of every product as DISTINCT costs on SQLite and PostgreSQL.
 */
export async function unitsOfMeasure(db: Executor): Promise<string[]> {
  const { rows } = await sql<{ unit: string }>`
    with recursive units (unit) as (
      select min(unit_of_measure) from products
      union all
      select (select min(unit_of_measure) from products where unit_of_measure > units.unit) from units where units.unit is not null
    )
    select unit from units where unit is not null order by unit`.execute(db);
  return rows.map((row) => row.unit);
}
