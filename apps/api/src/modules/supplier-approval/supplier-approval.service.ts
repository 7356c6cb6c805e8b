import type { SupplierApprovalStatus } from '../../db/operators-schema';
import type { Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';
import { releaseSupplierOffers, withholdSupplierOffers } from './offer-holds';
import { lockedApprovalStatusOf, setApprovalStatus } from './supplier-approval.repository';

/** What a change of a supplier's status did; `changed` is false when it already had that status. */
export interface ApprovalChange {
  from: SupplierApprovalStatus;
  to: SupplierApprovalStatus;
  changed: boolean;
  /** Offers that went on sale (approval) or off sale (suspension). */
  offers: number;
}

/**
 * Moves a supplier to `to` inside the caller's transaction: approving puts back on sale what
 * the supplier keeps on sale, suspending takes all of it off, and the catalogue version moves
 * on with either, so no cached answer shows the old offers.
 */
export async function changeSupplierApproval(trx: Executor, companyId: string, to: 'approved' | 'suspended', at: IsoTime): Promise<ApprovalChange> {
  const from = await lockedApprovalStatusOf(trx, companyId);
  if (from === to) return { from, to, changed: false, offers: 0 };
  await setApprovalStatus(trx, companyId, to, at);
  const offers = to === 'approved' ? await releaseSupplierOffers(trx, companyId) : await withholdSupplierOffers(trx, companyId, at);
  return { from, to, changed: true, offers };
}
