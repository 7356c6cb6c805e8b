import { z } from 'zod';
import { idSchema, queryIdSchema, queryLimitSchema, queryOffsetSchema } from './catalog-query';
import { listQuerySchema } from './list-query';
import { isCalendarDate } from './projects';

/** Money given back to a buying company: to its card, or off what it owes on terms. */
export const refundSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  purchase_order_id: z.string(),
  line_item_id: z.string().nullable(),
  reason: z.string(),
  method: z.enum(['card', 'credit']),
  amount_cents: z.number().int(),
  currency: z.string(),
  /** pending until the payment provider confirms it. */
  status: z.enum(['pending', 'succeeded']),
  last_error: z.string().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A line a payout pays for. */
export const payoutLineSchema = z.object({
  line_item_id: z.string(),
  order_number: z.string(),
  purchase_order_number: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  gross_cents: z.number().int(),
  commission_basis_points: z.number().int(),
  commission_cents: z.number().int(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

/** A payment to a supplier for delivered lines, minus commission. */
export const payoutSchema = z.object({
  id: z.string(),
  supplier_company_id: z.string(),
  supplier_company_name: z.string(),
  status: z.enum(['pending', 'paid']),
  provider: z.string(),
  destination: z.string(),
  currency: z.string(),
  gross_cents: z.number().int(),
  commission_cents: z.number().int(),
  /** Refunds made after earlier payouts of the supplier's lines, taken back here. */
  recovered_cents: z.number().int(),
  amount_cents: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutDetailSchema = payoutSchema.extend({ lines: z.array(payoutLineSchema) });
export type PayoutDetail = z.infer<typeof payoutDetailSchema>;

export const payoutListSchema = z.object({ count: z.number().int(), results: z.array(payoutSchema) });
export type PayoutList = z.infer<typeof payoutListSchema>;

export const refundListSchema = z.object({ count: z.number().int(), results: z.array(refundSchema) });
export type RefundList = z.infer<typeof refundListSchema>;

/** Paging of the money lists. */
export const moneyListQuerySchema = listQuerySchema({
  limit: queryLimitSchema,
  offset: queryOffsetSchema,
  status: z.enum(['pending', 'succeeded', 'paid'], { error: 'Use pending, succeeded (refunds) or paid (payouts).' }).optional(),
  supplier_company_id: queryIdSchema('supplier company').optional(),
});
export type MoneyListQuery = z.infer<typeof moneyListQuerySchema>;

export const payoutParamsSchema = z.object({ id: idSchema('payout id') });

/** A supplier's payout set-up, with the commission rate that applies to it. */
export const payoutAccountSchema = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe: the supplier must finish onboarding at Stripe before it is paid. */
  needs_onboarding: z.boolean(),
  ready: z.boolean(),
  /** Why payouts cannot go out yet, in words for the supplier; null when they can. */
  waiting_reason: z.string().nullable(),
  destination: z.string().nullable(),
  commission_basis_points: z.number().int(),
  payout_holding_days: z.number().int(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const payoutOnboardingSchema = z.object({ url: z.string().nullable(), ready: z.boolean() });
export type PayoutOnboarding = z.infer<typeof payoutOnboardingSchema>;

/** What a payout run decided. */
export const payoutRunSchema = z.object({
  run_id: z.string(),
  payouts: z.number().int(),
  amount_cents: z.number().int(),
  waiting: z.array(z.object({ supplier_company_id: z.string(), supplier_company_name: z.string(), reason: z.string() })),
});
export type PayoutRun = z.infer<typeof payoutRunSchema>;

const basisPointsSchema = z.number({ error: 'Give a rate in basis points (500 is 5%).' }).int('Give a whole number of basis points.').min(0, 'A rate cannot be negative.').max(5_000, 'A rate above 50% is not allowed.');

/** The operator's money settings. */
export const marketplaceSettingsSchema = z.object({
  commission_basis_points: basisPointsSchema,
  payout_holding_days: z.number({ error: 'Give a number of days.' }).int('Give a whole number of days.').min(0, 'Give 0 days or more.').max(90, 'Hold payouts 90 days at most.'),
});
export type MarketplaceSettings = z.infer<typeof marketplaceSettingsSchema>;
export const marketplaceSettingsUpdateSchema = marketplaceSettingsSchema.partial().strict();

/** A commission rate for one supplier or one category instead of the marketplace's. */
export const commissionOverrideSchema = z.object({
  scope: z.enum(['supplier', 'category'], { error: 'Use supplier or category.' }),
  scope_id: z.string(),
  scope_name: z.string(),
  commission_basis_points: basisPointsSchema,
  updated_at: z.string(),
});
export type CommissionOverride = z.infer<typeof commissionOverrideSchema>;
export const commissionOverrideRequestSchema = z.strictObject({
  scope: z.enum(['supplier', 'category'], { error: 'Use supplier or category.' }),
  scope_id: idSchema('supplier or category id'),
  commission_basis_points: basisPointsSchema,
});
export type CommissionOverrideRequest = z.infer<typeof commissionOverrideRequestSchema>;
export const commissionOverrideParamsSchema = z.object({ scope: z.enum(['supplier', 'category']), scopeId: idSchema('supplier or category id') });
export const commissionOverrideListSchema = z.object({ results: z.array(commissionOverrideSchema) });

const calendarDay = z.string().refine(isCalendarDate, 'Use a date as YYYY-MM-DD.');

export const reconciliationQuerySchema = z.strictObject({ from: calendarDay.optional(), to: calendarDay.optional() });

/** One UTC day of the reconciliation, in cents. */
export const reconciliationDaySchema = z.object({
  day: z.string(),
  charges: z.number().int(),
  refunds: z.number().int(),
  credit_drawn: z.number().int(),
  credit_reduced: z.number().int(),
  /** Repayments of credit on terms that reached the bank account: cash in, outside the equation. */
  credit_repaid: z.number().int(),
  payouts: z.number().int(),
  commission: z.number().int(),
  held_change: z.number().int(),
  held_at_close: z.number().int(),
  difference_cents: z.number().int(),
});
export type ReconciliationDay = z.infer<typeof reconciliationDaySchema>;

/** charges − refunds = payouts + commission + held, per day, and whether everything agrees. */
export const reconciliationSchema = z.object({
  from: z.string(),
  to: z.string(),
  balanced: z.boolean(),
  unbalanced_transactions: z.number().int(),
  held_mismatches: z.array(z.object({ purchase_order_id: z.string(), ledger_cents: z.number().int(), expected_cents: z.number().int() })),
  days: z.array(reconciliationDaySchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** A short receipt the supplier agrees to: the buying company gets the missing part back. */
export const shortageSettlementParamsSchema = z.object({ id: idSchema('line item id') });

/** Where paying what a card order owes beyond its charge stands (decision 0146). */
export const balancePaymentStatusSchema = z.object({
  session_id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  /** What the order still owes now: 0 once paid. */
  balance_due_cents: z.number().int(),
});
export type BalancePaymentStatus = z.infer<typeof balancePaymentStatusSchema>;
export const balancePaymentParamsSchema = z.object({ id: idSchema('order'), session_id: idSchema('session') });
