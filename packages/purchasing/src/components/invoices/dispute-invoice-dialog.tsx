import { zodResolver } from '@hookform/resolvers/zod';
import { applyApiFieldErrors } from '@marketplace/auth';
import { Button, Form, FormError, FormSelect, FormTextArea, Modal, Stack, useFlash } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useDisputeInvoiceMutation, type InvoiceData } from '../../api/invoices-api';
import { disputeFormSchema, type DisputeFormInput, type DisputeFormValues } from '../../forms/invoice-decision-form-schemas';
import { disputeReasonValues, MAX_DISPUTE_NOTE_LENGTH } from '../../forms/procurement-rules';
import { disputeReasonWords } from './invoice-status-words';

const reasonOptions = disputeReasonValues.map((value) => ({ value, label: disputeReasonWords[value] }));

/** Disputes the invoice: why, and what is wrong in words the supplier reads; a disputed amount is not payable. */
export function DisputeInvoiceDialog({ invoice }: { invoice: InvoiceData }): ReactElement {
  const flash = useFlash();
  const [isOpen, setOpen] = useState(false);
  const [dispute] = useDisputeInvoiceMutation();
  const form = useForm<DisputeFormInput, unknown, DisputeFormValues>({ resolver: zodResolver(disputeFormSchema), defaultValues: { note: '' } });
  const submit = form.handleSubmit(async (values) => {
    flash.clear();
    try {
      await dispute({ id: invoice.id, ...values }).unwrap();
      flash.success(`Invoice ${invoice.number} is disputed; ${invoice.supplierCompany.name} is told.`);
      setOpen(false);
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, { reason: 'reason', note: 'note' }, 'We could not dispute the invoice. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  const open = (next: boolean) => {
    if (next) form.reset();
    setOpen(next);
  };
  return (
    <Modal
      title={`Dispute invoice ${invoice.number}`}
      isOpen={isOpen}
      onOpenChange={open}
      trigger={
        <Button variant="secondary">
          Dispute
        </Button>
      }
    >
      <Form onSubmit={(event) => void submit(event)} aria-label="Dispute the invoice">
        <Stack gap="md">
          {serverError ? <FormError title="We could not dispute the invoice" error={serverError} /> : null}
          <FormSelect control={form.control} name="reason" label="Reason" options={reasonOptions} placeholder="Choose a reason" isRequired />
          <FormTextArea control={form.control} name="note" label={`What is wrong (${invoice.supplierCompany.name} reads this)`} rows={3} maxLength={MAX_DISPUTE_NOTE_LENGTH} isRequired />
          <Stack direction="horizontal" gap="sm">
            <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Disputing the invoice">
              Dispute the invoice
            </Button>
            <Button variant="ghost" onPress={() => setOpen(false)}>
              Keep it as it is
            </Button>
          </Stack>
        </Stack>
      </Form>
    </Modal>
  );
}
