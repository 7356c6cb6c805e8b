import { z } from 'zod';
import { MAX_CART_QUANTITY } from './cart-limits';
import { idSchema, queryIdSchema, queryLimitSchema, queryOffsetSchema } from './catalog-query';
import { listQuerySchema } from './list-query';
import { isCalendarDate } from './projects';
import { MAX_PRICE_CENTS } from './supplier-catalog';
import { optionalVisibleTextSchema, visibleParagraphsSchema, visibleTextSchema } from './visible-text';

/*
 * Quote requests (decision 0611): a builder asks suppliers to quote a project's lines, each
 * invited supplier answers (again, if it wants: versions) or declines, and the builder awards the
 * lines, which go into the project's cart at the quoted prices.
 */

export const quoteRequestStatuses = ['sent', 'closed', 'cancelled', 'expired'] as const;
export type QuoteRequestStatus = (typeof quoteRequestStatuses)[number];
export const quoteInvitationStatuses = ['invited', 'viewed', 'responded', 'declined', 'expired'] as const;
export type QuoteInvitationStatus = (typeof quoteInvitationStatuses)[number];
export const quoteAnswerStatuses = ['submitted', 'superseded', 'withdrawn', 'accepted', 'partially_accepted', 'rejected'] as const;
export type QuoteAnswerStatus = (typeof quoteAnswerStatuses)[number];
export const quoteAnswerLineStatuses = ['offered', 'substitute', 'unavailable'] as const;
export type QuoteAnswerLineStatus = (typeof quoteAnswerLineStatuses)[number];

/** Most suppliers one request invites, and most lines it asks. */
export const MAX_QUOTE_SUPPLIERS = 20;
export const MAX_QUOTE_LINES = 200;

const DATE_MESSAGE = 'Give the date as YYYY-MM-DD.';
const calendarDateSchema = z.string({ error: DATE_MESSAGE }).refine(isCalendarDate, { error: DATE_MESSAGE });

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE_TIME_MESSAGE = 'Give a date and time with its zone, like 2026-03-31T17:00:00Z.';
/** A moment with its time zone, stored in UTC (`2026-03-31T17:00:00.000Z`). */
const dateTimeSchema = z
  .string({ error: DATE_TIME_MESSAGE })
  .regex(DATE_TIME, { error: DATE_TIME_MESSAGE })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: DATE_TIME_MESSAGE })
  .transform((value) => new Date(value).toISOString());

const quantitySchema = z
  .number({ error: 'Enter a quantity.' })
  .int({ error: 'Use a whole number.' })
  .min(1, { error: 'Ask for at least 1.' })
  .max(MAX_CART_QUANTITY, { error: `Ask for at most ${MAX_CART_QUANTITY}.` });

const priceSchema = z
  .number({ error: 'Give the unit price in cents.' })
  .int({ error: 'Give the unit price in whole cents.' })
  .min(1, { error: 'Give a unit price of at least 1 cent.' })
  .max(MAX_PRICE_CENTS, { error: `Give a unit price of at most ${MAX_PRICE_CENTS / 100} dollars.` });

/** One line asked: a catalogue offer (`psv_id`) or free text (`description`), never both. */
export const quoteLineRequestSchema = z
  .strictObject({
    psv_id: idSchema('product supplier variant').optional(),
    description: visibleTextSchema({ required: 'Describe what you need.', max: 500 }).optional(),
    quantity: quantitySchema,
    unit: visibleTextSchema({ required: 'Give the unit, like box or sheet.', max: 40 }).optional(),
  })
  .superRefine((line, context) => {
    if (line.psv_id === undefined && line.description === undefined) context.addIssue({ code: 'custom', path: ['description'], message: 'Choose a catalogue offer or describe what you need.' });
    if (line.psv_id !== undefined && line.description !== undefined) context.addIssue({ code: 'custom', path: ['description'], message: 'A line is a catalogue offer or free text, not both.' });
  });

/** POST /api/quote-requests/: the lines given, or the project's cart (`from_cart: true`). */
export const quoteRequestCreateSchema = z
  .strictObject({
    project_id: idSchema('project'),
    supplier_company_ids: z
      .array(idSchema('supplier'), { error: 'Choose the suppliers to ask.' })
      .min(1, { error: 'Choose at least one supplier.' })
      .max(MAX_QUOTE_SUPPLIERS, { error: `Ask at most ${MAX_QUOTE_SUPPLIERS} suppliers at once.` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Choose each supplier once.' }),
    needed_by: calendarDateSchema,
    respond_by: dateTimeSchema,
    note: optionalVisibleTextSchema({ max: 2000 }),
    lines: z.array(quoteLineRequestSchema, { error: 'Give the lines as a list.' }).min(1, { error: 'Give at least one line.' }).max(MAX_QUOTE_LINES, { error: `Give at most ${MAX_QUOTE_LINES} lines.` }).optional(),
    from_cart: z.boolean({ error: 'Use true to ask for the project’s cart.' }).optional(),
  })
  .superRefine((body, context) => {
    if ((body.lines !== undefined) === (body.from_cart === true)) context.addIssue({ code: 'custom', path: ['lines'], message: 'Give the lines, or from_cart: true to ask for the project’s cart.' });
  });
export type QuoteRequestCreate = z.input<typeof quoteRequestCreateSchema>;

/** One line of a supplier's answer. */
export const quoteAnswerLineRequestSchema = z
  .strictObject({
    quote_line_id: idSchema('quote line'),
    status: z.enum(quoteAnswerLineStatuses, { error: 'Use offered, substitute or unavailable.' }),
    unit_price_cents: priceSchema.optional(),
    available_quantity: z.number({ error: 'Give a quantity.' }).int({ error: 'Use a whole number.' }).min(0, { error: 'Give 0 or more.' }).max(MAX_CART_QUANTITY).nullish(),
    ship_date: calendarDateSchema.nullish(),
    substitute_psv_id: idSchema('product supplier variant').optional(),
    note: optionalVisibleTextSchema({ max: 1000 }),
  })
  .superRefine((line, context) => {
    const priced = line.status !== 'unavailable';
    if (priced && line.unit_price_cents === undefined) context.addIssue({ code: 'custom', path: ['unit_price_cents'], message: 'Give the unit price you offer.' });
    if (!priced && line.unit_price_cents !== undefined) context.addIssue({ code: 'custom', path: ['unit_price_cents'], message: 'A line you cannot supply has no price.' });
    if (line.status === 'substitute' && line.substitute_psv_id === undefined) context.addIssue({ code: 'custom', path: ['substitute_psv_id'], message: 'Choose the offer of yours you propose instead.' });
    if (line.status !== 'substitute' && line.substitute_psv_id !== undefined) context.addIssue({ code: 'custom', path: ['substitute_psv_id'], message: 'Only a substitute names another offer.' });
  });

/** POST /api/quote-requests/{id}/answer/: every line once; a new answer supersedes the last. */
export const quoteAnswerRequestSchema = z.strictObject({
  valid_until: calendarDateSchema,
  note: optionalVisibleTextSchema({ max: 2000 }),
  lines: z
    .array(quoteAnswerLineRequestSchema, { error: 'Answer the lines as a list.' })
    .min(1, { error: 'Answer every line.' })
    .max(MAX_QUOTE_LINES)
    .refine((lines) => new Set(lines.map((line) => line.quote_line_id)).size === lines.length, { error: 'Answer each line once.' }),
});
export type QuoteAnswerRequest = z.input<typeof quoteAnswerRequestSchema>;

/** POST /api/quote-requests/{id}/decline/ and /cancel/: a note the other side reads; the body may be left out. */
export const quoteNoteRequestSchema = z.preprocess((body) => body ?? {}, z.strictObject({ note: optionalVisibleTextSchema({ max: 1000 }) }));
export type QuoteNoteRequest = z.input<typeof quoteNoteRequestSchema>;

/** POST /api/quote-requests/{id}/award/: which supplier gets each line (one for all, or line by line). */
export const quoteAwardRequestSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        quote_line_id: idSchema('quote line'),
        supplier_company_id: idSchema('supplier'),
        /** Default: what was asked, or what the supplier has when it has less. */
        quantity: quantitySchema.optional(),
      }),
      { error: 'Give the lines to award.' },
    )
    .min(1, { error: 'Award at least one line.' })
    .max(MAX_QUOTE_LINES)
    .refine((lines) => new Set(lines.map((line) => line.quote_line_id)).size === lines.length, { error: 'Award each line once.' }),
});
export type QuoteAwardRequest = z.input<typeof quoteAwardRequestSchema>;

export const quoteRequestParamsSchema = z.object({ id: idSchema('quote request id') });

/** GET /api/quote-requests/: newest first. */
export const quoteRequestListQuerySchema = listQuerySchema({
  project_id: queryIdSchema('project').optional(),
  status: z.enum(quoteRequestStatuses, { error: `Use one of ${quoteRequestStatuses.join(', ')}.` }).optional(),
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
});
export type QuoteRequestListQuery = z.input<typeof quoteRequestListQuerySchema>;

const partySchema = z.object({ id: z.string(), name: z.string() });

/** A supplier's invitation; a supplier sees its own only. */
export const quoteInvitationSchema = z.object({
  supplier: partySchema,
  status: z.enum(quoteInvitationStatuses),
  viewed_at: z.string().nullable(),
  responded_at: z.string().nullable(),
  declined_at: z.string().nullable(),
  decline_note: z.string().nullable(),
});
export type QuoteInvitation = z.infer<typeof quoteInvitationSchema>;

/** What a line went to: the builder sees every award, a supplier only its own. */
export const quoteLineAwardSchema = z.object({
  supplier: partySchema,
  product_supplier_variant_id: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
});

export const quoteLineSchema = z.object({
  id: z.string(),
  kind: z.enum(['catalogue', 'free_text']),
  /** The offer the builder picked (catalogue lines); any supplier may offer its own of the same variant. */
  product_supplier_variant_id: z.string().nullable(),
  variant_id: z.string().nullable(),
  sku: z.string().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unit: z.string().nullable(),
  award: quoteLineAwardSchema.nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteAnswerLineSchema = z.object({
  quote_line_id: z.string(),
  status: z.enum(quoteAnswerLineStatuses),
  /** The supplier's offer quoted: its own offer of the variant, or the substitute; null otherwise. */
  product_supplier_variant_id: z.string().nullable(),
  product_name: z.string().nullable(),
  variant_name: z.string().nullable(),
  unit_price_cents: z.number().int().nullable(),
  available_quantity: z.number().int().nullable(),
  /** What the supplier would supply (asked, or less when it has less) × its price. */
  line_total_cents: z.number().int().nullable(),
  ship_date: z.string().nullable(),
  note: z.string().nullable(),
});

export const quoteAnswerSchema = z.object({
  id: z.string(),
  supplier: partySchema,
  version: z.number().int(),
  status: z.enum(quoteAnswerStatuses),
  valid_until: z.string(),
  /** True once `valid_until` has passed (UTC): it can no longer be awarded. */
  expired: z.boolean(),
  note: z.string().nullable(),
  total_cents: z.number().int(),
  currency: z.string(),
  submitted_at: z.string(),
  lines: z.array(quoteAnswerLineSchema),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

/** One supplier's answer to one line, side by side with the others. */
export const quoteComparisonOfferSchema = z.object({
  supplier_company_id: z.string(),
  status: z.enum(quoteAnswerLineStatuses),
  unit_price_cents: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  line_total_cents: z.number().int().nullable(),
  /** The lowest unit price of this line among answers still valid (ties: each of them). */
  cheapest: z.boolean(),
  /** Unavailable, or none of it available. */
  not_offered: z.boolean(),
  /** Whether it can be awarded now (priced, a catalogue offer, its answer still valid). */
  awardable: z.boolean(),
});

export const quoteComparisonSchema = z.object({
  lines: z.array(z.object({ quote_line_id: z.string(), offers: z.array(quoteComparisonOfferSchema) })),
  suppliers: z.array(
    z.object({
      supplier: partySchema,
      answer_id: z.string(),
      valid_until: z.string(),
      expired: z.boolean(),
      total_cents: z.number().int(),
      lines_offered: z.number().int(),
      lines_not_offered: z.number().int(),
    }),
  ),
});
export type QuoteComparison = z.infer<typeof quoteComparisonSchema>;

export const quoteRequestSummarySchema = z.object({
  id: z.string(),
  buyer_company: partySchema,
  project: z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string(), postal_code: z.string() }),
  requested_by: partySchema,
  status: z.enum(quoteRequestStatuses),
  needed_by: z.string(),
  respond_by: z.string(),
  /** Whether a supplier may still answer: sent, and before `respond_by`. */
  accepting_answers: z.boolean(),
  note: z.string().nullable(),
  line_count: z.number().int(),
  currency: z.string(),
  invitations: z.array(quoteInvitationSchema),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type QuoteRequestSummary = z.infer<typeof quoteRequestSummarySchema>;

/** One request: to the builder with every latest answer and the comparison; to a supplier with its own answer only. */
export const quoteRequestSchema = quoteRequestSummarySchema.extend({
  lines: z.array(quoteLineSchema),
  answers: z.array(quoteAnswerSchema),
  comparison: quoteComparisonSchema.nullable(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteRequestListSchema = z.object({ count: z.number().int(), results: z.array(quoteRequestSummarySchema) });
export type QuoteRequestList = z.infer<typeof quoteRequestListSchema>;

/*
 * Messages (decision 0611, "Messages"): one thread per invitation, between the builder and that
 * supplier alone, since a supplier must never read what another was told or asked. A message may
 * point at a line of the request, and may hold paragraphs: it is prose, not a label.
 */

/** The longest message. */
export const MAX_QUOTE_MESSAGE_LENGTH = 2000;
/** Who wrote a message: the builder's side or the supplier's. */
export const quoteMessageSides = ['builder', 'supplier'] as const;
export type QuoteMessageSide = (typeof quoteMessageSides)[number];

/**
 * POST /api/quote-requests/{id}/messages/. The builder names the supplier whose thread it writes
 * to, or `to_all: true` for every invited supplier (one message in each thread); a supplier writes
 * to its own thread, so `supplier_company_id` is absent or its own.
 */
export const quoteMessageRequestSchema = z
  .strictObject({
    body: visibleParagraphsSchema({ required: 'Write a message.', max: MAX_QUOTE_MESSAGE_LENGTH }),
    quote_line_id: idSchema('quote line').nullish(),
    supplier_company_id: idSchema('supplier').nullish(),
    to_all: z.boolean({ error: 'Use true to write to every supplier asked.' }).optional(),
  })
  .superRefine((message, context) => {
    if (message.to_all === true && message.supplier_company_id) context.addIssue({ code: 'custom', path: ['supplier_company_id'], message: 'Write to one supplier or to all of them, not both.' });
  });
export type QuoteMessageRequest = z.input<typeof quoteMessageRequestSchema>;

/** GET /api/quote-requests/{id}/messages/: the builder may read one supplier's thread. */
export const quoteMessageListQuerySchema = listQuerySchema({
  supplier_company_id: queryIdSchema('supplier').optional(),
});
export type QuoteMessageListQuery = z.input<typeof quoteMessageListQuerySchema>;

export const quoteMessageSchema = z.object({
  id: z.string(),
  /**
   * The supplier whose thread holds it. Null only in the builder's list of every thread, where a
   * message sent to all suppliers shows once rather than once per thread.
   */
  supplier: partySchema.nullable(),
  /** Its place in its thread: two messages of one moment keep the order they were written in. */
  sequence: z.number().int(),
  author: z.object({ side: z.enum(quoteMessageSides), company: partySchema, user: partySchema }),
  body: z.string(),
  /** The line of the request it points at, if any. */
  quote_line: z.object({ id: z.string(), description: z.string() }).nullable(),
  /** Sent by the builder to every supplier asked. Told to the builder only: a supplier reads each message as its own. */
  to_all: z.boolean(),
  created_at: z.string(),
});
export type QuoteMessage = z.infer<typeof quoteMessageSchema>;

/** The messages of a thread (or of every thread, for the builder), oldest first; also what a POST created. */
export const quoteMessageListSchema = z.object({ count: z.number().int(), results: z.array(quoteMessageSchema) });
export type QuoteMessageList = z.infer<typeof quoteMessageListSchema>;
