import type { Executor } from '../../db/schema';
import { nowIso } from '../../lib/time';
import type { IsoTime } from '../../lib/time';
import { lockCompany } from '../companies/companies.repository';
import { recordCompanyAction } from './company-audit';
import type { CompanyMemberAuth } from './company-roles';

/** A company setting replaced whole by one of its owners or admins, and how to read, compare and write it. */
export interface CompanySettingChange<Setting extends { updated_at: IsoTime | null }> {
  /** The audit log's action, e.g. `account_codes.change`. */
  action: string;
  /** The setting as the API answers it, read in the change's transaction; `updated_at` null while the company never set it. */
  read: () => Promise<Setting>;
  /** The setting as the audit log keeps and compares it: no names, no times, lists in one order. */
  auditShape: (setting: Setting) => Record<string, unknown>;
  /** What the caller asked for, in that same shape. */
  wanted: Record<string, unknown>;
  /** Writes what the caller asked for in the change's transaction, stamped `at`. */
  write: (at: IsoTime) => Promise<void>;
}

/**
 * Replaces a company setting in the caller's transaction, audited once. Under the company's lock,
 * so two owners saving at once save one after the other, each audited against what it replaced.
 * A save that changes nothing writes nothing and leaves no entry in the log; the first save of a
 * setting never set is logged as replacing nothing (`before` null), not the defaults it answered.
 */
export async function replaceCompanySetting<Setting extends { updated_at: IsoTime | null }>(trx: Executor, actor: CompanyMemberAuth, change: CompanySettingChange<Setting>): Promise<Setting> {
  await lockCompany(trx, actor.companyId);
  const before = await change.read();
  if (JSON.stringify(change.auditShape(before)) === JSON.stringify(change.wanted)) return before;
  await change.write(nowIso());
  const saved = await change.read();
  await recordCompanyAction(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    action: change.action,
    subjectType: 'company',
    subjectId: actor.companyId,
    before: before.updated_at === null ? null : change.auditShape(before),
    after: change.auditShape(saved),
  });
  return saved;
}
