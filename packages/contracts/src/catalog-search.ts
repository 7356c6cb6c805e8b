import { z } from 'zod';
import { brandSchema, categorySummarySchema, variantImageSchema } from './catalog';
import { supplierCompanySchema } from './catalog-offers';
import { availabilitySchema } from './availability';
import { DEFAULT_PAGE_SIZE, idSchema, MAX_PAGE_SIZE } from './catalog-query';

/** The project availability is computed for: its delivery postal code decides who delivers. */
export const availabilityProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  postal_code: z.string(),
});
export type AvailabilityProject = z.infer<typeof availabilityProjectSchema>;

/** One supplier's offer of a variant, with its availability for the project. */
export const variantOfferAvailabilitySchema = availabilitySchema.extend({
  product_supplier_variant_id: z.string(),
  supplier: supplierCompanySchema,
  price_cents: z.number().int(),
  currency: z.string(),
  minimum_order_quantity: z.number().int(),
  lead_time_days: z.number().int(),
});
export type VariantOfferAvailability = z.infer<typeof variantOfferAvailabilitySchema>;

/**
 * GET /api/product_variants/{variantId}/availability/{projectId}/: every active offer of the
 * variant; `deliverable` and `earliest_delivery_date` summarise the best of them.
 */
export const variantAvailabilityResponseSchema = z.object({
  variant_id: z.string(),
  project: availabilityProjectSchema,
  deliverable: z.boolean(),
  earliest_delivery_date: z.string().nullable(),
  offers: z.array(variantOfferAvailabilitySchema),
});
export type VariantAvailabilityResponse = z.infer<typeof variantAvailabilityResponseSchema>;

/** Path of the availability call. */
export const variantAvailabilityParamsSchema = z.object({
  variantId: idSchema('variant id'),
  projectId: idSchema('project id'),
});

const bodyId = (label: string) =>
  z
    .string({ error: `Give the ${label} as text.` })
    .trim()
    .min(1, { error: `Give the ${label}.` })
    .max(64, { error: `This is not a valid ${label}.` });

const searchFields = {
  search: z
    .string({ error: 'Enter something to search for.' })
    .trim()
    .min(1, { error: 'Enter something to search for.' })
    .max(200, { error: 'Use at most 200 characters.' }),
  category_id: bodyId('category id').optional(),
  sub_category_id: bodyId('sub-category id').optional(),
  brand_id: bodyId('brand id').optional(),
  /**
   * Attribute options to filter by (ids from the facets of an earlier answer). Options of one
   * attribute widen the results (any of them), different attributes narrow them (all).
   */
  facets: z
    .array(bodyId('attribute option id'), { error: 'Give a list of attribute option ids.' })
    .max(50, { error: 'Use at most 50 filters.' })
    .default([]),
  /** Facet counts cost a grouped query; leave them out when paging through results. */
  fetch_facets: z.boolean({ error: 'Use true or false.' }).default(true),
  limit: z
    .number({ error: `Use a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .int({ error: `Use a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .min(1, { error: `Use a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .max(MAX_PAGE_SIZE, { error: `Use a whole number from 1 to ${MAX_PAGE_SIZE}.` })
    .default(DEFAULT_PAGE_SIZE),
  offset: z
    .number({ error: 'Use a whole number of 0 or more.' })
    .int({ error: 'Use a whole number of 0 or more.' })
    .min(0, { error: 'Use a whole number of 0 or more.' })
    .max(10_000, { error: 'Use an offset of at most 10000; narrow the search instead.' })
    .default(0),
};

/** POST /api/search/products/ */
export const productSearchRequestSchema = z.object(searchFields);
export type ProductSearchRequest = z.input<typeof productSearchRequestSchema>;
/** The search request after defaults are applied. */
export type ProductSearchInput = z.output<typeof productSearchRequestSchema>;

/** POST /api/search/products/availability/ */
export const productAvailabilitySearchRequestSchema = z.object({
  ...searchFields,
  project_id: bodyId('project'),
  /** Only offers the project's postal code is served by. */
  deliverable_only: z.boolean({ error: 'Use true or false.' }).default(false),
});
export type ProductAvailabilitySearchRequest = z.input<typeof productAvailabilitySearchRequestSchema>;
/** The availability search request after defaults are applied. */
export type ProductAvailabilitySearchInput = z.output<typeof productAvailabilitySearchRequestSchema>;

/** One search hit: an offer (PSV) with what a result row shows. */
export const searchResultSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  variant_id: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  sku: z.string(),
  unit_of_measure: z.string(),
  brand: brandSchema,
  category: categorySummarySchema,
  sub_category: categorySummarySchema.nullable(),
  supplier: supplierCompanySchema,
  price_cents: z.number().int(),
  currency: z.string(),
  stock_on_hand: z.number().int(),
  minimum_order_quantity: z.number().int(),
  lead_time_days: z.number().int(),
  image: variantImageSchema.nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** A facet value and how many results have it (under the current filters). */
const facetCount = { count: z.number().int() };

/** Counts per category and sub-category, and per attribute option, of all matching results. */
export const searchFacetsSchema = z.object({
  categories: z.array(
    categorySummarySchema.extend({
      ...facetCount,
      sub_categories: z.array(categorySummarySchema.extend(facetCount)),
    }),
  ),
  attributes: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      name: z.string(),
      options: z.array(z.object({ id: z.string(), value: z.string(), ...facetCount })),
    }),
  ),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

const searchResponseFields = {
  count: z.number().int(),
  /** The words searched for, after any typo correction. */
  search: z.string(),
  /** Set when no result matched the words as typed and corrected words were used instead. */
  corrected_search: z.string().nullable(),
  facets: searchFacetsSchema.optional(),
};

/** POST /api/search/products/: ranked offers, the total, and facet counts. */
export const productSearchResponseSchema = z.object({
  ...searchResponseFields,
  results: z.array(searchResultSchema),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

/** A search hit with its availability for the project. */
export const searchResultWithAvailabilitySchema = searchResultSchema.extend({ availability: availabilitySchema });
export type SearchResultWithAvailability = z.infer<typeof searchResultWithAvailabilitySchema>;

/** POST /api/search/products/availability/ */
export const productAvailabilitySearchResponseSchema = z.object({
  ...searchResponseFields,
  project: availabilityProjectSchema,
  results: z.array(searchResultWithAvailabilitySchema),
});
export type ProductAvailabilitySearchResponse = z.infer<typeof productAvailabilitySearchResponseSchema>;
