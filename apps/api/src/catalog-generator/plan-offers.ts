import type { ProductSupplierVariantsTable } from '../db/catalog-schema';
import type { CatalogPlan, GeneratorSupplier } from './generator-types';
import type { Random } from './random';
import type { CategorySpec, ProductLineSpec } from './taxonomy-types';

/** Quantity breaks a supplier may offer. */
const TIER_QUANTITIES = [10, 25, 50, 100, 250];

/** A variant before suppliers are attached. */
export interface PlannedVariant {
  id: string;
  listPriceCents: number;
}

/** Prices end in 9 cents below a round ten, as price lists do. */
export function roundPrice(cents: number): number {
  return Math.max(99, Math.round(cents / 10) * 10 - 1);
}

/** What choosing a product's sellers needs. */
export interface OfferContext {
  productId: string;
  createdAt: string;
  category: CategorySpec;
  line: ProductLineSpec;
  variants: PlannedVariant[];
  suppliers: readonly GeneratorSupplier[];
}

/** Chooses who sells the product and adds their product supplier and PSV rows. */
export function addOffers(plan: CatalogPlan, random: Random, context: OfferContext): void {
  const candidates = context.suppliers.filter((supplier) => supplier.specialties.length === 0 || supplier.specialties.includes(context.category.slug));
  let sellers = candidates.filter((supplier) => random.chance(supplier.reach));
  if (sellers.length === 0) sellers = [random.pick(candidates.length > 0 ? candidates : context.suppliers)];

  sellers.forEach((supplier, sellerIndex) => {
    const psvCreatedAt = new Date(Date.parse(context.createdAt) + (sellerIndex + 1) * 60_000).toISOString();
    plan.productSuppliers.push({ id: random.uuid(), product_id: context.productId, company_id: supplier.id, created_at: psvCreatedAt });
    const sold = context.variants.filter((_, position) => position === 0 || random.chance(0.9));
    const leadTime = random.pick([1, 2, 3, 5, 7, 10, 14, 21]);
    for (const variant of sold) {
      const minimumOrder = random.pick(context.line.minimumOrders ?? [1]);
      const psv: ProductSupplierVariantsTable = {
        id: random.uuid(),
        product_id: context.productId,
        variant_id: variant.id,
        company_id: supplier.id,
        price_cents: roundPrice(variant.listPriceCents * supplier.priceFactor * (0.95 + random.next() * 0.13)),
        currency: 'USD',
        stock_on_hand: random.chance(0.18) ? 0 : random.chance(0.2) ? random.int(1, minimumOrder + 5) : random.int(20, 800),
        lead_time_days: leadTime,
        minimum_order_quantity: minimumOrder,
        active: random.chance(0.97) ? 1 : 0,
        created_at: psvCreatedAt,
        updated_at: psvCreatedAt,
      };
      plan.psvs.push(psv);
      if (random.chance(0.6)) {
        const quantities = TIER_QUANTITIES.filter((quantity) => quantity > minimumOrder);
        random
          .sample(quantities, random.int(1, 3))
          .sort((a, b) => a - b)
          .forEach((quantity, tier) => {
            plan.pricingTiers.push({ psv_id: psv.id, min_quantity: quantity, price_cents: roundPrice(psv.price_cents * (0.97 - tier * 0.04)) });
          });
      }
    }
  });
}

/** Drops the PSVs (and their tiers) past the target, from the last product's. */
export function trimPsvs(plan: CatalogPlan, target: number): void {
  const dropped = new Set(plan.psvs.slice(target).map((psv) => psv.id));
  plan.psvs = plan.psvs.slice(0, target);
  plan.pricingTiers = plan.pricingTiers.filter((tier) => !dropped.has(tier.psv_id));
  const selling = new Set(plan.psvs.map((psv) => `${psv.product_id}|${psv.company_id}`));
  plan.productSuppliers = plan.productSuppliers.filter((row) => selling.has(`${row.product_id}|${row.company_id}`));
}
