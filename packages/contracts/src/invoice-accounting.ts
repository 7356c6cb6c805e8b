import { z } from 'zod';
import { idSchema } from './catalog-query';
import { visibleTextSchema } from './visible-text';

/*
 * The bookkeeping side of supplier invoices (decision 0610): which account each line is booked
 * to (a builder company's category → account table) and which file the export writes (the bills,
 * or the payments of paid bills).
 */

/** What the export writes: the bills to book, or the payments of bills already paid. */
export const invoiceExportKinds = ['bills', 'payments'] as const;
export type InvoiceExportKind = (typeof invoiceExportKinds)[number];

/** Xero's account codes are at most 10 characters; QuickBooks names an account in at most 100. */
export const MAX_XERO_ACCOUNT_CODE_LENGTH = 10;
export const MAX_QUICKBOOKS_ACCOUNT_LENGTH = 100;
/** The most categories one table maps: the catalogue has far fewer. */
export const MAX_ACCOUNT_CODE_CATEGORIES = 500;

/** Where a line goes when the company mapped neither its category nor a default: the export's account before the table existed. */
export const FALLBACK_XERO_ACCOUNT_CODE = '300';
export const FALLBACK_QUICKBOOKS_ACCOUNT = 'Cost of Goods Sold';

/**
 * The account a payment is made from when the company named none: the bank account of each
 * program's standard chart (Xero's "Business Bank Account", QuickBooks' "Checking"), the payments
 * file's one account before the company could name its own.
 */
export const FALLBACK_XERO_PAYMENT_ACCOUNT_CODE = '090';
export const FALLBACK_QUICKBOOKS_PAYMENT_ACCOUNT = 'Checking';

/**
 * A spreadsheet runs a cell starting with one of these as a formula, so the export would write
 * such a code with a leading quote, and the program would no longer find the account. No account
 * code or name starts so; one that does is a slip of the keyboard.
 */
const FORMULA_START = /^[=+\-@]/;

const accountText = (label: string, max: number) =>
  visibleTextSchema({ required: `Give the ${label}.`, max }).refine((value) => !FORMULA_START.test(value), { error: `Start the ${label} with a letter or digit.` });

const accountFields = {
  xero_code: accountText('Xero account code', MAX_XERO_ACCOUNT_CODE_LENGTH),
  quickbooks_account: accountText('QuickBooks account', MAX_QUICKBOOKS_ACCOUNT_LENGTH),
};

/** One account in both programs, Xero's code and QuickBooks Online's account name: the company's default account. */
export const accountAssignmentRequestSchema = z.strictObject(accountFields, { error: 'Give the default account: a Xero account code and a QuickBooks account.' });
export type AccountAssignmentRequest = z.input<typeof accountAssignmentRequestSchema>;

/**
 * PUT /api/company/account-codes/: the whole table, replacing it. `default_account` books what no
 * category maps (and freight and tax); each category at most once; `payment_account` is the one
 * the payments file pays from, the programs' standard bank account when left out (the table is
 * replaced whole, so leaving it out sets that one, as leaving out the categories removes them).
 */
export const accountCodesRequestSchema = z
  .strictObject({
    default_account: accountAssignmentRequestSchema,
    payment_account: z
      .strictObject(accountFields, { error: 'Give the paying account: a Xero account code and a QuickBooks account.' })
      .default({ xero_code: FALLBACK_XERO_PAYMENT_ACCOUNT_CODE, quickbooks_account: FALLBACK_QUICKBOOKS_PAYMENT_ACCOUNT }),
    categories: z
      .array(z.strictObject({ category_id: idSchema('category'), ...accountFields }, { error: 'Give each category with its Xero account code and QuickBooks account.' }), {
        error: 'Give a list of categories with their accounts (empty for none).',
      })
      .max(MAX_ACCOUNT_CODE_CATEGORIES, { error: `Map at most ${MAX_ACCOUNT_CODE_CATEGORIES} categories.` })
      .default([]),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.categories.forEach((category, index) => {
      if (seen.has(category.category_id)) context.addIssue({ code: 'custom', path: ['categories', index, 'category_id'], message: 'Give each category once.' });
      seen.add(category.category_id);
    });
  });
export type AccountCodesRequest = z.input<typeof accountCodesRequestSchema>;

const accountAssignmentSchema = z.object({ xero_code: z.string(), quickbooks_account: z.string() });

/** GET (and PUT) /api/company/account-codes/: the company's table, the fallback accounts where it set none. */
export const accountCodesSchema = z.object({
  default_account: accountAssignmentSchema,
  /** The account the payments file pays from; the programs' standard bank account (090, "Checking") until the company names its own. */
  payment_account: accountAssignmentSchema,
  categories: z.array(
    accountAssignmentSchema.extend({
      category_id: z.string(),
      category_name: z.string(),
      /** The top-level category of a sub-category; null for a top-level one. */
      parent_category_name: z.string().nullable(),
    }),
  ),
  /** When the table was last changed; null: never (the fallback account). */
  updated_at: z.string().nullable(),
});
export type AccountCodes = z.infer<typeof accountCodesSchema>;
