import { z } from 'zod';
import { attributeValueSchema, variantImageSchema } from './catalog';
import { idSchema, queryWholeNumberSchema } from './catalog-query';
import { listQuerySchema } from './list-query';
import { visibleTextSchema } from './visible-text';

/** Longest description accepted, in characters of HTML (before sanitizing). */
export const MAX_DESCRIPTION_LENGTH = 20_000;

/** Field rules of a catalogue product, by wire name; the edit form reuses them. */
export const productFieldSchemas = {
  name: visibleTextSchema({ required: 'Enter the product name.', max: 200 }),
  /** Rich text; the API keeps only allowed tags and attributes (see the sanitizer). */
  description_html: z
    .string({ error: 'Use text.' })
    .max(MAX_DESCRIPTION_LENGTH, { error: `Use at most ${MAX_DESCRIPTION_LENGTH} characters.` })
    .default(''),
  brand_id: idSchema('brand'),
  category_id: idSchema('category'),
  sub_category_id: idSchema('sub-category').nullish().transform((value) => value ?? null),
  unit_of_measure: visibleTextSchema({ required: 'Enter the unit of measure, e.g. sheet or box.', max: 40 }),
};

/** POST /api/catalog/ and PUT /api/catalog/{id}/: every editable product field. */
export const productWriteRequestSchema = z.object(productFieldSchemas);
export type ProductWriteRequest = z.input<typeof productWriteRequestSchema>;
export type ProductWriteInput = z.output<typeof productWriteRequestSchema>;

/** SKUs: letters, digits and `. _ / -`, unique across the catalogue. */
export const skuSchema = z
  .string({ error: 'Enter the SKU.' })
  .trim()
  .min(1, { error: 'Enter the SKU.' })
  .max(64, { error: 'Use at most 64 characters.' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, { error: 'Use letters, digits, dots, dashes, slashes or underscores.' });

/** Whole numbers of a range, with one message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** Largest price accepted: ten million dollars, in cents. */
export const MAX_PRICE_CENTS = 1_000_000_000;

/** Field rules of a supplier's offer (PSV), by wire name; the form and the price-list import reuse them. */
export const offerFieldSchemas = {
  price_cents: wholeNumber(0, MAX_PRICE_CENTS, 'Enter a price of 0 or more.'),
  stock_on_hand: wholeNumber(0, 100_000_000, 'Enter a stock of 0 or more.'),
  lead_time_days: wholeNumber(0, 365, 'Enter a lead time from 0 to 365 days.'),
  minimum_order_quantity: wholeNumber(1, 1_000_000, 'Enter a minimum order of 1 or more.'),
  active: z.boolean({ error: 'Use true or false.' }),
};

/**
 * PUT /api/product_supplier_variant/{id}: the supplier's price, quantity breaks, stock, lead
 * time, minimum order and whether builders see it. A quantity break starts above the minimum
 * order, each break at a larger quantity and no dearer than the one before (or the price).
 */
export const offerWriteRequestSchema = z
  .object({
    ...offerFieldSchemas,
    pricing_tiers: z
      .array(
        z.object({
          min_quantity: wholeNumber(2, 1_000_000, 'Enter a quantity of 2 or more.'),
          price_cents: offerFieldSchemas.price_cents,
        }),
        { error: 'Send a list of quantity breaks.' },
      )
      .max(10, { error: 'Use at most 10 quantity breaks.' })
      .default([]),
  })
  .superRefine((offer, context) => {
    let previous = { min_quantity: offer.minimum_order_quantity, price_cents: offer.price_cents };
    offer.pricing_tiers.forEach((tier, index) => {
      if (tier.min_quantity <= previous.min_quantity) {
        context.addIssue({
          code: 'custom',
          path: ['pricing_tiers', index, 'min_quantity'],
          message: `Start this break above ${previous.min_quantity}.`,
        });
      } else if (tier.price_cents > previous.price_cents) {
        context.addIssue({ code: 'custom', path: ['pricing_tiers', index, 'price_cents'], message: 'A larger quantity cannot cost more per unit.' });
      }
      previous = tier;
    });
  });
export type OfferWriteRequest = z.input<typeof offerWriteRequestSchema>;
export type OfferWriteInput = z.output<typeof offerWriteRequestSchema>;

/**
 * POST /api/catalog/{id}/variants/: a variant, its attribute values (one option per attribute
 * of the product's category), and optionally the caller's offer of it (without one, the offer
 * starts inactive at no price, for the supplier to complete).
 */
export const variantCreateRequestSchema = z.object({
  name: visibleTextSchema({ required: 'Enter the variant name, e.g. 1/2 in, 4 ft x 8 ft.', max: 200 }),
  sku: skuSchema,
  option_ids: z.array(idSchema('attribute option'), { error: 'Send a list of attribute option ids.' }).max(30).default([]),
  offer: offerWriteRequestSchema.optional(),
});
export type VariantCreateRequest = z.input<typeof variantCreateRequestSchema>;
export type VariantCreateInput = z.output<typeof variantCreateRequestSchema>;

/** PUT /api/catalog/variants/{id}/: name, SKU, attribute values, and optionally the image order (every image id, first first). */
export const variantUpdateRequestSchema = z.object({
  name: variantCreateRequestSchema.shape.name,
  sku: skuSchema,
  option_ids: variantCreateRequestSchema.shape.option_ids,
  image_order: z.array(idSchema('image'), { error: 'Send the image ids in their new order.' }).max(50).optional(),
});
export type VariantUpdateRequest = z.input<typeof variantUpdateRequestSchema>;
export type VariantUpdateInput = z.output<typeof variantUpdateRequestSchema>;

/** GET /api/catalog/variants/{id}/ and the variant writes: one variant with its product, values, images and the caller's offer id. */
export const variantDetailSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  name: z.string(),
  sku: z.string(),
  position: z.number().int(),
  attribute_values: z.array(attributeValueSchema),
  images: z.array(variantImageSchema),
  /** The caller's offer of this variant, if the caller is a supplier selling it. */
  product_supplier_variant_id: z.string().nullable(),
});
export type VariantDetail = z.infer<typeof variantDetailSchema>;

/** The answer of the image calls: every image of the variant, in order. */
export const variantImagesResponseSchema = z.object({ images: z.array(variantImageSchema) });
export type VariantImagesResponse = z.infer<typeof variantImagesResponseSchema>;

/** DELETE /api/catalog/variants/{id}/images/: the ids of the images to remove. */
export const variantImagesDeleteRequestSchema = z.object({
  images: z.array(idSchema('image'), { error: 'Send the ids of the images to remove.' }).min(1, { error: 'Name at least one image.' }).max(50),
});
export type VariantImagesDeleteRequest = z.infer<typeof variantImagesDeleteRequestSchema>;

/** Path of the variant calls. */
export const variantParamsSchema = z.object({ id: idSchema('variant id') });

/** Images a supplier may upload, as recognized from their bytes. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Largest image file accepted, in bytes. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Most images in one upload. */
export const MAX_IMAGES_PER_UPLOAD = 10;


/** POST /api/product_supplier_variant/import: what a valid price list changed. */
export const priceListImportResponseSchema = z.object({
  /** Data rows read. */
  rows: z.number().int(),
  /** Offers whose values changed. */
  updated: z.number().int(),
});
export type PriceListImportResponse = z.infer<typeof priceListImportResponseSchema>;

/** Columns of a price list, in the order the template writes them. */
export const priceListColumns = ['sku', 'price', 'stock', 'lead_time_days'] as const;
/** Most data rows of one price list. */
export const MAX_PRICE_LIST_ROWS = 10_000;
/** Largest price-list file, in bytes. */
export const MAX_PRICE_LIST_BYTES = 2 * 1024 * 1024;

/** GET /api/supplier/low_stock/ query string. */
export const lowStockQuerySchema = listQuerySchema({
  threshold: queryWholeNumberSchema({ min: 0, max: 100_000, message: 'Use a whole number from 0 to 100000.' }).default(10),
  limit: queryWholeNumberSchema({ min: 1, max: 100, message: 'Use a whole number from 1 to 100.' }).default(10),
});
export type LowStockQuery = z.output<typeof lowStockQuerySchema>;

/** One of the supplier's active offers running low. */
export const lowStockItemSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  sku: z.string(),
  stock_on_hand: z.number().int(),
  minimum_order_quantity: z.number().int(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

/** GET /api/supplier/low_stock/: active offers at or below the threshold (or their minimum order), emptiest first. */
export const lowStockResponseSchema = z.object({
  count: z.number().int(),
  threshold: z.number().int(),
  results: z.array(lowStockItemSchema),
});
export type LowStockResponse = z.infer<typeof lowStockResponseSchema>;
