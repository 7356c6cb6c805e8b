import type { ApprovalRequestData } from '../../api/approvals-api';

/** Each status as the approvals page says it. */
export const approvalStatusWords: Record<ApprovalRequestData['status'], string> = {
  pending: 'Waiting for a decision',
  approved: 'Approved, the buyer pays by card',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  superseded: 'Superseded by a newer request',
  ordered: 'Ordered',
};

/** Who pays an approved request, in words. */
export const settlementWords: Record<NonNullable<ApprovalRequestData['settlement']>, string> = {
  credit: 'on the company’s credit terms',
  buyer_card: 'by card at checkout',
};
