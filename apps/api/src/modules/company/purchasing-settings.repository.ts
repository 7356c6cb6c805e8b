import { DEFAULT_APPROVAL_EXPIRY_HOURS } from '@marketplace/contracts';
import type { PurchasingSettings } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';

/**
 * What a company that never set its purchasing rules has: no threshold, requests that wait 72
 * hours, and a project budget (once one is set) that an order may not pass without approval.
 */
export const DEFAULT_PURCHASING_SETTINGS: PurchasingSettings = {
  approval_threshold_cents: null,
  approval_expiry_hours: DEFAULT_APPROVAL_EXPIRY_HOURS,
  approval_over_budget: true,
  updated_at: null,
};

/** A company's purchasing settings, or the defaults. Exported for the approval rules at checkout. */
export async function findPurchasingSettings(db: Executor, companyId: string): Promise<PurchasingSettings> {
  const row = await db
    .selectFrom('purchasing_settings')
    .select(['approval_threshold_cents', 'approval_expiry_hours', 'approval_over_budget', 'updated_at'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_PURCHASING_SETTINGS };
  return {
    // PostgreSQL answers bigint columns as text.
    approval_threshold_cents: row.approval_threshold_cents === null ? null : Number(row.approval_threshold_cents),
    approval_expiry_hours: Number(row.approval_expiry_hours),
    approval_over_budget: Number(row.approval_over_budget) === 1,
    updated_at: row.updated_at,
  };
}

/** Stores a company's purchasing settings. */
export async function savePurchasingSettings(db: Executor, companyId: string, settings: Omit<PurchasingSettings, 'updated_at'>, at: IsoTime): Promise<void> {
  const values = {
    approval_threshold_cents: settings.approval_threshold_cents,
    approval_expiry_hours: settings.approval_expiry_hours,
    approval_over_budget: settings.approval_over_budget ? 1 : 0,
    updated_at: at,
  };
  await db
    .insertInto('purchasing_settings')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute();
}
