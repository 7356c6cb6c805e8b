import type { ProductSupplierVariant } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { imagesByVariant } from '../catalog/variant-images.repository';
import { attributeValuesByVariant } from '../product-attributes/product-attributes.repository';
import { withheldOfferIds } from '../supplier-approval/offer-holds';
import type { PsvRow } from './psv.repository';
import { companiesById, pricingTiersByPsv, supplierProfilesById } from './psv.repository';

/** What a PSV answer includes beyond its base fields (the spec's fetch flags). */
export interface PsvParts {
  pricing: boolean;
  pricingTiers: boolean;
  attributeOptions: boolean;
  supplier: boolean;
  supplierCompany: boolean;
  firstImageOnly: boolean;
}

const none = Promise.resolve(undefined);

/**
 * Turns PSV rows into wire objects. Each optional part costs one batched query for the whole
 * page, run only when asked for (pricing is already in the row: it costs nothing extra).
 */
export async function hydratePsvs(db: Executor, rows: readonly PsvRow[], parts: PsvParts): Promise<ProductSupplierVariant[]> {
  const variantIds = rows.map((row) => row.variant_id);
  const companyIds = rows.map((row) => row.company_id);
  // Inactive rows reach only their own supplier, who sees the offers it keeps on sale as active
  // while the marketplace holds them back (decision 0145); builders' pages never pay for this.
  const inactive = rows.filter((row) => row.active !== 1).map((row) => row.id);
  const [images, tiers, values, profiles, companies, withheld] = await Promise.all([
    imagesByVariant(db, variantIds, parts.firstImageOnly),
    parts.pricingTiers ? pricingTiersByPsv(db, rows.map((row) => row.id)) : none,
    parts.attributeOptions ? attributeValuesByVariant(db, variantIds) : none,
    parts.supplier ? supplierProfilesById(db, companyIds) : none,
    parts.supplierCompany ? companiesById(db, companyIds) : none,
    inactive.length > 0 ? withheldOfferIds(db, inactive) : none,
  ]);
  return rows.map((row) => {
    const psv: ProductSupplierVariant = {
      id: row.id,
      product_id: row.product_id,
      variant_id: row.variant_id,
      supplier_id: row.company_id,
      product_name: row.product_name,
      variant_name: row.variant_name,
      sku: row.sku,
      unit_of_measure: row.unit_of_measure,
      brand: { id: row.brand_id, name: row.brand_name, slug: row.brand_slug },
      category_id: row.category_id,
      sub_category_id: row.sub_category_id,
      stock_on_hand: row.stock_on_hand,
      lead_time_days: row.lead_time_days,
      minimum_order_quantity: row.minimum_order_quantity,
      active: row.active === 1 || (withheld?.has(row.id) ?? false),
      created_at: row.created_at,
      images: images.get(row.variant_id) ?? [],
    };
    if (parts.pricing) psv.pricing = { price_cents: row.price_cents, currency: row.currency };
    if (tiers) psv.pricing_tiers = tiers.get(row.id) ?? [];
    if (values) psv.attribute_options = values.get(row.variant_id) ?? [];
    if (profiles) psv.supplier = profiles.get(row.company_id) ?? { id: row.company_id, service_areas: [], warehouses: [] };
    const company = companies?.get(row.company_id);
    if (companies) psv.supplier_company = company ?? { id: row.company_id, name: '' };
    return psv;
  });
}

/** The parts a request's flags ask for. */
export function partsFromFlags(flags: {
  fetch_pricing: boolean;
  fetch_pricing_tiers: boolean;
  fetch_attribute_options: boolean;
  fetch_supplier: boolean;
  fetch_supplier_company: boolean;
  fetch_first_image_only: boolean;
}): PsvParts {
  return {
    pricing: flags.fetch_pricing,
    pricingTiers: flags.fetch_pricing_tiers,
    attributeOptions: flags.fetch_attribute_options,
    supplier: flags.fetch_supplier,
    supplierCompany: flags.fetch_supplier_company,
    firstImageOnly: flags.fetch_first_image_only,
  };
}
