import type { AccountCodes, accountCodesRequestSchema } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { validationError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Auth } from '../../plugins/sessions';
import { lockCompany } from '../companies/companies.repository';
import { recordCompanyAction } from '../company/company-audit';
import { EVERY_COMPANY_ROLE, MANAGING_ROLES, requireCompanyRole } from '../company/company-roles';
import { existingCategoryIds, findAccountCodes, replaceAccountCodes } from './account-codes.repository';
import type { AccountAssignment } from './account-codes.repository';

type AccountCodesInput = z.output<typeof accountCodesRequestSchema>;

/** What each call tells a caller without the role it needs. */
export const ACCOUNT_CODES_ROLE_NEEDED = {
  see: 'Only an owner, admin, approver or buyer of a builder company can see its account codes.',
  change: 'Only an owner or admin can change the account codes.',
} as const;

/** The table as the audit log keeps and compares it: no names, no times, categories in one order. */
const auditShape = (table: { default_account: AccountAssignment; categories: readonly (AccountAssignment & { category_id: string })[] }) => ({
  default_account: { xero_code: table.default_account.xero_code, quickbooks_account: table.default_account.quickbooks_account },
  categories: table.categories
    .map((category) => ({ category_id: category.category_id, xero_code: category.xero_code, quickbooks_account: category.quickbooks_account }))
    .sort((a, b) => a.category_id.localeCompare(b.category_id)),
});

export type AccountCodesService = ReturnType<typeof createAccountCodesService>;

/**
 * A builder company's category → account table (decision 0610): read by its members, replaced
 * whole by owners and admins, audited `account_codes.change`. The export books each invoice line
 * to its category's account.
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
        // Two owners saving at once save one after the other, each audited against what it replaced.
        await lockCompany(trx, actor.companyId);
        const before = await findAccountCodes(trx, actor.companyId);
        // A save that changes nothing writes nothing, and leaves no entry in the log.
        if (JSON.stringify(auditShape(before)) === JSON.stringify(auditShape(input))) return before;
        await replaceAccountCodes(trx, actor.companyId, input, nowIso());
        const saved = await findAccountCodes(trx, actor.companyId);
        await recordCompanyAction(trx, {
          companyId: actor.companyId,
          actorUserId: actor.userId,
          action: 'account_codes.change',
          subjectType: 'company',
          subjectId: actor.companyId,
          before: before.updated_at === null ? null : auditShape(before),
          after: auditShape(saved),
        });
        return saved;
      });
    },
  };
}
