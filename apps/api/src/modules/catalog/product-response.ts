import type { Brand, CategorySummary } from '@marketplace/contracts';
import type { ProductRow } from './catalog.repository';

/** The brand of a product row. */
export function brandOf(row: Pick<ProductRow, 'brand_id' | 'brand_name' | 'brand_slug'>): Brand {
  return { id: row.brand_id, name: row.brand_name, slug: row.brand_slug };
}

/** The category of a product row. */
export function categoryOf(row: Pick<ProductRow, 'category_id' | 'category_name' | 'category_slug'>): CategorySummary {
  return { id: row.category_id, name: row.category_name, slug: row.category_slug };
}

/** The sub-category of a product row, or null. */
export function subCategoryOf(row: Pick<ProductRow, 'sub_category_id' | 'sub_category_name' | 'sub_category_slug'>): CategorySummary | null {
  return row.sub_category_id && row.sub_category_name !== null && row.sub_category_slug !== null
    ? { id: row.sub_category_id, name: row.sub_category_name, slug: row.sub_category_slug }
    : null;
}

/** The product fields every product answer shares. */
export function productBase(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description_html: row.description_html,
    unit_of_measure: row.unit_of_measure,
    category: categoryOf(row),
    sub_category: subCategoryOf(row),
    created_at: row.created_at,
  };
}
