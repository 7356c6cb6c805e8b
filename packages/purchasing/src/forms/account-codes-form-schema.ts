import type { Path } from 'react-hook-form';
import { z } from 'zod';
import type { AccountCodesData } from '../api/account-codes-api';

/*
 * The contracts' bounds of the account codes (invoice-accounting.ts), repeated here on purpose as
 * procurement-rules.ts does: the screens import no runtime value of the contracts' modules, whose
 * schemas would come along into the first pages' shared chunks. account-codes-form-schema.test.ts
 * checks that they agree.
 */

/** Xero's account codes are at most 10 characters; QuickBooks names an account in at most 100. */
export const MAX_XERO_ACCOUNT_CODE_LENGTH = 10;
export const MAX_QUICKBOOKS_ACCOUNT_LENGTH = 100;
/** The most categories one table maps. */
export const MAX_ACCOUNT_CODE_CATEGORIES = 500;

/** A spreadsheet reads a cell starting so as a formula; no account code or name starts so. */
const FORMULA_START = /^[=+\-@]/;

function accountField(label: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, { error: `Give the ${label}.` })
    .max(max, { error: `Use at most ${max} characters.` })
    .refine((value) => !FORMULA_START.test(value), { error: `Start the ${label} with a letter or digit.` });
}

const accountFields = {
  xeroCode: accountField('Xero account code', MAX_XERO_ACCOUNT_CODE_LENGTH),
  quickbooksAccount: accountField('QuickBooks account', MAX_QUICKBOOKS_ACCOUNT_LENGTH),
};

/**
 * The account codes as typed, named as the API names them (camelCased), so its refusals land
 * under the same fields: the default account, the account payments are made from, then one row
 * per mapped category. What is sent is the whole table, trimmed.
 */
export const accountCodesFormSchema = z
  .object({
    defaultAccount: z.object(accountFields),
    paymentAccount: z.object(accountFields),
    categories: z.array(z.object({ categoryId: z.string().min(1, { error: 'Choose a category.' }), ...accountFields })).max(MAX_ACCOUNT_CODE_CATEGORIES, { error: `Map at most ${MAX_ACCOUNT_CODE_CATEGORIES} categories.` }),
  })
  .superRefine(({ categories }, context) => {
    const seen = new Set<string>();
    categories.forEach((row, index) => {
      if (row.categoryId && seen.has(row.categoryId)) context.addIssue({ code: 'custom', path: ['categories', index, 'categoryId'], message: 'This category has an account above: give each category once.' });
      seen.add(row.categoryId);
    });
  });
export type AccountCodesFormInput = z.input<typeof accountCodesFormSchema>;
export type AccountCodesFormOutput = z.output<typeof accountCodesFormSchema>;

/** The form filled with the table in force. */
export function accountCodesFormValues(table: AccountCodesData): AccountCodesFormInput {
  return {
    defaultAccount: { ...table.defaultAccount },
    paymentAccount: { ...table.paymentAccount },
    categories: table.categories.map(({ categoryId, xeroCode, quickbooksAccount }) => ({ categoryId, xeroCode, quickbooksAccount })),
  };
}

/**
 * Which field shows each of the API's (camelCased) field names: the same names, for the rows
 * there are; anything else joins the form's error.
 */
export function accountCodesFieldOfApiField(rowCount: number): Record<string, Path<AccountCodesFormInput>> {
  const fields: Record<string, Path<AccountCodesFormInput>> = {
    'defaultAccount.xeroCode': 'defaultAccount.xeroCode',
    'defaultAccount.quickbooksAccount': 'defaultAccount.quickbooksAccount',
    'paymentAccount.xeroCode': 'paymentAccount.xeroCode',
    'paymentAccount.quickbooksAccount': 'paymentAccount.quickbooksAccount',
  };
  for (let index = 0; index < rowCount; index++) {
    for (const name of ['categoryId', 'xeroCode', 'quickbooksAccount'] as const) fields[`categories.${index}.${name}`] = `categories.${index}.${name}`;
  }
  return fields;
}
