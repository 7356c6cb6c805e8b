import type { CatalogSearchDocumentsTable } from '../../../db/catalog-schema';
import type { Executor } from '../../../db/schema';
import { chunks } from '../../../lib/chunks';
import type { IndexedDocument } from './memory-search-index';

/** Variants per query when loading documents by id. */
const VARIANTS_PER_READ = 500;

/** A search document as the index reads it (its product is not needed). */
type DocumentRow = Omit<CatalogSearchDocumentsTable, 'product_id'>;

/** The documents whose variant id follows `after`, in variant id order, with their options and active offers. */
export async function documentsAfter(db: Executor, after: string | null, limit: number): Promise<IndexedDocument[]> {
  let query = db
    .selectFrom('catalog_search_documents')
    .select(['variant_id', 'category_id', 'sub_category_id', 'brand_id', 'name_terms', 'variant_terms', 'brand_terms', 'category_terms', 'sku_terms'])
    .orderBy('variant_id')
    .limit(limit);
  if (after !== null) query = query.where('variant_id', '>', after);
  const rows = await query.execute();
  const first = rows[0]?.variant_id;
  const last = rows.at(-1)?.variant_id;
  if (first === undefined || last === undefined) return [];
  // One range read per table for the whole page, instead of a list of ids.
  const [options, offers] = await Promise.all([
    db.selectFrom('variant_attribute_values').select(['variant_id', 'option_id']).where('variant_id', '>=', first).where('variant_id', '<=', last).execute(),
    db
      .selectFrom('product_supplier_variants')
      .select(['id', 'variant_id', 'company_id', 'price_cents'])
      .where('variant_id', '>=', first)
      .where('variant_id', '<=', last)
      .where('active', '=', 1)
      .execute(),
  ]);
  return assemble(rows, options, offers);
}

/** The current documents of these variants; a variant without one (deleted) is absent. */
export async function documentsOf(db: Executor, variantIds: readonly string[]): Promise<IndexedDocument[]> {
  const documents: IndexedDocument[] = [];
  for (const ids of chunks(variantIds, VARIANTS_PER_READ)) {
    const [rows, options, offers] = await Promise.all([
      db
        .selectFrom('catalog_search_documents')
        .select(['variant_id', 'category_id', 'sub_category_id', 'brand_id', 'name_terms', 'variant_terms', 'brand_terms', 'category_terms', 'sku_terms'])
        .where('variant_id', 'in', ids)
        .execute(),
      db.selectFrom('variant_attribute_values').select(['variant_id', 'option_id']).where('variant_id', 'in', ids).execute(),
      db.selectFrom('product_supplier_variants').select(['id', 'variant_id', 'company_id', 'price_cents']).where('variant_id', 'in', ids).where('active', '=', 1).execute(),
    ]);
    documents.push(...assemble(rows, options, offers));
  }
  return documents;
}

function assemble(
  rows: readonly DocumentRow[],
  options: readonly { variant_id: string; option_id: string }[],
  offers: readonly { id: string; variant_id: string; company_id: string; price_cents: number }[],
): IndexedDocument[] {
  const optionsOf = new Map<string, string[]>();
  for (const { variant_id: variantId, option_id: optionId } of options) {
    const list = optionsOf.get(variantId);
    if (list) list.push(optionId);
    else optionsOf.set(variantId, [optionId]);
  }
  const offersOf = new Map<string, IndexedDocument['offers'][number][]>();
  for (const offer of offers) {
    const entry = { id: offer.id, companyId: offer.company_id, priceCents: Number(offer.price_cents) };
    const list = offersOf.get(offer.variant_id);
    if (list) list.push(entry);
    else offersOf.set(offer.variant_id, [entry]);
  }
  return rows.map((row) => ({
    variantId: row.variant_id,
    categoryId: row.category_id,
    subCategoryId: row.sub_category_id,
    brandId: row.brand_id,
    columns: [row.name_terms, row.variant_terms, row.brand_terms, row.category_terms, row.sku_terms],
    optionIds: optionsOf.get(row.variant_id) ?? [],
    offers: offersOf.get(row.variant_id) ?? [],
  }));
}

/** The newest change number (0 when the log is empty). */
export async function latestChange(db: Executor): Promise<number> {
  const row = await db.selectFrom('search_changes').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  return Number(row?.seq ?? 0);
}

/** Changes numbered after `seq`, oldest first. */
export async function changesAfter(db: Executor, seq: number, limit: number): Promise<{ seq: number; variantId: string }[]> {
  const rows = await db.selectFrom('search_changes').select(['seq', 'variant_id']).where('seq', '>', seq).orderBy('seq').limit(limit).execute();
  return rows.map((row) => ({ seq: Number(row.seq), variantId: row.variant_id }));
}

/**
 * Deletes those of the `limit` oldest changes recorded before `beforeMs` (epoch ms); how many it
 * deleted. The oldest are read by number and filtered after: there is no index on the time, and
 * "the first `limit` older than" read the whole log, in vain, whenever no change was old enough
 * yet (150 ms at 2.8 million changes after a bulk import, every 10 s).
 */
export async function pruneChanges(db: Executor, beforeMs: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('search_changes')
    .where('seq', 'in', (eb) =>
      eb
        .selectFrom((inner) => inner.selectFrom('search_changes').select(['seq', 'changed_at']).orderBy('seq').limit(limit).as('oldest'))
        .select('oldest.seq')
        .where('oldest.changed_at', '<', beforeMs),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
