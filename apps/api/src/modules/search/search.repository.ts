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

/** The active offers of the matching documents that pass the filters. */
function matchingOffers(db: Executor, dialect: Dialect, match: MatchWords, filters: SearchFilters) {
  let query = db
    .selectFrom(matchedDocuments(dialect, match))
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

/** Ids of one page of matching offers: preferred suppliers' first, then best match, then cheapest. */
export async function searchPage(db: Executor, dialect: Dialect, match: MatchWords, filters: SearchFilters, limit: number, offset: number): Promise<string[]> {
  let query = matchingOffers(db, dialect, match, filters).select('psv.id');
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
  return rows.map((row) => row.id);
}

/** How many offers match. */
export async function searchCount(db: Executor, dialect: Dialect, match: MatchWords, filters: SearchFilters): Promise<number> {
  const row = await matchingOffers(db, dialect, match, filters)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return toCount(row?.count);
}

/** Matching offers per category and sub-category; their sum is the total. */
export async function categoryCounts(db: Executor, dialect: Dialect, match: MatchWords, filters: SearchFilters) {
  const rows = await matchingOffers(db, dialect, match, filters)
    .select((eb) => ['m.category_id', 'm.sub_category_id', eb.fn.countAll().as('count')])
    .groupBy(['m.category_id', 'm.sub_category_id'])
    .execute();
  return rows.map((row) => ({ categoryId: row.category_id, subCategoryId: row.sub_category_id, count: toCount(row.count) }));
}

/** Matching offers per attribute option. */
export async function optionCounts(db: Executor, dialect: Dialect, match: MatchWords, filters: SearchFilters) {
  const rows = await matchingOffers(db, dialect, match, filters)
    .innerJoin('variant_attribute_values as vav', 'vav.variant_id', 'm.variant_id')
    .select((eb) => ['vav.option_id', eb.fn.countAll().as('count')])
    .groupBy('vav.option_id')
    .execute();
  return rows.map((row) => ({ optionId: row.option_id, count: toCount(row.count) }));
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
