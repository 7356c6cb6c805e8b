import type { PurchasingSettings } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/time';
import type { Auth } from '../../plugins/sessions';
import { recordCompanyAction } from './company-audit';
import { lockCompany } from '../companies/companies.repository';
import { EVERY_COMPANY_ROLE, MANAGING_ROLES, requireCompanyRole, ROLE_NEEDED } from './company-roles';
import { findPurchasingSettings, savePurchasingSettings } from './purchasing-settings.repository';

/** What PUT takes, its defaults applied. */
export type PurchasingSettingsInput = Omit<PurchasingSettings, 'updated_at'>;

/** A builder company's purchasing rules: the approval threshold, how long requests wait, budgets (decision 0160). */
export interface PurchasingSettingsService {
  get(auth: Auth): Promise<PurchasingSettings>;
  update(auth: Auth, input: PurchasingSettingsInput): Promise<PurchasingSettings>;
}

const fieldsOf = (settings: PurchasingSettingsInput): PurchasingSettingsInput => ({
  approval_threshold_cents: settings.approval_threshold_cents,
  approval_expiry_hours: settings.approval_expiry_hours,
  approval_over_budget: settings.approval_over_budget,
});

/** Creates the purchasing settings service. */
export function createPurchasingSettingsService({ db }: { db: Kysely<Database> }): PurchasingSettingsService {
  return {
    async get(auth) {
      // Buyers and approvers read them too: they say when an order will need approval.
      const { companyId } = requireCompanyRole(auth, EVERY_COMPANY_ROLE, ROLE_NEEDED.seeSettings);
      return findPurchasingSettings(db, companyId);
    },

    async update(auth, input) {
      const actor = requireCompanyRole(auth, MANAGING_ROLES, ROLE_NEEDED.changeSettings);
      return db.transaction().execute(async (trx) => {
        await lockCompany(trx, actor.companyId);
        const current = await findPurchasingSettings(trx, actor.companyId);
        const before = fieldsOf(current);
        const after = fieldsOf(input);
        if (JSON.stringify(before) === JSON.stringify(after)) return current;
        await savePurchasingSettings(trx, actor.companyId, after, nowIso());
        await recordCompanyAction(trx, {
          companyId: actor.companyId,
          actorUserId: actor.userId,
          action: 'purchasing_settings.change',
          subjectType: 'company',
          subjectId: actor.companyId,
          before: { ...before },
          after: { ...after },
        });
        return findPurchasingSettings(trx, actor.companyId);
      });
    },
  };
}
