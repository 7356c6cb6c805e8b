import type { CatalogSearchDocumentsTable } from '../../db/catalog-schema';
import type { Executor } from '../../db/schema';
import { chunks } from '../../lib/chunks';
import { bumpCatalogVersion } from '../catalog/catalog-version';
import { isVocabularyWord, searchTerms } from './search-text';

/** Products (or variants) read per query when rebuilding documents. */
const PRODUCTS_PER_READ = 400;
/** Rows per insert: well under both databases' bound-parameter limits. */
const ROWS_PER_WRITE = 1000;
/** The columns of a search document besides its key. */
const documentColumns = ['product_id', 'category_id', 'sub_category_id', 'brand_id', 'name_terms', 'variant_terms', 'brand_terms', 'category_terms', 'sku_terms'] as const;

/**
 * Rebuilds the search documents of these products' variants and adds their new words to the
 * typo vocabulary. Every write to a product, or the brand or category names it shows, must call
 * this in the same transaction, so search never disagrees with the catalogue; deleted variants
 * leave the index by cascade. (On SQLite, triggers then keep FTS5 in sync; on PostgreSQL the
 * tsvector is a generated column.)
 */
export async function refreshSearchDocuments(db: Executor, productIds: readonly string[]): Promise<void> {
  await rebuildDocuments(db, 'v.product_id', productIds);
}

/**
 * Rebuilds the search documents of these variants only: for a write to a variant (its name,
 * SKU or attribute values), which changes no other document of its product.
 */
export async function refreshVariantSearchDocuments(db: Executor, variantIds: readonly string[]): Promise<void> {
  await rebuildDocuments(db, 'v.id', variantIds);
}

/** Rebuilds the documents of the variants whose id or product id (`column`) is one of `keys`. */
async function rebuildDocuments(db: Executor, column: 'v.id' | 'v.product_id', keys: readonly string[]): Promise<void> {
  const vocabulary = new Set<string>();
  for (const ids of chunks(keys, PRODUCTS_PER_READ)) {
    const sources = await db
      .selectFrom('variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('categories as sc', 'sc.id', 'p.sub_category_id')
      .select([
        'v.id as variant_id',
        'v.product_id',
        'p.category_id',
        'p.sub_category_id',
        'p.brand_id',
        'v.name as variant_name',
        'v.sku',
        'p.name as product_name',
        'b.name as brand_name',
        'c.name as category_name',
        'sc.name as sub_category_name',
      ])
      .where(column, 'in', ids)
      .execute();

    // Every attribute value is searchable ("type l", "douglas fir"), not only those the variant
    // names spell out: fixed ones (one value for the whole product) appear nowhere else.
    const values = await db
      .selectFrom('variant_attribute_values as vav')
      .innerJoin('variants as v', 'v.id', 'vav.variant_id')
      .innerJoin('attribute_options as o', 'o.id', 'vav.option_id')
      .select(['vav.variant_id', 'o.value'])
      .where(column, 'in', ids)
      .execute();
    const valuesByVariant = new Map<string, string[]>();
    for (const { variant_id: variantId, value } of values) valuesByVariant.set(variantId, [...(valuesByVariant.get(variantId) ?? []), value]);

    const documents: CatalogSearchDocumentsTable[] = sources.map((source) => ({
      variant_id: source.variant_id,
      product_id: source.product_id,
      category_id: source.category_id,
      sub_category_id: source.sub_category_id,
      brand_id: source.brand_id,
      name_terms: searchTerms(source.product_name),
      variant_terms: [...new Set(searchTerms(source.variant_name, ...(valuesByVariant.get(source.variant_id) ?? [])).split(' '))].join(' '),
      brand_terms: searchTerms(source.brand_name),
      category_terms: searchTerms(source.category_name, source.sub_category_name),
      sku_terms: searchTerms(source.sku),
    }));
    for (const document of documents) {
      for (const text of [document.name_terms, document.variant_terms, document.brand_terms, document.category_terms, document.sku_terms]) {
        for (const word of text.split(' ')) if (isVocabularyWord(word)) vocabulary.add(word);
      }
    }
    for (const batch of chunks(documents, ROWS_PER_WRITE)) {
      await db
        .insertInto('catalog_search_documents')
        .values(batch)
        .onConflict((conflict) =>
          conflict.column('variant_id').doUpdateSet((eb) => ({
            product_id: eb.ref('excluded.product_id'),
            category_id: eb.ref('excluded.category_id'),
            sub_category_id: eb.ref('excluded.sub_category_id'),
            brand_id: eb.ref('excluded.brand_id'),
            name_terms: eb.ref('excluded.name_terms'),
            variant_terms: eb.ref('excluded.variant_terms'),
            brand_terms: eb.ref('excluded.brand_terms'),
            category_terms: eb.ref('excluded.category_terms'),
            sku_terms: eb.ref('excluded.sku_terms'),
          }))
          // A document that reads the same is left alone: rewriting it would delete and re-add
          // its words in the full-text index (SQLite's update trigger) or re-index its tsvector
          // (PostgreSQL), and adding one variant refreshes every document of its product.
          .where((eb) =>
            eb.or(
              documentColumns.map((column) => eb(eb.ref(`catalog_search_documents.${column}`), 'is distinct from', eb.ref(`excluded.${column}`))),
            ),
          ),
        )
        .execute();
    }
  }
  await addVocabulary(db, [...vocabulary]);
  await bumpCatalogVersion(db);
}

/** Adds words to the typo vocabulary; words already there are left alone. */
async function addVocabulary(db: Executor, words: readonly string[]): Promise<void> {
  for (const batch of chunks(words, ROWS_PER_WRITE)) {
    await db
      .insertInto('catalog_search_terms')
      .values(batch.map((term) => ({ term })))
      .onConflict((conflict) => conflict.column('term').doNothing())
      .execute();
  }
}
