import type { SupplierApprovalStatus } from '@marketplace/contracts';

/** A supplier's approval status in words, and the tone its badge is drawn in. */
export const approvalWords: Record<SupplierApprovalStatus, { words: string; tone: 'success' | 'warning' | 'danger' }> = {
  approved: { words: 'Approved', tone: 'success' },
  pending: { words: 'Waiting for approval', tone: 'warning' },
  suspended: { words: 'Suspended', tone: 'danger' },
};
