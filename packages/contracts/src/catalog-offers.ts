import { z } from 'zod';
import { availabilitySchema } from './availability';
import {
  attributeValueSchema,
  brandSchema,
  productAttributeSchema,
  productDetailSchema,
  variantImageSchema,
} from './catalog';
import { idSchema, queryFlagSchema, queryIdSchema, queryLimitSchema, queryOffsetSchema, queryTextSchema } from './catalog-query';
import { listQuerySchema } from './list-query';
import { psvSortValues } from './catalog-offer-sorts';

/** A price in integer cents and its ISO 4217 currency. */
export const pricingSchema = z.object({
  price_cents: z.number().int(),
  currency: z.string(),
});
export type Pricing = z.infer<typeof pricingSchema>;

/** A quantity break: from `min_quantity` units on, each costs `price_cents`. */
export const pricingTierSchema = z.object({
  min_quantity: z.number().int(),
  price_cents: z.number().int(),
});
export type PricingTier = z.infer<typeof pricingTierSchema>;

/** A supplier company in short. */
export const supplierCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type SupplierCompany = z.infer<typeof supplierCompanySchema>;

/** Where a supplier ships from and to: its service areas (postal-code prefixes) and warehouses. */
export const supplierProfileSchema = z.object({
  id: z.string(),
  service_areas: z.array(z.string()),
  warehouses: z.array(z.object({ id: z.string(), name: z.string(), postal_code: z.string() })),
});
export type SupplierProfile = z.infer<typeof supplierProfileSchema>;

/**
 * A product supplier variant (PSV): one variant as sold by one supplier. The optional parts
 * appear only when their fetch flag asks for them.
 */
export const productSupplierVariantSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  variant_id: z.string(),
  supplier_id: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  sku: z.string(),
  unit_of_measure: z.string(),
  brand: brandSchema,
  category_id: z.string(),
  sub_category_id: z.string().nullable(),
  stock_on_hand: z.number().int(),
  lead_time_days: z.number().int(),
  minimum_order_quantity: z.number().int(),
  active: z.boolean(),
  created_at: z.string(),
  /** All images in order, or only the first with `fetch_first_image_only=true`. */
  images: z.array(variantImageSchema),
  pricing: pricingSchema.optional(),
  pricing_tiers: z.array(pricingTierSchema).optional(),
  attribute_options: z.array(attributeValueSchema).optional(),
  supplier: supplierProfileSchema.optional(),
  supplier_company: supplierCompanySchema.optional(),
  product_attributes: z.array(productAttributeSchema).optional(),
  /** Whether and when this offer reaches the project of the list's `project_id`. */
  availability: availabilitySchema.optional(),
});
export type ProductSupplierVariant = z.infer<typeof productSupplierVariantSchema>;

/** The fetch flags shared by the PSV list and detail. */
const psvFlags = {
  fetch_pricing: queryFlagSchema,
  fetch_pricing_tiers: queryFlagSchema,
  fetch_attribute_options: queryFlagSchema,
  fetch_supplier: queryFlagSchema,
  fetch_supplier_company: queryFlagSchema,
  fetch_first_image_only: queryFlagSchema,
  get_product_attributes: queryFlagSchema,
};

/** GET /api/product_supplier_variant/{id}/ query string. */
export const psvDetailQuerySchema = z.object(psvFlags);
export type PsvDetailQuery = z.output<typeof psvDetailQuerySchema>;

/** GET /api/product_supplier_variant/ query string. */
export const psvListQuerySchema = listQuerySchema({
  ...psvFlags,
  query: queryTextSchema,
  fetch_total: queryFlagSchema,
  category_id: queryIdSchema('category').optional(),
  sub_category_id: queryIdSchema('sub-category').optional(),
  brand_id: queryIdSchema('brand').optional(),
  product_id: queryIdSchema('product').optional(),
  supplier_id: queryIdSchema('supplier').optional(),
  /** The supplier area's list: the caller's own PSVs, inactive ones included. */
  suppliers_page: queryFlagSchema,
  /** With a project of the caller's company, each offer answers its availability for it. */
  project_id: queryIdSchema('project').optional(),
  sort: z.enum(psvSortValues, { error: `Use one of ${psvSortValues.join(', ')}.` }).default('-created_at'),
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
});
export type PsvListQuery = z.output<typeof psvListQuerySchema>;

/** GET /api/product_supplier_variant/: `count` with `fetch_total`, attributes with `get_product_attributes`. */
export const psvListResponseSchema = z.object({
  count: z.number().int().optional(),
  results: z.array(productSupplierVariantSchema),
  product_attributes: z.array(productAttributeSchema).optional(),
});
export type PsvListResponse = z.infer<typeof psvListResponseSchema>;

/** Another supplier of the same product, for the "also sold by" part of a product page. */
export const otherSupplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  min_price_cents: z.number().int(),
  currency: z.string(),
  product_supplier_variant_count: z.number().int(),
});
export type OtherSupplier = z.infer<typeof otherSupplierSchema>;

/** GET /api/product_supplier/{productId}/{supplierId}: the product page of one supplier. */
export const productSupplierResponseSchema = z.object({
  product: productDetailSchema.omit({ variants: true, brand: true }),
  brand: brandSchema,
  supplier: supplierCompanySchema,
  product_supplier_variants: z.array(productSupplierVariantSchema),
  other_suppliers: z.array(otherSupplierSchema),
});
export type ProductSupplierResponse = z.infer<typeof productSupplierResponseSchema>;

/** Path of GET /api/product_supplier/{productId}/{supplierId}. */
export const productSupplierParamsSchema = z.object({
  productId: idSchema('product id'),
  supplierId: idSchema('supplier id'),
});

/** One supplier's offer of a product: its price range and whether anything is in stock. */
export const productOfferSchema = z.object({
  supplier: supplierCompanySchema,
  min_price_cents: z.number().int(),
  max_price_cents: z.number().int(),
  currency: z.string(),
  product_supplier_variant_count: z.number().int(),
  in_stock: z.boolean(),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

/** GET /api/products/{id}/: the catalogue product and every active supplier offer of it. */
export const productWithOffersSchema = productDetailSchema.extend({
  offers: z.array(productOfferSchema),
});
export type ProductWithOffers = z.infer<typeof productWithOffersSchema>;
