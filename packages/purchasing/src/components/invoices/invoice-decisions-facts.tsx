import { formatMoment } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { InvoiceData } from '../../api/invoices-api';
import { disputeReasonWords } from './invoice-status-words';

/** Where a dispute stands, in words. */
const disputeStatusWords = {
  open: 'Waiting for the supplier’s answer',
  supplier_responded: 'The supplier answered',
  resolved: 'Resolved',
} as const;

/** The dispute (why, by whom, the supplier's answer) and the approval (by whom, any override's reason). */
export function InvoiceDecisionsFacts({ invoice }: { invoice: InvoiceData }): ReactElement | null {
  const { dispute, approval } = invoice;
  if (!dispute && !approval) return null;
  return (
    <dl className="mk-approval-facts" aria-label="Dispute and approval">
      {dispute ? (
        <>
          <div>
            <dt>Disputed</dt>
            <dd>{`${disputeReasonWords[dispute.reason]}, by ${dispute.disputedBy.name} ${formatMoment(dispute.disputedAt) ?? ''} · ${disputeStatusWords[dispute.status]}`}</dd>
          </div>
          <div>
            <dt>What is wrong</dt>
            <dd>{dispute.note}</dd>
          </div>
          <div>
            <dt>Supplier’s response</dt>
            <dd>{dispute.supplierResponse ? `${dispute.supplierResponse} (${formatMoment(dispute.respondedAt) ?? ''})` : 'No answer yet.'}</dd>
          </div>
        </>
      ) : null}
      {approval ? (
        <>
          <div>
            <dt>Approved</dt>
            <dd>{`By ${approval.approvedBy.name} ${formatMoment(approval.approvedAt) ?? ''}`}</dd>
          </div>
          {approval.overrideReason ? (
            <div>
              <dt>Override reason</dt>
              <dd>{approval.overrideReason}</dd>
            </div>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}
