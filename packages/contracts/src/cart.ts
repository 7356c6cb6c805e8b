import { z } from 'zod';
import { idSchema } from './catalog-query';
import { availabilitySchema } from './availability';
import { isCalendarDate } from './projects';
import { MAX_CART_QUANTITY } from './cart-limits';

const quantitySchema = z
  .number({ error: 'Enter a quantity.' })
  .int({ error: 'Use a whole number.' })
  .min(1, { error: 'Order at least 1.' })
  .max(MAX_CART_QUANTITY, { error: `Order at most ${MAX_CART_QUANTITY}.` });

/** A requested delivery date, YYYY-MM-DD; null clears it. */
export const deliveryDateSchema = z
  .string({ error: 'Give the date as YYYY-MM-DD.' })
  .refine(isCalendarDate, { error: 'Give the date as YYYY-MM-DD.' })
  .nullable();

/** A requested delivery time of day, HH:mm or HH:mm:ss (24-hour); null means any time. */
export const deliveryTimeSchema = z
  .string({ error: 'Give the time as HH:mm:ss.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'Give the time as HH:mm:ss (hours 0-23, minutes and seconds 0-59).' })
  .transform((value) => (value.length === 5 ? `${value}:00` : value))
  .nullable();

const notesSchema = z
  .string({ error: 'Use text.' })
  .trim()
  .max(1000, { error: 'Use at most 1000 characters.' })
  .nullish()
  .transform((value) => (value ? value : null));

const projectIdSchema = idSchema('project');

/** GET and DELETE /api/ordering/cart/?project_id=. */
export const cartQuerySchema = z.object({ project_id: projectIdSchema });
export type CartQuery = z.infer<typeof cartQuerySchema>;

/** POST /api/ordering/cart/: adds an offer; adding an offer already in the cart adds to its quantity. */
export const addToCartRequestSchema = z.object({
  project_id: projectIdSchema,
  product_supplier_variant_id: idSchema('product supplier variant'),
  quantity: quantitySchema,
  requested_delivery_date: deliveryDateSchema.optional(),
  requested_delivery_time: deliveryTimeSchema.optional(),
  notes: notesSchema,
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** PUT /api/ordering/cart/: new quantities (and notes) of items already in the cart. */
export const updateCartRequestSchema = z.object({
  project_id: projectIdSchema,
  items: z
    .array(
      z.object({
        id: idSchema('cart item'),
        quantity: quantitySchema,
        notes: notesSchema.optional(),
      }),
      { error: 'Give the items to update.' },
    )
    .min(1, { error: 'Give at least one item.' })
    .max(500, { error: 'Update at most 500 items at once.' }),
});
export type UpdateCartRequest = z.input<typeof updateCartRequestSchema>;

/**
 * POST /api/ordering/cart/update_dates: the requested delivery date (and time) of one
 * supplier's group, or of the listed items.
 */
export const updateCartDatesRequestSchema = z
  .object({
    project_id: projectIdSchema,
    supplier_id: idSchema('supplier').optional(),
    item_ids: z.array(idSchema('cart item'), { error: 'Give the cart items as a list.' }).min(1, { error: 'Give at least one item.' }).max(500).optional(),
    requested_delivery_date: deliveryDateSchema,
    requested_delivery_time: deliveryTimeSchema.optional(),
  })
  .refine((body) => (body.supplier_id === undefined) !== (body.item_ids === undefined), {
    error: 'Give either a supplier or a list of items.',
    path: ['supplier_id'],
  });
export type UpdateCartDatesRequest = z.input<typeof updateCartDatesRequestSchema>;

/** POST /api/ordering/cart/additional_specification_requirements: free text for one supplier's group. */
export const cartRequirementsRequestSchema = z.object({
  project_id: projectIdSchema,
  supplier_id: idSchema('supplier'),
  requirements: z.string({ error: 'Use text.' }).trim().max(4000, { error: 'Use at most 4000 characters.' }),
});
export type CartRequirementsRequest = z.input<typeof cartRequirementsRequestSchema>;

/** DELETE /api/ordering/cart/items/: the items to remove, as the cart listed them. */
export const removeCartItemsRequestSchema = z.object({
  project_id: projectIdSchema,
  items: z
    .array(z.looseObject({ id: idSchema('cart item') }), { error: 'Give the items to remove.' })
    .min(1, { error: 'Give at least one item.' })
    .max(500, { error: 'Remove at most 500 items at once.' }),
});
export type RemoveCartItemsRequest = z.input<typeof removeCartItemsRequestSchema>;

/**
 * Why a cart line needs the builder's attention. A blocking warning (the supplier cannot
 * deliver, the offer is withdrawn, the quantity is below the minimum) stops checkout until the
 * line is changed or removed; the others are shown so nothing changes silently.
 */
export const cartWarningCodes = ['price_changed', 'not_deliverable', 'inactive', 'below_minimum', 'date_before_earliest'] as const;
export const cartWarningSchema = z.object({
  code: z.enum(cartWarningCodes),
  message: z.string(),
  blocking: z.boolean(),
});
export type CartWarning = z.infer<typeof cartWarningSchema>;

export const cartItemSchema = z.object({
  id: z.string(),
  product_supplier_variant_id: z.string(),
  product_id: z.string(),
  variant_id: z.string(),
  supplier_id: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  sku: z.string(),
  unit_of_measure: z.string(),
  image_url: z.string().nullable(),
  quantity: z.number().int(),
  minimum_order_quantity: z.number().int(),
  /** The unit price for this quantity now, pricing tier applied. */
  unit_price_cents: z.number().int(),
  /** The unit price when the item was added; differs from `unit_price_cents` after a price change. */
  unit_price_cents_when_added: z.number().int(),
  line_total_cents: z.number().int(),
  currency: z.string(),
  pricing_tiers: z.array(z.object({ min_quantity: z.number().int(), price_cents: z.number().int() })),
  requested_delivery_date: z.string().nullable(),
  requested_delivery_time: z.string().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  availability: availabilitySchema,
  warnings: z.array(cartWarningSchema),
  /**
   * The quote this line was awarded from (decision 0611): its price is charged while
   * `valid_until` (UTC) has not passed, and its quantity is the quote's. Null for other lines.
   */
  quote: z.object({ quote_line_id: z.string(), quoted_unit_price_cents: z.number().int(), valid_until: z.string(), in_force: z.boolean() }).nullable().optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** One supplier's part of a cart: it becomes one purchase order. */
export const cartSupplierGroupSchema = z.object({
  supplier: z.object({ id: z.string(), name: z.string() }),
  additional_specification_requirements: z.string().nullable(),
  subtotal_cents: z.number().int(),
  items: z.array(cartItemSchema),
});
export type CartSupplierGroup = z.infer<typeof cartSupplierGroupSchema>;

/** A project's cart; a project that never had one answers an empty cart with a null id. */
export const cartSchema = z.object({
  id: z.string().nullable(),
  project_id: z.string(),
  currency: z.string(),
  item_count: z.number().int(),
  subtotal_cents: z.number().int(),
  total_cents: z.number().int(),
  /** False while the cart is empty or any line has a blocking warning. */
  can_check_out: z.boolean(),
  groups: z.array(cartSupplierGroupSchema),
  updated_at: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;
