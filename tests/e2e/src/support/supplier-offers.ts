import type { Page } from 'playwright-core';
import { callApi } from './api';

/** One variant of a new product and the supplier's offer of it, at a price in cents. */
export interface NewOffer {
  variant: string;
  priceCents: number;
}

/** A variant created with the supplier's offer: the offer's id is what builders put in a cart. */
export interface CreatedOffer {
  variant: string;
  psvId: string;
  sku: string;
}

interface Metadata {
  brands: { id: string }[];
  categories: { id: string; sub_categories?: { id: string }[] }[];
}

/**
 * The signed-in supplier on `page` lists a new product with one offer per variant, each at an
 * exact price, in stock and on sale, through the supplier area's own calls (decision 0400): a
 * scene with known amounts, whatever the demo catalogue's prices are.
 */
export async function listProductWithOffers(page: Page, name: string, offers: readonly NewOffer[]): Promise<CreatedOffer[]> {
  const metadata = await callApi<Metadata>(page, 'GET', '/api/catalog/metadata');
  const brand = metadata.brands[0];
  const category = metadata.categories.find((candidate) => (candidate.sub_categories ?? []).length > 0) ?? metadata.categories[0];
  if (!brand || !category) throw new Error('The catalogue has no brand or category to file a product under.');
  const product = await callApi<{ id: string }>(page, 'POST', '/api/catalog/', {
    name,
    description_html: '<p>Listed by an end-to-end test.</p>',
    brand_id: brand.id,
    category_id: category.id,
    sub_category_id: category.sub_categories?.[0]?.id ?? null,
    unit_of_measure: 'each',
  });
  const stamp = Date.now().toString(36).toUpperCase();
  const created: CreatedOffer[] = [];
  for (const [index, offer] of offers.entries()) {
    const sku = `E2E-${stamp}-${index + 1}`;
    const variant = await callApi<{ product_supplier_variant_id: string | null }>(page, 'POST', `/api/catalog/${product.id}/variants/`, {
      name: offer.variant,
      sku,
      option_ids: [],
      offer: { price_cents: offer.priceCents, stock_on_hand: 1000, lead_time_days: 0, minimum_order_quantity: 1, active: true, pricing_tiers: [] },
    });
    if (!variant.product_supplier_variant_id) throw new Error(`The variant ${offer.variant} has no offer.`);
    created.push({ variant: offer.variant, psvId: variant.product_supplier_variant_id, sku });
  }
  return created;
}
