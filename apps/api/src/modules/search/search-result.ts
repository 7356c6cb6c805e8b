import type { SearchResult, VariantImage } from '@marketplace/contracts';
import type { loadSearchResults } from './search-results.repository';

/** A row of loadSearchResults. */
export type SearchResultRow = Awaited<ReturnType<typeof loadSearchResults>>[number];

/** The wire form of a search hit. */
export function toSearchResult(row: SearchResultRow, image: VariantImage | null): SearchResult {
  return {
    id: row.id,
    product_id: row.product_id,
    variant_id: row.variant_id,
    product_name: row.product_name,
    variant_name: row.variant_name,
    sku: row.sku,
    unit_of_measure: row.unit_of_measure,
    brand: { id: row.brand_id, name: row.brand_name, slug: row.brand_slug },
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    sub_category:
      row.sub_category_id && row.sub_category_name !== null && row.sub_category_slug !== null
        ? { id: row.sub_category_id, name: row.sub_category_name, slug: row.sub_category_slug }
        : null,
    supplier: { id: row.company_id, name: row.supplier_name },
    price_cents: row.price_cents,
    currency: row.currency,
    stock_on_hand: row.stock_on_hand,
    minimum_order_quantity: row.minimum_order_quantity,
    lead_time_days: row.lead_time_days,
    image,
  };
}
