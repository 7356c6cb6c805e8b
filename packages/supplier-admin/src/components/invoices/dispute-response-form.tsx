import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError } from '@marketplace/auth';
import { Button, Form, FormError, FormTextArea, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useRespondToInvoiceDisputeMutation, type SupplierInvoice } from '../../api/supplier-invoices-api';
import { disputeResponseFormFieldNames, disputeResponseFormSchema, type DisputeResponseFormOutput, type DisputeResponseFormValues } from '../../forms/schemas';

/**
 * The supplier's answer to the builder's dispute; the invoice stays disputed until the builder
 * approves it or a corrected invoice replaces it. Answering again replaces the last answer.
 */
export function DisputeResponseForm({ invoice }: { invoice: SupplierInvoice }): ReactElement {
  const [respond] = useRespondToInvoiceDisputeMutation();
  const flash = useFlash();
  const form = useForm<DisputeResponseFormValues, unknown, DisputeResponseFormOutput>({ resolver: zodResolver(disputeResponseFormSchema), defaultValues: { note: '' } });
  const submit = form.handleSubmit(async ({ note }) => {
    try {
      await respond({ id: invoice.id, note }).unwrap();
      form.reset({ note: '' });
      flash.success(`Your answer on invoice ${invoice.number} was sent to ${invoice.buyerCompany.name}.`);
    } catch (error) {
      flash.error(applyServerError(error, form.setError, disputeResponseFormFieldNames, 'We could not send your answer. Please try again.'));
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Form aria-label="Answer the dispute" onSubmit={(event) => void submit(event)}>
      {serverError ? <FormError title="Your answer was not sent" error={serverError} /> : null}
      <FormTextArea control={form.control} name="note" label="Your answer" description="What you found, and what you will do: a credit, a corrected invoice, or why the invoice stands." rows={4} isRequired />
      <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Sending your answer">
        Send the answer
      </Button>
    </Form>
  );
}
