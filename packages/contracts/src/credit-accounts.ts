import { z } from 'zod';
import { idSchema, queryLimitSchema, queryOffsetSchema, queryTextSchema } from './catalog-query';
import { listQuerySchema } from './list-query';
import { MAX_CREDIT_LIMIT_CENTS } from './banking-credit';
import { isCalendarDate } from './projects';
import { optionalVisibleTextSchema, visibleTextSchema } from './visible-text';

/*
 * Builder companies' accounts on credit terms, as the operator console keeps them (decision
 * 0147): what each owes, and the repayments received from them by bank transfer.
 */


/** GET /api/operator/credit-accounts/: companies with approved credit or a balance owed, largest balance first; `search` matches the company name. */
export const creditAccountListQuerySchema = listQuerySchema({ search: queryTextSchema, limit: queryLimitSchema, offset: queryOffsetSchema });
export type CreditAccountListQuery = z.input<typeof creditAccountListQuerySchema>;

/** A builder company's credit account: its limit, what it owes on terms, and what it may still draw. */
export const creditAccountSchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  approved_limit_cents: z.number().int(),
  owed_cents: z.number().int(),
  available_cents: z.number().int(),
  currency: z.string(),
  /** The day the latest repayment reached the marketplace's bank account (YYYY-MM-DD), if any. */
  last_repaid_on: z.string().nullable(),
});
export type CreditAccount = z.infer<typeof creditAccountSchema>;
export const creditAccountListSchema = z.object({ count: z.number().int(), results: z.array(creditAccountSchema) });
export type CreditAccountList = z.infer<typeof creditAccountListSchema>;

/** `:companyId` of a credit account route. */
export const creditAccountParamsSchema = z.object({ companyId: idSchema('company id') });

/** A repayment received by bank transfer and recorded by an operator. */
export const creditRepaymentSchema = z.object({
  id: z.string(),
  company_id: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  bank_reference: z.string(),
  received_on: z.string(),
  note: z.string().nullable(),
  recorded_by: z.string(),
  created_at: z.string(),
});
export type CreditRepayment = z.infer<typeof creditRepaymentSchema>;

/** GET /api/operator/credit-accounts/{companyId}/: the account and its repayments, newest first. */
export const creditAccountDetailSchema = z.object({ account: creditAccountSchema, repayments: z.array(creditRepaymentSchema) });
export type CreditAccountDetail = z.infer<typeof creditAccountDetailSchema>;

/** POST /api/operator/credit-accounts/{companyId}/repayments/: money that reached the bank account. */
export const creditRepaymentRequestSchema = z.strictObject({
  amount_cents: z
    .number({ error: 'Give the amount in cents.' })
    .int({ error: 'Give the amount in whole cents.' })
    .min(1, { error: 'Give an amount above zero.' })
    .max(MAX_CREDIT_LIMIT_CENTS, { error: `Record at most ${MAX_CREDIT_LIMIT_CENTS / 100} dollars at once.` }),
  bank_reference: visibleTextSchema({ required: 'Give the bank reference of the transfer.', max: 100 }),
  received_on: z.string({ error: 'Give the date as YYYY-MM-DD.' }).refine(isCalendarDate, { error: 'Give the date as YYYY-MM-DD.' }),
  note: optionalVisibleTextSchema({ max: 1000 }),
});
export type CreditRepaymentRequest = z.input<typeof creditRepaymentRequestSchema>;
