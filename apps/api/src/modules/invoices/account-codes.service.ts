import type { AccountCodes, accountCodesRequestSchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { validationError } from '../../lib/app-error';
import type { Auth } from '../../plugins/sessions';
import { EVERY_COMPANY_ROLE, MANAGING_ROLES, requireCompanyRole } from '../company/company-roles';
import { replaceCompanySetting } from '../company/company-setting-change';
import { existingCategoryIds, findAccountCodes, replaceAccountCodes } from './account-codes.repository';
import type { AccountAssignment, AccountTable } from './account-codes.repository';

type AccountCodesInput = z.output<typeof accountCodesRequestSchema>;

/** What each call tells a caller without the role it needs. */
export const ACCOUNT_CODES_ROLE_NEEDED = {
  see: 'Only an owner, admin, approver or buyer of a builder company can see its account codes.',
  change: 'Only an owner or admin can change the account codes.',
} as const;

/** One account, its fields always in one order, so two tables compare as JSON. */
const canonical = (account: AccountAssignment): AccountAssignment => ({ xero_code: account.xero_code, quickbooks_account: account.quickbooks_account });

/** The table as the audit log keeps and compares it: no names, no times, categories in one order. */
const auditShape = (table: AccountTable) => ({
  default_account: canonical(table.default_account),
  payment_account: canonical(table.payment_account),
  categories: table.categories
    .map((category) => ({ category_id: category.category_id, xero_code: category.xero_code, quickbooks_account: category.quickbooks_account }))
    .sort((a, b) => a.category_id.localeCompare(b.category_id)),
});

export type AccountCodesService = ReturnType<typeof createAccountCodesService>;

/**
 * A builder company's category → account table and the account it pays from (decision 0610): read
 * by its members, replaced whole by owners and admins, audited `account_codes.change`. The bills
 * file books each invoice line to its category's account, the payments file each payment to the
 * paying account.
 */
export function createAccountCodesService({ db }: { db: Kysely<Database> }) {
  return {
    async get(auth: Auth): Promise<AccountCodes> {
      const { companyId } = requireCompanyRole(auth, EVERY_COMPANY_ROLE, ACCOUNT_CODES_ROLE_NEEDED.see);
      return findAccountCodes(db, companyId);
    },

    async update(auth: Auth, input: AccountCodesInput): Promise<AccountCodes> {
      const actor = requireCompanyRole(auth, MANAGING_ROLES, ACCOUNT_CODES_ROLE_NEEDED.change);
      return db.transaction().execute(async (trx) => {
        const known = await existingCategoryIds(trx, input.categories.map((category) => category.category_id));
        const unknown = input.categories.findIndex((category) => !known.has(category.category_id));
        if (unknown >= 0) throw validationError({ [`categories.${unknown}.category_id`]: 'There is no such category in the catalogue.' });
        return replaceCompanySetting(trx, actor, {
          action: 'account_codes.change',
          read: () => findAccountCodes(trx, actor.companyId),
          auditShape,
          wanted: auditShape(input),
          write: (at) => replaceAccountCodes(trx, actor.companyId, input, at),
        });
      });
    },
  };
}
