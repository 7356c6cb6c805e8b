import { z } from 'zod';
import { idSchema, queryFlagSchema, queryIdSchema, queryLimitSchema, queryOffsetSchema, queryTextSchema } from './catalog-query';
import { listQuerySchema } from './list-query';

/** A brand (wire form). */
export const brandSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

/** A category or sub-category in short. */
export const categorySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

/** A sub-category: a category whose parent is a top-level category. */
export const subCategorySchema = categorySummarySchema.extend({ parent_id: z.string().nullable() });
export type SubCategory = z.infer<typeof subCategorySchema>;

/** A category; `sub_categories` only when asked for (`fetch_sub_categories=true`). */
export const categorySchema = subCategorySchema.extend({
  sub_categories: z.array(subCategorySchema).optional(),
});
export type Category = z.infer<typeof categorySchema>;

/** A variant image: the full picture and its thumbnail, both served from /media/. */
export const variantImageSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type VariantImage = z.infer<typeof variantImageSchema>;

/** One option of a product attribute (e.g. "1/2 in" of "Thickness"). */
export const attributeOptionSchema = z.object({
  id: z.string(),
  value: z.string(),
});
export type AttributeOption = z.infer<typeof attributeOptionSchema>;

/** A product attribute of a category; `options` only when asked for. */
export const productAttributeSchema = z.object({
  id: z.string(),
  category_id: z.string(),
  name: z.string(),
  code: z.string(),
  options: z.array(attributeOptionSchema).optional(),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

/** The value a variant has for one attribute. */
export const attributeValueSchema = z.object({
  attribute_id: z.string(),
  code: z.string(),
  name: z.string(),
  option_id: z.string(),
  value: z.string(),
});
export type AttributeValue = z.infer<typeof attributeValueSchema>;

/** A variant of a catalogue product, with its attribute values and ordered images. */
export const variantSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  attribute_values: z.array(attributeValueSchema),
  images: z.array(variantImageSchema),
});
export type Variant = z.infer<typeof variantSchema>;

/** A catalogue product in a list: the first image of its first variant stands for it. */
export const productListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  unit_of_measure: z.string(),
  brand: brandSchema,
  category: categorySummarySchema,
  sub_category: categorySummarySchema.nullable(),
  variant_count: z.number().int(),
  image: variantImageSchema.nullable(),
  created_at: z.string(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** GET /api/catalog/ */
export const productListResponseSchema = z.object({
  count: z.number().int(),
  results: z.array(productListItemSchema),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** GET /api/catalog/{id}/: the shared product record, as every supplier of it sells it. */
export const productDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description_html: z.string(),
  unit_of_measure: z.string(),
  brand: brandSchema,
  category: categorySummarySchema,
  sub_category: categorySummarySchema.nullable(),
  variants: z.array(variantSchema),
  created_at: z.string(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** Sort orders of catalogue lists; a leading `-` means descending (spec: `-created_at`). */
export const productSortValues = ['-created_at', 'created_at', 'name', '-name'] as const;

/** GET /api/catalog/ query string. */
export const productListQuerySchema = listQuerySchema({
  query: queryTextSchema,
  brand_id: queryIdSchema('brand').optional(),
  category_id: queryIdSchema('category').optional(),
  sub_category_id: queryIdSchema('sub-category').optional(),
  sort: z.enum(productSortValues, { error: `Use one of ${productSortValues.join(', ')}.` }).default('-created_at'),
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** A path with one `{id}`. */
export const idParamsSchema = z.object({ id: idSchema('id') });

/** GET /api/brand query string. */
export const brandListQuerySchema = listQuerySchema({
  query: queryTextSchema,
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
});
export type BrandListQuery = z.output<typeof brandListQuerySchema>;

/** GET /api/brand */
export const brandListResponseSchema = z.object({ count: z.number().int(), results: z.array(brandSchema) });
export type BrandListResponse = z.infer<typeof brandListResponseSchema>;

/** GET /api/category/ query string: top-level categories unless `parent_id` names one. */
export const categoryListQuerySchema = listQuerySchema({
  parent_id: queryIdSchema('parent category').optional(),
  fetch_sub_categories: queryFlagSchema,
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
});
export type CategoryListQuery = z.output<typeof categoryListQuerySchema>;

/** GET /api/category/{id}/ query string. */
export const categoryDetailQuerySchema = z.object({ fetch_sub_categories: queryFlagSchema });

/** GET /api/category/ */
export const categoryListResponseSchema = z.object({ count: z.number().int(), results: z.array(categorySchema) });
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

/** GET /api/product_attributes/ query string. */
export const productAttributeListQuerySchema = listQuerySchema({
  category_id: queryIdSchema('category').optional(),
  query: queryTextSchema,
  fetch_options: queryFlagSchema,
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
});
export type ProductAttributeListQuery = z.output<typeof productAttributeListQuerySchema>;

/** GET /api/product_attributes/ */
export const productAttributeListResponseSchema = z.object({
  count: z.number().int(),
  results: z.array(productAttributeSchema),
});
export type ProductAttributeListResponse = z.infer<typeof productAttributeListResponseSchema>;

/**
 * GET /api/catalog/metadata: everything a catalogue screen needs to draw its navigation and
 * filters in one call: brands, categories with their sub-categories, every attribute with
 * its options, the units of measure in use and the sort orders the lists accept.
 */
export const catalogMetadataSchema = z.object({
  brands: z.array(brandSchema),
  categories: z.array(categorySchema),
  attributes: z.array(productAttributeSchema),
  units_of_measure: z.array(z.string()),
  sort_options: z.array(z.string()),
});
export type CatalogMetadata = z.infer<typeof catalogMetadataSchema>;
