import { z } from 'zod';
import { cartSchema, deliveryDateSchema } from './cart';
import { idSchema, queryFlagSchema, queryIdSchema, queryLimitSchema, queryOffsetSchema, withoutControlCharacters } from './catalog-query';
import { listQuerySchema } from './list-query';
import { refundSchema } from './money';
import { isCalendarDate } from './projects';

/** Order statuses a builder sees; orders waiting for payment are not placed and never listed. */
export const orderStatuses = ['placed', 'in_progress', 'completed', 'cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses, { error: `Use one of ${orderStatuses.join(', ')}.` });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Purchase-order statuses: they follow the purchase order's line items. */
export const purchaseOrderStatuses = ['submitted', 'accepted', 'partially_delivered', 'delivered', 'cancelled'] as const;
export const purchaseOrderStatusSchema = z.enum(purchaseOrderStatuses, { error: `Use one of ${purchaseOrderStatuses.join(', ')}.` });
export type PurchaseOrderStatus = z.infer<typeof purchaseOrderStatusSchema>;

/** Line-item statuses: pending → confirmed → shipped → delivered, or backordered, or cancelled. */
export const lineItemStatuses = ['pending', 'confirmed', 'backordered', 'shipped', 'delivered', 'cancelled'] as const;
export const lineItemStatusSchema = z.enum(lineItemStatuses, { error: `Use one of ${lineItemStatuses.join(', ')}.` });
export type LineItemStatus = z.infer<typeof lineItemStatusSchema>;

/** Kinds of files kept on a purchase order. */
export const attachmentKinds = ['delivery_ticket', 'invoice', 'other'] as const;
export const attachmentKindSchema = z.enum(attachmentKinds, { error: `Use one of ${attachmentKinds.join(', ')}.` });
export type AttachmentKind = z.infer<typeof attachmentKindSchema>;
/** Largest attachment accepted: a scanned multi-page delivery ticket fits. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** File types accepted as attachments, recognised from their bytes. */
export const attachmentContentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** Fields the order list may be sorted by; a leading `-` sorts descending. */
export const orderSortFields = ['created_at', 'placed_at', 'number', 'total_cents', 'status', 'updated_at'] as const;
export const orderSortValues = orderSortFields.flatMap((field) => [field, `-${field}`]) as readonly string[];

const orderByError = `Sort by one of ${orderSortFields.join(', ')}, with a leading - for descending.`;

/** The filters of the order metadata: the list's filters minus status. */
const orderMetadataFilterShape = {
  project_id: queryIdSchema('project').optional(),
  supplier_id: queryIdSchema('supplier').optional(),
};

/** Filters shared by the order list and its metadata. */
const orderFilterShape = {
  status: orderStatusSchema.optional(),
  ...orderMetadataFilterShape,
};

/** GET /api/ordering/orders/: the spec's paging (20, 0, -created_at) and filters. */
export const orderListQuerySchema = listQuerySchema({
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
  order_by: z
    .string({ error: orderByError })
    .refine((value) => orderSortValues.includes(value), { error: orderByError })
    .default('-created_at'),
  ...orderFilterShape,
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** POST /api/ordering/orders_metadata/ (body): the list's filters minus status. */
export const orderMetadataRequestSchema = z.object(orderMetadataFilterShape);
export type OrderMetadataRequest = z.input<typeof orderMetadataRequestSchema>;

/** GET /api/ordering/orders_metadata/ (query): the same filters, and nothing else. */
export const orderMetadataQuerySchema = listQuerySchema(orderMetadataFilterShape);

const namedSchema = z.object({ id: z.string(), name: z.string() });

export const orderProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
});

/** A file kept on a purchase order (delivery ticket, invoice). */
export const attachmentSchema = z.object({
  id: z.string(),
  purchase_order_id: z.string(),
  kind: attachmentKindSchema,
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
  /** Where to download it (GET, as a blob). */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/**
 * A line of a purchase order. Names, SKU and image are as bought. `unit_price_cents` is the
 * spec's unit price and `request_delivery_date` its requested delivery date; a supplier's change of
 * price or date waits in `proposed_*` until the builder accepts the new terms.
 */
export const lineItemSchema = z.object({
  id: z.string(),
  purchase_order_id: z.string(),
  order_id: z.string(),
  product_supplier_variant_id: z.string(),
  product_id: z.string(),
  variant_id: z.string(),
  product_name: z.string(),
  product_supplier_variant_name: z.string(),
  sku: z.string(),
  product_image: z.string().nullable(),
  unit_of_measure: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  line_total_cents: z.number().int(),
  currency: z.string(),
  request_delivery_date: z.string().nullable(),
  requested_delivery_time: z.string().nullable(),
  confirmed_delivery_date: z.string().nullable(),
  proposed_unit_price_cents: z.number().int().nullable(),
  proposed_delivery_date: z.string().nullable(),
  quantity_received: z.number().int().nullable(),
  /** When the supplier agreed to a short receipt: the line is delivered as counted (decision 0141). */
  shortage_settled_at: z.string().nullable(),
  notes: z.string().nullable(),
  status: lineItemStatusSchema,
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  updated_at: z.string(),
  /** The quote line it was ordered from at the quoted price (decision 0611); null otherwise. */
  quote_line_id: z.string().nullable().optional(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

/**
 * How much of a line the buying company has still to count on site: what was ordered minus every
 * receipt so far, once the supplier has shipped it (or marked it delivered); 0 before that and for
 * lines cancelled or fully received. Takes plain values so the API (snake_case rows) and the
 * clients (camelCase lines) share the one rule.
 */
export function quantityToReceive(status: LineItemStatus, quantity: number, quantityReceived: number | null): number {
  if (status !== 'shipped' && status !== 'delivered') return 0;
  return Math.max(0, quantity - (quantityReceived ?? 0));
}

/** A purchase order: one supplier's part of an order, with its lines and files. */
export const purchaseOrderSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  number: z.string(),
  status: purchaseOrderStatusSchema,
  supplier_company_id: z.string(),
  supplier_company_name: z.string(),
  buyer_company_id: z.string(),
  buyer_company_name: z.string(),
  project: orderProjectSchema,
  currency: z.string(),
  subtotal_cents: z.number().int(),
  additional_specification_requirements: z.string().nullable(),
  terms_pending: z.boolean(),
  placed_at: z.string(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  attachments: z.array(attachmentSchema),
  line_items: z.array(lineItemSchema),
  /**
   * What the marketplace keeps of the lines still ordered, at today's rates (decision 0142), for
   * the supplier; `basis_points` is null when lines have different rates. Null for the buying company.
   */
  commission: z.object({ basis_points: z.number().int().nullable(), cents: z.number().int() }).nullable(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

/** A recorded status change: who, when, from, to. */
export const orderEventSchema = z.object({
  id: z.string(),
  entity_type: z.enum(['order', 'purchase_order', 'line_item']),
  entity_id: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string(),
  actor: z.object({ id: z.string(), name: z.string(), company_name: z.string() }).nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * The full nested order (GET /api/ordering/orders/{id}/ and /v3/orders/{id}). A supplier sees only
 * its own purchase orders, and totals of those alone.
 */
export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatusSchema,
  payment_method: z.enum(['card', 'credit']),
  payment_status: z.string(),
  project: orderProjectSchema,
  buyer_company: namedSchema,
  currency: z.string(),
  subtotal_cents: z.number().int(),
  total_cents: z.number().int(),
  terms_pending: z.boolean(),
  created_at: z.string(),
  placed_at: z.string(),
  updated_at: z.string(),
  purchase_orders: z.array(purchaseOrderSchema),
  events: z.array(orderEventSchema),
  /** Money given back: to the card, or off what is owed on terms (decision 0141). */
  refunds: z.array(refundSchema),
  /** What a card order owes beyond its charge after higher prices were accepted (decision 0146); 0 otherwise. */
  balance_due_cents: z.number().int(),
});
export type Order = z.infer<typeof orderSchema>;

/** One row of the order list. */
export const orderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatusSchema,
  project: namedSchema,
  suppliers: z.array(namedSchema),
  currency: z.string(),
  total_cents: z.number().int(),
  terms_pending: z.boolean(),
  purchase_order_count: z.number().int(),
  item_count: z.number().int(),
  created_at: z.string(),
  placed_at: z.string(),
  updated_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListResponseSchema = z.object({ count: z.number().int(), results: z.array(orderSummarySchema) });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** Counts per status and the filter values (projects, suppliers) present in the caller's orders. */
export const orderMetadataSchema = z.object({
  count: z.number().int(),
  status_counts: z.record(orderStatusSchema, z.number().int()),
  projects: z.array(namedSchema),
  suppliers: z.array(namedSchema),
  sort_fields: z.array(z.string()),
});
export type OrderMetadata = z.infer<typeof orderMetadataSchema>;

export const orderParamsSchema = z.object({ id: idSchema('order') });
export const orderIdParamsSchema = z.object({ orderId: idSchema('order') });
export const purchaseOrderParamsSchema = z.object({ id: idSchema('purchase order') });
export const attachmentParamsSchema = z.object({ id: idSchema('purchase order'), attachmentId: idSchema('attachment') });
export const lineItemParamsSchema = z.object({ id: idSchema('line item') });

/**
 * GET /v2/orders/{orderId}/?fields=: a comma-separated list of field paths, nested with dots
 * (`number,purchase_orders.supplier_company_name,purchase_orders.line_items.quantity`). Naming a
 * group (`purchase_orders.line_items`) answers all of it.
 */
export const sparseOrderQuerySchema = z.object({
  fields: z
    .string({ error: 'List the fields to answer, separated by commas.' })
    .trim()
    .min(1, { error: 'List the fields to answer, separated by commas.' })
    .max(4000, { error: 'List fewer fields.' }),
});

const calendarDateSchema = z.string({ error: 'Give the date as YYYY-MM-DD.' }).refine(isCalendarDate, { error: 'Give the date as YYYY-MM-DD.' });

/** Longest purchase-order number search: numbers are short, a pasted sentence is not one. */
export const PURCHASE_ORDER_SEARCH_MAX = 40;

/**
 * GET /api/ordering/purchase_orders/: the caller's purchase orders, newest first.
 * - `delivery_from` / `delivery_to` keep those with an item still to deliver on a day in that
 *   range (the confirmed date, else the requested one).
 * - `awaiting_receipt=true` keeps those with an item shipped (or marked delivered) and not yet
 *   fully received, ordered by the earliest such item's day: overdue first, then by date, undated
 *   last. The receiver's list of deliveries to count.
 * - `awaiting=supplier` keeps those with an item the supplier has not answered yet (pending, no new
 *   terms proposed); `awaiting=builder` those with new terms the builder has not answered and
 *   nothing left for the supplier to answer. The two never overlap: the supplier dashboard lists
 *   them apart, so no purchase order reads "waiting for your answer" while it waits for the builder.
 * - `placed_from` / `placed_to` keep those placed on those days (UTC, both included); `search`
 *   keeps those whose number or order number contains the text. The supplier's history.
 */
export const purchaseOrderListQuerySchema = listQuerySchema({
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
  status: purchaseOrderStatusSchema.optional(),
  delivery_from: calendarDateSchema.optional(),
  delivery_to: calendarDateSchema.optional(),
  awaiting_receipt: queryFlagSchema,
  awaiting: z.enum(['supplier', 'builder'], { error: 'Use supplier or builder.' }).optional(),
  placed_from: calendarDateSchema.optional(),
  placed_to: calendarDateSchema.optional(),
  search: withoutControlCharacters(
    z
      .string({ error: 'Search by a purchase-order or order number.' })
      .trim()
      .max(PURCHASE_ORDER_SEARCH_MAX, { error: `Search with at most ${PURCHASE_ORDER_SEARCH_MAX} characters.` }),
  ).optional(),
}).refine((query) => !query.placed_from || !query.placed_to || query.placed_from <= query.placed_to, {
  error: 'Give a last day on or after the first day.',
  path: ['placed_to'],
});
export type PurchaseOrderListQuery = z.input<typeof purchaseOrderListQuerySchema>;
export const purchaseOrderListResponseSchema = z.object({ count: z.number().int(), results: z.array(purchaseOrderSchema) });
export type PurchaseOrderListResponse = z.infer<typeof purchaseOrderListResponseSchema>;

/**
 * PUT /api/ordering/purchase_orders/{id}/: a whole purchase order at once. `accepted` confirms
 * every pending line (the supplier; with an optional confirmed delivery date, a different date
 * than requested being a proposal); `cancelled` cancels every line not yet shipped.
 */
export const purchaseOrderUpdateRequestSchema = z.object({
  status: z.enum(['accepted', 'cancelled'], { error: 'Use accepted or cancelled.' }),
  confirmed_delivery_date: deliveryDateSchema.optional(),
  note: z.string().trim().max(500, { error: 'Keep the note under 500 characters.' }).optional(),
});
export type PurchaseOrderUpdateRequest = z.input<typeof purchaseOrderUpdateRequestSchema>;

/**
 * PUT /api/ordering/order_line_items/{id}/. A supplier sets `status` (confirmed, backordered,
 * shipped, delivered, cancelled), `confirmed_delivery_date` and `unit_price_cents` (a changed
 * price or date becomes a proposal the builder accepts); a builder or builder receiver confirms
 * receipt with `quantity_received` (the quantity counted in this delivery, at most what is still to
 * receive; `status: delivered` may accompany it) and an optional `note`: the line is delivered once
 * everything ordered is counted, and until then stays receivable. A builder may cancel a pending line.
 */
export const lineItemUpdateRequestSchema = z
  .object({
    status: lineItemStatusSchema.optional(),
    confirmed_delivery_date: deliveryDateSchema.optional(),
    unit_price_cents: z
      .number({ error: 'Give the unit price in whole cents.' })
      .int({ error: 'Give the unit price in whole cents.' })
      .min(0, { error: 'Give the unit price in whole cents.' })
      .max(100_000_000, { error: 'Give a unit price of at most 1000000.00.' })
      .optional(),
    quantity_received: z
      .number({ error: 'Give the quantity received as a whole number.' })
      .int({ error: 'Give the quantity received as a whole number.' })
      .min(0, { error: 'Give the quantity received as a whole number.' })
      .optional(),
    note: z.string().trim().max(500, { error: 'Keep the note under 500 characters.' }).optional(),
  })
  .refine((body) => body.status !== undefined || body.confirmed_delivery_date !== undefined || body.unit_price_cents !== undefined || body.quantity_received !== undefined, {
    error: 'Give a status, a confirmed delivery date, a unit price or a quantity received.',
    path: ['status'],
  });
export type LineItemUpdateRequest = z.input<typeof lineItemUpdateRequestSchema>;

/** POST /api/ordering/orders/{id}/accept-terms: the builder accepts the prices and dates proposed. */
export const acceptTermsResponseSchema = orderSchema;

/**
 * What a builder does with a line whose new terms it refuses: send it back to the supplier at the
 * terms agreed before (the supplier answers it again), or cancel it.
 */
export const termsRefusals = ['send_back', 'cancel'] as const;
export type TermsRefusal = (typeof termsRefusals)[number];

/**
 * POST /api/ordering/orders/{id}/decline-terms: the builder refuses the new terms of some lines,
 * each sent back to the supplier at the original terms or cancelled, with an optional note the
 * supplier reads. Lines not named keep their proposal, to be accepted or refused later.
 */
export const termsRefusalRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        line_item_id: idSchema('line item'),
        action: z.enum(termsRefusals, { error: 'Use send_back or cancel.' }),
      }),
      { error: 'List the lines whose new terms you refuse.' },
    )
    .min(1, { error: 'List the lines whose new terms you refuse.' })
    .max(500, { error: 'Refuse at most 500 lines at once.' })
    .refine((lines) => new Set(lines.map((line) => line.line_item_id)).size === lines.length, { error: 'Name each line once.' }),
  note: z.string({ error: 'Use text.' }).trim().max(500, { error: 'Keep the note under 500 characters.' }).optional(),
});
export type TermsRefusalRequest = z.input<typeof termsRefusalRequestSchema>;
export const termsRefusalResponseSchema = orderSchema;

/**
 * POST /api/ordering/orders/: reorder. The lines of a past order go into a project's cart (the
 * order's own project unless another is given) at today's prices; what can no longer be bought
 * there is reported, not added.
 */
export const reorderRequestSchema = z.object({
  order_id: idSchema('order'),
  project_id: idSchema('project').optional(),
});
export type ReorderRequest = z.input<typeof reorderRequestSchema>;

export const reorderResponseSchema = z.object({
  project_id: z.string(),
  added: z.array(z.object({ line_item_id: z.string(), product_supplier_variant_id: z.string(), quantity: z.number().int(), product_name: z.string(), product_supplier_variant_name: z.string() })),
  unavailable: z.array(
    z.object({ line_item_id: z.string(), product_name: z.string(), product_supplier_variant_name: z.string(), sku: z.string(), reason: z.string() }),
  ),
  cart: cartSchema,
});
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;

/** GET …/purchase_orders/{id}/pdf/?timezone-offset=: the viewer's offset from UTC in minutes (negated getTimezoneOffset()). */
export const timezoneOffsetQuerySchema = z.object({
  'timezone-offset': z.coerce
    .number({ error: 'Give the offset from UTC in minutes, e.g. -420.' })
    .int({ error: 'Give the offset from UTC in whole minutes.' })
    .min(-840, { error: 'Give an offset between -840 and 840 minutes.' })
    .max(840, { error: 'Give an offset between -840 and 840 minutes.' })
    .default(0),
});
