import type { PricingTier, PsvListQuery, SupplierCompany, SupplierProfile } from '@marketplace/contracts';
import type { Dialect } from '../../db/dialect';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import { catalogVersion } from '../catalog/catalog-version';
import { toCount } from '../catalog/page';
import { matchedDocuments } from '../search/search-match';
import type { MatchWords } from '../search/search-match';
import type { Anchor, OffsetAnchors, PageStart } from './offset-anchors';

/** A PSV with its variant, product and brand, as every PSV answer reads it. */
export interface PsvRow {
  id: string;
  product_id: string;
  variant_id: string;
  company_id: string;
  product_name: string;
  variant_name: string;
  sku: string;
  unit_of_measure: string;
  brand_id: string;
  brand_name: string;
  brand_slug: string;
  category_id: string;
  sub_category_id: string | null;
  price_cents: number;
  currency: string;
  stock_on_hand: number;
  lead_time_days: number;
  minimum_order_quantity: number;
  active: number;
  created_at: string;
}

const psvColumns = [
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
  'p.category_id',
  'p.sub_category_id',
  'psv.price_cents',
  'psv.currency',
  'psv.stock_on_hand',
  'psv.lead_time_days',
  'psv.minimum_order_quantity',
  'psv.active',
  'psv.created_at',
] as const;

function fromPsvs(db: Executor) {
  return db
    .selectFrom('product_supplier_variants as psv')
    .innerJoin('variants as v', 'v.id', 'psv.variant_id')
    .innerJoin('products as p', 'p.id', 'psv.product_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id');
}

/** Which PSVs a list shows. */
export interface PsvFilters {
  /** Only active offers (everyone but the supplier looking at its own). */
  activeOnly: boolean;
  supplierId?: string | undefined;
  productId?: string | undefined;
  brandId?: string | undefined;
  categoryId?: string | undefined;
  subCategoryId?: string | undefined;
  /** Full-text filter through the search index. */
  text?: { dialect: Dialect; match: MatchWords } | undefined;
}

/** The order and page of a PSV list. */
export interface PsvListOrder {
  sort: PsvListQuery['sort'];
  limit: number;
  offset: number;
  withTotal: boolean;
  /** Suppliers delivering to the selected project: their offers come first, each group in `sort` order. */
  deliverableFirst?: ReadonlySet<string> | undefined;
  /** Where deep pages of index orders start from; without, every page walks from the start. */
  anchors?: OffsetAnchors | undefined;
}

/**
 * A page of PSVs in the asked order, and the total when `withTotal` (a count costs a second
 * query, so only when asked). The default order (newest first) and the price orders walk an
 * index and stop after the page; ranking a project's deliverable offers first costs one top-N
 * sort of the filtered offers, no dearer than counting them.
 *
 * The page is found first as ids only, then its rows are read with their variant, product and
 * brand (a deferred join, in the same statement): an offset skips offers in the index alone
 * instead of joining three tables for every skipped row, which made page 2,500 of 100,000 offers
 * 30 times slower than page 1.
 */
export async function listPsvs(
  db: Executor,
  filters: PsvFilters,
  { sort, limit, offset, withTotal, deliverableFirst, anchors }: PsvListOrder,
): Promise<{ rows: PsvRow[]; count: number | undefined }> {
  const descending = sort.startsWith('-') ? 'desc' : 'asc';
  // Offers the project's suppliers deliver lead, whatever the asked order: a builder buys for a
  // site, and an offer that cannot reach it is only a fallback. One comparison on the offer's own
  // supplier column, no availability computed per row.
  const serving = [...(deliverableFirst ?? [])];
  const servingFirst = serving.length > 0 ? sql`case when ${sql.ref('psv.company_id')} in (${sql.join(serving)}) then 0 else 1 end` : undefined;
  const keyColumn = sortKeyColumn(sort);

  let ordered = filteredOffers(db, filters).select('psv.id');
  if (servingFirst) ordered = ordered.orderBy(servingFirst);
  if (keyColumn) ordered = ordered.orderBy(keyColumn, descending);
  else {
    // By name: read through the offer's product and variant (no index spans the three tables,
    // so this order sorts every filtered offer whatever the offset).
    ordered = ordered
      .orderBy((eb) => eb.selectFrom('products as p').select('p.name').whereRef('p.id', '=', 'psv.product_id'), descending)
      .orderBy((eb) => eb.selectFrom('variants as v').select('v.name').whereRef('v.id', '=', 'psv.variant_id'), descending);
  }
  ordered = ordered.orderBy('psv.id', descending);

  let start: PageStart = { after: undefined, skip: offset };
  // A deep page of an index order starts from the anchor before it (offset-anchors.ts).
  if (anchors && keyColumn && serving.length === 0 && offset >= anchors.spacing) {
    const key = keyColumn;
    const beyond = (anchor: Anchor | undefined) =>
      anchor ? ordered.where((eb) => eb(eb.refTuple(key, 'psv.id'), descending === 'desc' ? '<' : '>', eb.tuple(anchor.key, anchor.id))) : ordered;
    const listKey = JSON.stringify([await catalogVersion(db), sort, filters]);
    start = await anchors.pageStart(listKey, offset, async (after) => {
      const row = await beyond(after)
        .select(`${key} as key`)
        .limit(1)
        .offset(anchors.spacing - 1)
        .executeTakeFirst();
      return row ? { key: row.key as string | number, id: row.id } : undefined;
    });
    ordered = beyond(start.after);
  }

  // One statement: the page's ids in the offers' index, then only those rows with their variant,
  // product and brand, in the same order (sorting the page's rows alone).
  let page = fromPsvs(db).select(psvColumns).where('psv.id', 'in', ordered.limit(limit).offset(start.skip));
  if (servingFirst) page = page.orderBy(servingFirst);
  if (keyColumn) page = page.orderBy(keyColumn, descending);
  else page = page.orderBy('p.name', descending).orderBy('v.name', descending);
  page = page.orderBy('psv.id', descending);

  const [rows, count] = await Promise.all([page.execute(), withTotal ? countPsvs(db, filters) : undefined]);
  return { rows, count };
}

/** The offers' column an order walks in an index; none for the name orders. */
function sortKeyColumn(sort: PsvListQuery['sort']): 'psv.price_cents' | 'psv.created_at' | undefined {
  if (sort.endsWith('price')) return 'psv.price_cents';
  if (sort.endsWith('created_at')) return 'psv.created_at';
  return undefined;
}

/** The products the brand and category filters allow, as a subquery; undefined without such filters. */
function productFilter(db: Executor, { brandId, categoryId, subCategoryId }: PsvFilters) {
  if (!brandId && !categoryId && !subCategoryId) return undefined;
  let products = db.selectFrom('products as pf').select('pf.id');
  if (brandId) products = products.where('pf.brand_id', '=', brandId);
  if (categoryId) products = products.where('pf.category_id', '=', categoryId);
  if (subCategoryId) products = products.where('pf.sub_category_id', '=', subCategoryId);
  return products;
}

/**
 * How many PSVs pass the filters. Counted from the offers table and its indexes alone, joining
 * nothing the filters do not need: a join per row would make counting 100,000 offers 50 times
 * slower.
 */
async function countPsvs(db: Executor, filters: PsvFilters): Promise<number> {
  const row = await filteredOffers(db, filters)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return toCount(row?.count);
}

/** The offers that pass the filters, from the offers table alone (filters by product go through a subquery). */
function filteredOffers(db: Executor, filters: PsvFilters) {
  let query = db.selectFrom('product_supplier_variants as psv');
  if (filters.activeOnly) query = query.where('psv.active', '=', 1);
  if (filters.supplierId) query = query.where('psv.company_id', '=', filters.supplierId);
  if (filters.productId) query = query.where('psv.product_id', '=', filters.productId);
  // As a set of product ids, so the planner can walk the offers in the asked order and stop
  // after the page, instead of sorting every offer of the category.
  const products = productFilter(db, filters);
  if (products) query = query.where('psv.product_id', 'in', products);
  const { text } = filters;
  if (text) query = query.where('psv.variant_id', 'in', (eb) => eb.selectFrom(matchedDocuments(text.dialect, text.match)).select('m.variant_id'));
  return query;
}

/** One PSV, active or not. */
export async function findPsv(db: Executor, id: string): Promise<PsvRow | undefined> {
  return fromPsvs(db).select(psvColumns).where('psv.id', '=', id).executeTakeFirst();
}

/** A supplier's PSVs of one product, in variant order. */
export async function psvsOfProductSupplier(db: Executor, productId: string, supplierId: string, activeOnly: boolean): Promise<PsvRow[]> {
  let query = fromPsvs(db).select(psvColumns).where('psv.product_id', '=', productId).where('psv.company_id', '=', supplierId);
  if (activeOnly) query = query.where('psv.active', '=', 1);
  return query.orderBy('v.position').orderBy('v.id').execute();
}

/** A supplier with active offers of a product: its lowest price and how many offers. */
export interface SupplierOfProduct {
  id: string;
  name: string;
  min_price_cents: number;
  currency: string;
  product_supplier_variant_count: number;
}

/**
 * The suppliers with active offers of a product, cheapest first (then by name). The product page
 * reads both its supplier's name and the other suppliers from this one statement.
 */
export async function suppliersOfProduct(db: Executor, productId: string): Promise<SupplierOfProduct[]> {
  const rows = await db
    .selectFrom('product_supplier_variants as psv')
    .innerJoin('companies as c', 'c.id', 'psv.company_id')
    .select((eb) => ['c.id', 'c.name', eb.fn.min('psv.price_cents').as('min_price_cents'), eb.fn.min('psv.currency').as('currency'), eb.fn.countAll().as('count')])
    .where('psv.product_id', '=', productId)
    .where('psv.active', '=', 1)
    .groupBy(['c.id', 'c.name'])
    .orderBy('min_price_cents')
    .orderBy('c.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    min_price_cents: toCount(row.min_price_cents),
    currency: row.currency,
    product_supplier_variant_count: toCount(row.count),
  }));
}

/** Quantity breaks of these PSVs, smallest quantity first, per PSV. */
export async function pricingTiersByPsv(db: Executor, psvIds: readonly string[]): Promise<Map<string, PricingTier[]>> {
  const byPsv = new Map<string, PricingTier[]>();
  if (psvIds.length === 0) return byPsv;
  const rows = await db
    .selectFrom('psv_pricing_tiers')
    .select(['psv_id', 'min_quantity', 'price_cents'])
    .where('psv_id', 'in', [...psvIds])
    .orderBy('psv_id')
    .orderBy('min_quantity')
    .execute();
  for (const { psv_id: psvId, ...tier } of rows) byPsv.set(psvId, [...(byPsv.get(psvId) ?? []), tier]);
  return byPsv;
}

/** Names of these companies, by id. */
export async function companiesById(db: Executor, ids: readonly string[]): Promise<Map<string, SupplierCompany>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('companies').select(['id', 'name']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Service areas and warehouses of these suppliers, by company id. */
export async function supplierProfilesById(db: Executor, ids: readonly string[]): Promise<Map<string, SupplierProfile>> {
  const unique = [...new Set(ids)];
  const profiles = new Map<string, SupplierProfile>(unique.map((id) => [id, { id, service_areas: [], warehouses: [] }]));
  if (unique.length === 0) return profiles;
  const [areas, warehouses] = await Promise.all([
    db.selectFrom('supplier_service_areas').select(['company_id', 'postal_prefix']).where('company_id', 'in', unique).orderBy('company_id').orderBy('postal_prefix').execute(),
    db.selectFrom('warehouses').select(['id', 'company_id', 'name', 'postal_code']).where('company_id', 'in', unique).orderBy('company_id').orderBy('name').execute(),
  ]);
  for (const area of areas) profiles.get(area.company_id)?.service_areas.push(area.postal_prefix);
  for (const { company_id: companyId, ...warehouse } of warehouses) profiles.get(companyId)?.warehouses.push(warehouse);
  return profiles;
}
