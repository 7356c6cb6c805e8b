import { errorMessage } from '@marketplace/api-client';
import { Button, formatMoney, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useApproveInvoiceMutation, useMarkInvoicePaidMutation, type InvoiceData } from '../../api/invoices-api';
import { DisputeInvoiceDialog } from './dispute-invoice-dialog';
import { approvedWords } from './invoice-status-words';
import { OverrideApprovalDialog } from './override-approval-dialog';

/** Statuses someone of the company still decides on. */
const undecided: ReadonlySet<InvoiceData['status']> = new Set(['matched', 'exception', 'disputed']);

/** Why the viewer has no decision to take on an invoice that awaits one, in words. */
function whoDecides(invoice: InvoiceData): string | null {
  const overridable = invoice.status === 'exception' || invoice.status === 'disputed';
  if (overridable && !invoice.actions.includes('override')) return 'An invoice with exceptions or in dispute is approved only by an owner or admin, who gives a reason.';
  if (invoice.actions.length === 0 && (undecided.has(invoice.status) || invoice.status === 'approved' || invoice.status === 'exported')) {
    return 'Owners, admins and the project’s approvers (within their approval limit) decide on invoices.';
  }
  return null;
}

/**
 * What the viewer may do now, as the API says (`actions`, which already weighs their role, the
 * project's approvers and their approval limit): approve a matched invoice, approve one with
 * exceptions or in dispute with a reason, dispute, mark paid. Who may not is told who can.
 */
export function InvoiceActions({ invoice }: { invoice: InvoiceData }): ReactElement | null {
  const flash = useFlash();
  const [approve, approving] = useApproveInvoiceMutation();
  const [markPaid, marking] = useMarkInvoicePaidMutation();
  const total = formatMoney(invoice.totalCents, invoice.currency);
  const note = whoDecides(invoice);

  async function step<T>(run: () => Promise<T>, done: (result: T) => string, failed: string) {
    flash.clear();
    try {
      flash.success(done(await run()));
    } catch (error) {
      flash.error(errorMessage(error, failed));
    }
  }

  if (invoice.actions.length === 0 && !note) return null;
  return (
    <Stack gap="sm">
      <Stack direction="horizontal" gap="sm" wrap>
        {invoice.actions.includes('approve') ? (
          <Button
            isLoading={approving.isLoading}
            loadingLabel="Approving the invoice"
            onPress={() => void step(() => approve({ id: invoice.id, overrideReason: null }).unwrap(), approvedWords, 'We could not approve the invoice. Please try again.')}
          >
            {`Approve ${total}`}
          </Button>
        ) : null}
        {invoice.actions.includes('override') ? <OverrideApprovalDialog invoice={invoice} /> : null}
        {invoice.actions.includes('dispute') ? <DisputeInvoiceDialog invoice={invoice} /> : null}
        {invoice.actions.includes('mark_paid') ? (
          <Button
            variant="secondary"
            isLoading={marking.isLoading}
            loadingLabel="Marking the invoice paid"
            onPress={() => void step(() => markPaid(invoice.id).unwrap(), () => `Invoice ${invoice.number} is marked paid.`, 'We could not mark the invoice paid. Please try again.')}
          >
            {`Mark ${total} paid`}
          </Button>
        ) : null}
      </Stack>
      {note ? <p>{note}</p> : null}
    </Stack>
  );
}
