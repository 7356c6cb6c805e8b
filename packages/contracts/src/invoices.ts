import { z } from 'zod';
import { idSchema, queryIdSchema, queryLimitSchema, queryOffsetSchema } from './catalog-query';
import { invoiceExportKinds } from './invoice-accounting';
import { listQuerySchema } from './list-query';
import { isCalendarDate } from './projects';
import { optionalVisibleTextSchema, visibleTextSchema } from './visible-text';

/*
 * Supplier invoices and three-way match (decision 0610): the supplier of a purchase order bills
 * it, each line is matched against the purchase order's price and what the site counted, and the
 * builder's company approves, disputes, exports and pays it. Money is in whole cents.
 */

/** received → matched | exception → disputed → approved → exported → paid, or void. */
export const invoiceStatuses = ['received', 'matched', 'exception', 'disputed', 'approved', 'exported', 'paid', 'void'] as const;
export const invoiceStatusSchema = z.enum(invoiceStatuses);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** What a line's match found (PROCUREMENT.md, "Invoices and three-way match"). */
export const invoiceLineMatchStatuses = ['matched', 'within_tolerance', 'qty_exception', 'price_exception', 'awaiting_receipt', 'unmatched'] as const;
export type InvoiceLineMatchStatus = (typeof invoiceLineMatchStatuses)[number];

export const disputeReasons = ['short_shipped', 'damaged', 'price_mismatch', 'not_ordered', 'duplicate'] as const;
export type DisputeReason = (typeof disputeReasons)[number];
/** A dispute is open until the supplier answers; resolved by acceptance (approval) or a corrected invoice. */
export const disputeStatuses = ['open', 'supplier_responded', 'resolved'] as const;

/** The list's filters: a status, or `open` (neither paid nor void). */
export const invoiceListStatuses = ['open', 'matched', 'exception', 'disputed', 'approved', 'exported', 'paid', 'void'] as const;

/** Bookkeeping programs the export writes for. */
export const invoiceExportFormats = ['xero', 'quickbooks'] as const;
export type InvoiceExportFormat = (typeof invoiceExportFormats)[number];

/** The largest amount on an invoice: a billion dollars, in cents. */
export const MAX_INVOICE_CENTS = 100_000_000_000;
/** The most lines one invoice may have: a purchase order has far fewer. */
export const MAX_INVOICE_LINES = 500;
/** Net terms when nothing else is agreed, and the marketplace's credit terms (decision 0503): Net 30. */
export const DEFAULT_NET_TERMS_DAYS = 30;
export const CREDIT_TERMS_DAYS = 30;

const cents = (label: string, max = MAX_INVOICE_CENTS) =>
  z
    .number({ error: `Give the ${label} in cents.` })
    .int({ error: `Give the ${label} in whole cents.` })
    .min(0, { error: `Give a ${label} of 0 or more.` })
    .max(max, { error: `Give a ${label} of at most ${max / 100} dollars.` });

const calendarDateSchema = z.string({ error: 'Give the date as YYYY-MM-DD.' }).refine(isCalendarDate, { error: 'Give the date as YYYY-MM-DD.' });

// Issuing -----------------------------------------------------------------------------------

/** One line of an invoice as the supplier bills it; `line_item_id` null: a line the purchase order does not have. */
export const invoiceLineInputSchema = z.strictObject({
  line_item_id: idSchema('purchase order line').nullable(),
  description: visibleTextSchema({ required: 'Describe what this line bills.', max: 500 }),
  /** The unit billed; when given it must be the purchase order line's. */
  unit_of_measure: optionalVisibleTextSchema({ max: 50 }),
  quantity: z
    .number({ error: 'Give the quantity billed.' })
    .int({ error: 'Give a whole quantity.' })
    .min(1, { error: 'Bill a quantity of 1 or more.' })
    .max(1_000_000, { error: 'Bill at most 1000000.' }),
  unit_price_cents: cents('unit price', 1_000_000_000),
});
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

/** POST /api/ordering/purchase_orders/{id}/invoices/: the supplier bills its purchase order. */
export const invoiceCreateSchema = z
  .strictObject({
    number: visibleTextSchema({ required: 'Give your invoice number.', max: 50 }),
    invoice_date: calendarDateSchema,
    /** Three letters; the purchase order's currency when left out. */
    currency: z
      .string({ error: 'Give the currency as three letters, e.g. USD.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: 'Give the currency as three letters, e.g. USD.' })
      .optional(),
    lines: z
      .array(invoiceLineInputSchema, { error: 'Give the invoice’s lines.' })
      .min(1, { error: 'Bill at least one line.' })
      .max(MAX_INVOICE_LINES, { error: `Bill at most ${MAX_INVOICE_LINES} lines.` }),
    tax_cents: cents('tax').default(0),
    freight_cents: cents('freight').default(0),
    /** A disputed (or exception) invoice of this purchase order that this one corrects: it becomes void. */
    replaces_invoice_id: idSchema('invoice to replace').optional(),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      if (line.line_item_id === null) return;
      if (seen.has(line.line_item_id)) context.addIssue({ code: 'custom', path: ['lines', index, 'line_item_id'], message: 'Bill each purchase order line once.' });
      seen.add(line.line_item_id);
    });
    // Keeps every sum the match makes (and its percent arithmetic) exact in a JavaScript number.
    const total = body.lines.reduce((sum, line) => sum + line.quantity * line.unit_price_cents, body.tax_cents + body.freight_cents);
    if (total > MAX_INVOICE_CENTS) context.addIssue({ code: 'custom', path: ['lines'], message: `An invoice may total at most ${MAX_INVOICE_CENTS / 100} dollars.` });
  });
export type InvoiceCreateRequest = z.input<typeof invoiceCreateSchema>;

// Reading -----------------------------------------------------------------------------------

const partySchema = z.object({ id: z.string(), name: z.string() });
const personSchema = z.object({ id: z.string(), name: z.string() });

/** What a tolerance allows: a percent of the base (in basis points, 200 = 2%) and an amount. */
export const invoiceToleranceValuesSchema = z.object({
  /** Unit price over the purchase order's: at most this share of its price… */
  price_basis_points: z.number().int(),
  /** …and at most this much over on the line (unit difference × quantity billed). */
  price_amount_cents: z.number().int(),
  /** Quantity over what is billable: at most this share of it… */
  quantity_basis_points: z.number().int(),
  /** …and at most this many units. */
  quantity_units: z.number().int(),
  /** Goods and freight over the purchase order's value of what is billed: at most this share… */
  total_basis_points: z.number().int(),
  /** …and at most this amount. */
  total_amount_cents: z.number().int(),
});
export type InvoiceToleranceValues = z.infer<typeof invoiceToleranceValuesSchema>;

/** One line with what its match found. */
export const invoiceLineSchema = z.object({
  id: z.string(),
  line_item_id: z.string().nullable(),
  sku: z.string().nullable(),
  description: z.string(),
  unit_of_measure: z.string().nullable(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  amount_cents: z.number().int(),
  match_status: z.enum(invoiceLineMatchStatuses),
  /** Received less what other invoices billed already, when the line has a purchase order line. */
  billable_quantity: z.number().int().nullable(),
  po_unit_price_cents: z.number().int().nullable(),
  /** Billed − billable (more than billable when positive). */
  quantity_variance: z.number().int().nullable(),
  /** Billed unit price − the purchase order's. */
  price_variance_cents: z.number().int().nullable(),
  /** Why the line is what it is, in words. */
  message: z.string(),
  disputed: z.boolean(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** An invoice as lists show it. */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: invoiceStatusSchema,
  purchase_order: z.object({ id: z.string(), number: z.string() }),
  order: z.object({ id: z.string(), number: z.string() }),
  project: partySchema,
  buyer_company: partySchema,
  supplier_company: partySchema,
  currency: z.string(),
  invoice_date: z.string(),
  due_date: z.string(),
  net_terms_days: z.number().int(),
  subtotal_cents: z.number().int(),
  tax_cents: z.number().int(),
  freight_cents: z.number().int(),
  total_cents: z.number().int(),
  /** Lines that are neither matched nor within tolerance. */
  exception_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** A status move of an invoice: who, when, and their words. */
export const invoiceEventSchema = z.object({
  from_status: invoiceStatusSchema.nullable(),
  to_status: invoiceStatusSchema,
  actor: personSchema.nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type InvoiceEvent = z.infer<typeof invoiceEventSchema>;

/** What the caller may do with the invoice now. */
export const invoiceActions = ['approve', 'override', 'dispute', 'mark_paid', 'respond', 'void', 'attach'] as const;

/** GET /api/ordering/invoices/{id}/: the invoice with its lines, match, dispute and history. */
export const invoiceSchema = invoiceSummarySchema.extend({
  lines: z.array(invoiceLineSchema),
  match: z.object({
    /** The purchase order's value of what is billed (billable quantities at its prices). */
    expected_cents: z.number().int(),
    /** Goods and freight − expected. */
    total_variance_cents: z.number().int(),
    total_within_tolerance: z.boolean(),
    /** The tolerances the match applied, as they were when the invoice arrived. */
    tolerances: invoiceToleranceValuesSchema,
  }),
  replaces_invoice_id: z.string().nullable(),
  replaced_by_invoice_id: z.string().nullable(),
  dispute: z
    .object({
      status: z.enum(disputeStatuses),
      reason: z.enum(disputeReasons),
      note: z.string(),
      disputed_by: personSchema,
      disputed_at: z.string(),
      supplier_response: z.string().nullable(),
      responded_at: z.string().nullable(),
    })
    .nullable(),
  approval: z.object({ approved_by: personSchema, approved_at: z.string(), override_reason: z.string().nullable() }).nullable(),
  exported_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** When a payments file carried its payment (decision 0610); null until one did. */
  payment_exported_at: z.string().nullable(),
  attachment: z.object({ file_name: z.string(), size_bytes: z.number().int(), uploaded_at: z.string(), url: z.string() }).nullable(),
  history: z.array(invoiceEventSchema),
  actions: z.array(z.enum(invoiceActions)),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({ count: z.number().int(), results: z.array(invoiceSummarySchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** GET /api/ordering/invoices/: newest first. */
export const invoiceListQuerySchema = listQuerySchema({
  status: z.enum(invoiceListStatuses, { error: `Use one of ${invoiceListStatuses.join(', ')}.` }).optional(),
  purchase_order_id: queryIdSchema('purchase order').optional(),
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceParamsSchema = z.object({ id: idSchema('invoice id') });

// Decisions ---------------------------------------------------------------------------------

/** POST …/invoices/{id}/approve/: a reason is required to approve an exception or a disputed invoice. */
export const invoiceApprovalSchema = z.strictObject({ override_reason: optionalVisibleTextSchema({ max: 1000 }) });
export type InvoiceApprovalRequest = z.input<typeof invoiceApprovalSchema>;

/** POST …/invoices/{id}/dispute/: why, in a word and in the builder's own; optionally which lines. */
export const invoiceDisputeSchema = z.strictObject({
  reason: z.enum(disputeReasons, { error: `Use one of ${disputeReasons.join(', ')}.` }),
  note: visibleTextSchema({ required: 'Say what is wrong with the invoice.', max: 2000 }),
  line_ids: z.array(idSchema('invoice line'), { error: 'Give a list of invoice line ids.' }).max(MAX_INVOICE_LINES).default([]),
});
export type InvoiceDisputeRequest = z.input<typeof invoiceDisputeSchema>;

/** POST …/invoices/{id}/respond/: the supplier answers a dispute. */
export const invoiceResponseSchema = z.strictObject({ note: visibleTextSchema({ required: 'Write your answer to the dispute.', max: 2000 }) });
export type InvoiceResponseRequest = z.input<typeof invoiceResponseSchema>;

/**
 * POST /api/ordering/invoices/export/ {format, kind}: the CSV of approved and exported invoices
 * (`bills`, the default), or of the payments of paid ones not yet exported (`payments`).
 */
export const invoiceExportRequestSchema = z.strictObject({
  format: z.enum(invoiceExportFormats, { error: `Use one of ${invoiceExportFormats.join(', ')}.` }),
  kind: z.enum(invoiceExportKinds, { error: `Use one of ${invoiceExportKinds.join(', ')}.` }).default('bills'),
});

// Tolerances --------------------------------------------------------------------------------

/** The largest percent a tolerance may allow: 100% (10,000 basis points). */
export const MAX_TOLERANCE_BASIS_POINTS = 10_000;

const basisPoints = (label: string) =>
  z
    .number({ error: `Give the ${label} in basis points (200 is 2%).` })
    .int({ error: `Give the ${label} in whole basis points (200 is 2%).` })
    .min(0, { error: `Give a ${label} of 0 or more.` })
    .max(MAX_TOLERANCE_BASIS_POINTS, { error: `Give a ${label} of at most ${MAX_TOLERANCE_BASIS_POINTS} (100%).` });

/** A full set of tolerances: every field is required, so a forgotten one is never silently zero. */
export const invoiceToleranceValuesRequestSchema = z.strictObject({
  price_basis_points: basisPoints('price tolerance'),
  price_amount_cents: cents('price tolerance amount'),
  quantity_basis_points: basisPoints('quantity tolerance'),
  quantity_units: z
    .number({ error: 'Give the quantity tolerance in whole units.' })
    .int({ error: 'Give the quantity tolerance in whole units.' })
    .min(0, { error: 'Give a quantity tolerance of 0 or more.' })
    .max(1_000_000, { error: 'Give a quantity tolerance of at most 1000000.' }),
  total_basis_points: basisPoints('total tolerance'),
  total_amount_cents: cents('total tolerance amount'),
});

/** PUT /api/company/invoice-tolerances/: the company's tolerances and every supplier's own (replacing them). */
export const invoiceTolerancesRequestSchema = z
  .strictObject({
    defaults: invoiceToleranceValuesRequestSchema,
    suppliers: z
      .array(invoiceToleranceValuesRequestSchema.extend({ supplier_company_id: idSchema('supplier') }), { error: 'Give a list of supplier tolerances (empty for none).' })
      .max(200, { error: 'Give at most 200 supplier tolerances.' })
      .default([]),
    /** Approve an invoice that matched within the tolerances at once, as the company's standing word; the company's alone, not per supplier. */
    auto_approve_matched: z.boolean({ error: 'Say true or false: are matched invoices approved automatically?' }).default(false),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.suppliers.forEach((supplier, index) => {
      if (seen.has(supplier.supplier_company_id)) context.addIssue({ code: 'custom', path: ['suppliers', index, 'supplier_company_id'], message: 'Give each supplier once.' });
      seen.add(supplier.supplier_company_id);
    });
  });
export type InvoiceTolerancesRequest = z.input<typeof invoiceTolerancesRequestSchema>;

export const invoiceTolerancesSchema = z.object({
  defaults: invoiceToleranceValuesSchema,
  suppliers: z.array(invoiceToleranceValuesSchema.extend({ supplier_company_id: z.string(), supplier_name: z.string() })),
  /** Whether an invoice that matches is approved at once, with no one deciding (and settled, on credit terms). */
  auto_approve_matched: z.boolean(),
  /** When they were last changed; null: never (the defaults). */
  updated_at: z.string().nullable(),
});
export type InvoiceTolerances = z.infer<typeof invoiceTolerancesSchema>;

// Billing per shipment ---------------------------------------------------------------------------

/**
 * GET /api/ordering/purchase_orders/{id}/invoices/billable/: per line of the purchase order, what
 * its supplier shipped, what invoices that are not void billed of it, and what is left to bill.
 */
export const invoiceBillableLinesSchema = z.object({
  lines: z.array(
    z.object({
      line_item_id: z.string(),
      /** The line's quantity once shipped or delivered (what was counted, when the supplier accepted a shortage); 0 before. */
      shipped_quantity: z.number().int(),
      /** Billed on invoices of the line that are not void. */
      invoiced_quantity: z.number().int(),
      /** Shipped − invoiced, never below 0. */
      to_bill: z.number().int(),
    }),
  ),
});
export type InvoiceBillableLines = z.infer<typeof invoiceBillableLinesSchema>;

// Statements --------------------------------------------------------------------------------

/** What is open past its due date, by how long: current (not yet due), 1–30, 31–60, 61–90, over 90 days. */
export const agingBucketsSchema = z.object({
  current_cents: z.number().int(),
  days_1_30_cents: z.number().int(),
  days_31_60_cents: z.number().int(),
  days_61_90_cents: z.number().int(),
  days_over_90_cents: z.number().int(),
});
export type AgingBuckets = z.infer<typeof agingBucketsSchema>;

/** GET /api/supplier/statements/: per builder company and currency, what is open and how late. */
export const supplierStatementsSchema = z.object({
  /** The day the aging counts from (UTC). */
  as_of: z.string(),
  statements: z.array(
    z.object({
      buyer_company: partySchema,
      currency: z.string(),
      open_balance_cents: z.number().int(),
      /** Of the balance, what the builder disputes: not payable until resolved. */
      disputed_cents: z.number().int(),
      invoice_count: z.number().int(),
      aging: agingBucketsSchema,
    }),
  ),
});
export type SupplierStatements = z.infer<typeof supplierStatementsSchema>;
