import { Card, formatMoment, Stack } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import type { SupplierInvoice } from '../../api/supplier-invoices-api';
import '../../styles/supplier-admin.css';
import { DisputeResponseForm } from './dispute-response-form';
import { disputeReasonWords, disputeStatusWords } from './invoice-words';

/** Props of {@link InvoiceDispute}. */
export interface InvoiceDisputeProps {
  invoice: SupplierInvoice;
  /** What else the supplier may do about it (a corrected invoice), beside its answer. */
  actions?: ReactNode;
}

/**
 * The builder's dispute of the invoice: why (the reason and their note), who and when, the
 * supplier's answer if it gave one, and the form to answer while the API takes one.
 */
export function InvoiceDispute({ invoice, actions }: InvoiceDisputeProps): ReactElement | null {
  const { dispute } = invoice;
  if (!dispute) return null;
  return (
    <Card title="Dispute" titleLevel={2} description={disputeStatusWords(dispute.status)} actions={actions}>
      <Stack gap="md">
        <dl className="mk-facts" aria-label="The builder’s dispute">
          <div>
            <dt>Reason</dt>
            <dd>{disputeReasonWords(dispute.reason)}</dd>
          </div>
          <div>
            <dt>Disputed by</dt>
            <dd>{`${dispute.disputedBy.name}, ${formatMoment(dispute.disputedAt) ?? ''}`}</dd>
          </div>
          <div>
            <dt>The builder’s note</dt>
            <dd>{dispute.note}</dd>
          </div>
          {dispute.supplierResponse ? (
            <div>
              <dt>Your answer</dt>
              <dd>{`${dispute.supplierResponse} (${formatMoment(dispute.respondedAt) ?? ''})`}</dd>
            </div>
          ) : null}
        </dl>
        {invoice.actions.includes('respond') ? <DisputeResponseForm invoice={invoice} /> : null}
      </Stack>
    </Card>
  );
}
