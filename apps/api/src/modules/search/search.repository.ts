import { sql } from 'kysely';
import type { Dialect } from '../../db/dialect';
import type { Executor } from '../../db/schema';
import { toCount } from '../catalog/page';
import { fts5Query, matchedDocuments, tsQuery } from './search-match';
import type { MatchWords } from './search-match';

/** What narrows a search besides its words. */
export interface SearchFilters {
  categoryId?: string | undefined;
  subCategoryId?: string | undefined;
  brandId?: string | undefined;
  /** Attribute options grouped by attribute: a variant needs one option of every group. */
  optionGroups: readonly (readonly string[])[];
  /** Only offers of these suppliers (the project's, for `deliverable_only`). */
  supplierIds?: readonly string[] | undefined;
  /** Offers of these suppliers (those delivering to the project) come first. */
  preferredSupplierIds?: readonly string[] | undefined;
}

/** True when any document matches the words (deciding whether to relax or correct them). */
export async function anyDocumentMatches(db: Executor, dialect: Dialect, match: MatchWords): Promise<boolean> {
  const result =
    dialect === 'postgres'
      ? await sql`select 1 from catalog_search_documents where search_vector @@ to_tsquery('simple', ${tsQuery(match)}) limit 1`.execute(db)
      : await sql`select 1 from catalog_search_fts where catalog_search_fts match ${fts5Query(match)} limit 1`.execute(db);
  return result.rows.length > 0;
}

/** The active offers of the matching documents that pass the filters; ranked only when ordering needs it. */
function matchingOffers(db: Executor, dialect: Dialect, match: MatchWords, filters: SearchFilters, ranked = false) {
  let query = db
    .selectFrom(matchedDocuments(dialect, match, ranked))
    .innerJoin('product_supplier_variants as psv', (join) => join.onRef('psv.variant_id', '=', 'm.variant_id').on('psv.active', '=', 1));
  if (filters.categoryId) query = query.where('m.category_id', '=', filters.categoryId);
  if (filters.subCategoryId) query = query.where('m.sub_category_id', '=', filters.subCategoryId);
  if (filters.brandId) query = query.where('m.brand_id', '=', filters.brandId);
  for (const group of filters.optionGroups) {
    query = query.where((eb) =>
      eb.exists(eb.selectFrom('variant_attribute_values as f').select('f.variant_id').whereRef('f.variant_id', '=', 'm.variant_id').where('f.option_id', 'in', [...group])),
    );
  }
  if (filters.supplierIds) query = query.where('psv.company_id', 'in', [...filters.supplierIds]);
  return query;
}

/** One page of matching offers, and how many match in all. */
export interface SearchPage {
  ids: string[];
  /** Null when the page lies past the last match (no row to carry the total). */
  total: number | null;
}

/**
 * Ids of one page of matching offers: preferred suppliers' first, then best match, then cheapest.
 * With `withTotal`, the total rides along as `count(*) over ()`: the sort already holds every
 * matching offer, and a separate count would match the words and join the offers again (a third
 * of a search's time on a catalogue of a million offers). Without it (the facets count them
 * anyway), the sort keeps only the page's rows.
 */
export async function searchPage(
  db: Executor,
  dialect: Dialect,
  match: MatchWords,
  filters: SearchFilters,
  { limit, offset, withTotal }: { limit: number; offset: number; withTotal: boolean },
): Promise<SearchPage> {
  const total = withTotal ? sql<number | string | null>`count(*) over ()` : sql<number | string | null>`null`;
  let query = matchingOffers(db, dialect, match, filters, true).select(['psv.id', total.as('total')]);
  const preferred = filters.preferredSupplierIds;
  if (preferred && preferred.length > 0) {
    query = query.orderBy((eb) => eb.case().when('psv.company_id', 'in', [...preferred]).then(0).else(1).end());
  }
  const rows = await query
    .orderBy('m.score')
    .orderBy('psv.price_cents')
    .orderBy('psv.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { ids: rows.map((row) => row.id), total: rows[0] && withTotal ? toCount(rows[0].total) : null };
}

/** How many offers match (asked only for a page past the last match, which cannot tell). */
export async function searchCount(db: Executor, dialect: Dialect, match: MatchWords, filters: SearchFilters): Promise<number> {
  const row = await matchingOffers(db, dialect, match, filters)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return toCount(row?.count);
}

/** A facet count: per category and sub-category (`kind` c), or per attribute option (`kind` o). */
export interface FacetCountRow {
  kind: 'c' | 'o';
  id: string;
  subId: string | null;
  count: number;
}

/**
 * Matching offers per category and sub-category, and per attribute option, in one query: the
 * offers are first counted per variant (the words are matched and the offers joined once), then
 * those counts are summed by category and, through the variants' attribute values, by option.
 * The category counts add up to the total.
 */
export async function facetCounts(db: Executor, dialect: Dialect, match: MatchWords, filters: SearchFilters): Promise<FacetCountRow[]> {
  const perVariant = matchingOffers(db, dialect, match, filters)
    .select((eb) => ['m.variant_id', 'm.category_id', 'm.sub_category_id', eb.fn.countAll<number>().as('n')])
    .groupBy(['m.variant_id', 'm.category_id', 'm.sub_category_id']);
  const rows = await db
    .with('o', () => perVariant)
    .selectFrom('o')
    .select((eb) => [sql<'c' | 'o'>`'c'`.as('kind'), 'o.category_id as id', 'o.sub_category_id as sub_id', eb.fn.sum<number>('o.n').as('count')])
    .groupBy(['o.category_id', 'o.sub_category_id'])
    .unionAll((eb) =>
      eb
        .selectFrom('o')
        // A cross join with the condition in WHERE: SQLite then keeps the few matching variants
        // as the outer loop instead of scanning every attribute value in option order to spare
        // a sort; PostgreSQL plans it like any inner join.
        .crossJoin('variant_attribute_values as vav')
        .whereRef('vav.variant_id', '=', 'o.variant_id')
        .select((inner) => [sql<'c' | 'o'>`'o'`.as('kind'), 'vav.option_id as id', sql<string | null>`null`.as('sub_id'), inner.fn.sum<number>('o.n').as('count')])
        .groupBy('vav.option_id'),
    )
    .execute();
  return rows.map((row) => ({ kind: row.kind, id: row.id, subId: row.sub_id, count: toCount(row.count) }));
}

/** Options with their attributes, for naming facets and grouping facet filters. */
export async function optionsWithAttributes(db: Executor, optionIds: readonly string[]) {
  if (optionIds.length === 0) return [];
  return db
    .selectFrom('attribute_options as o')
    .innerJoin('product_attributes as a', 'a.id', 'o.attribute_id')
    .select(['o.id', 'o.value', 'o.position', 'a.id as attribute_id', 'a.code', 'a.name', 'a.position as attribute_position'])
    .where('o.id', 'in', [...new Set(optionIds)])
    .execute();
}

/** Names of categories, for facets. */
export async function categoriesByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { id: string; name: string; slug: string; position: number }>();
  const rows = await db.selectFrom('categories').select(['id', 'name', 'slug', 'position']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row]));
}
