import type { PricingTier } from './catalog-offers';

/**
 * The unit price of an offer for a quantity: the tier with the largest minimum the quantity
 * reaches, else the base price. The API charges it and the cart shows it, so both read this.
 */
export function unitPriceFor(quantity: number, basePriceCents: number, tiers: readonly PricingTier[]): number {
  let price = basePriceCents;
  let reached = 0;
  for (const tier of tiers) {
    if (quantity >= tier.min_quantity && tier.min_quantity > reached) {
      reached = tier.min_quantity;
      price = tier.price_cents;
    }
  }
  return price;
}
