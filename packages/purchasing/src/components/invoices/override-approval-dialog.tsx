import { zodResolver } from '@hookform/resolvers/zod';
import { applyApiFieldErrors } from '@marketplace/auth';
import { Button, Form, FormError, FormTextArea, formatMoney, Modal, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useApproveInvoiceMutation, type InvoiceData } from '../../api/invoices-api';
import { overrideApprovalFormSchema, type OverrideApprovalFormValues } from '../../forms/invoice-decision-form-schemas';
import { MAX_OVERRIDE_REASON_LENGTH } from '../../forms/procurement-rules';
import { approvedWords } from './invoice-status-words';

/** Approves an invoice with exceptions or in dispute (owners and admins): the reason is required, and recorded. */
export function OverrideApprovalDialog({ invoice }: { invoice: InvoiceData }): ReactElement {
  const flash = useFlash();
  const [isOpen, setOpen] = useState(false);
  const [approve] = useApproveInvoiceMutation();
  const form = useForm<OverrideApprovalFormValues>({ resolver: zodResolver(overrideApprovalFormSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    flash.clear();
    try {
      const approved = await approve({ id: invoice.id, overrideReason: reason }).unwrap();
      flash.success(`${approvedWords(approved)} Your reason is recorded.`);
      setOpen(false);
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, { overrideReason: 'reason' }, 'We could not approve the invoice. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  const open = (next: boolean) => {
    if (next) form.reset();
    setOpen(next);
  };
  return (
    <Modal
      title={`Approve invoice ${invoice.number} despite its exceptions?`}
      isOpen={isOpen}
      onOpenChange={open}
      trigger={<Button>{`Approve ${formatMoney(invoice.totalCents, invoice.currency)} with a reason`}</Button>}
    >
      <Form onSubmit={(event) => void submit(event)} aria-label="Approve with a reason">
        <Stack gap="md">
          {serverError ? <FormError title="We could not approve the invoice" error={serverError} /> : null}
          <p>The invoice is off its purchase order or in dispute. Approving it overrides the match; your reason is kept in its history and the audit log.</p>
          <FormTextArea control={form.control} name="reason" label="Why you approve it" rows={3} maxLength={MAX_OVERRIDE_REASON_LENGTH} isRequired />
          <Stack direction="horizontal" gap="sm">
            <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Approving the invoice">
              Approve the invoice
            </Button>
            <Button variant="ghost" onPress={() => setOpen(false)}>
              Keep it open
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Modal>
  );
}
