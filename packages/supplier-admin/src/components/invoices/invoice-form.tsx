import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@marketplace/api-client';
import { applyApiFieldErrors } from '@marketplace/auth';
import { Button, dayFromToday, Form, FormDayField, FormError, FormTextField, Stack, useFlash } from '@marketplace/ui-kit';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { invoiceChanged, uploadInvoiceAttachment, useIssueInvoiceMutation, type SupplierInvoice } from '../../api/supplier-invoices-api';
import { invoiceFieldOfApiField, invoiceFormSchema, type InvoiceFormOutput, type InvoiceFormValues } from '../../forms/invoice-form-schema';
import { InvoiceFormTotals } from './invoice-form-totals';
import { InvoiceLineFields } from './invoice-line-fields';
import { PdfFileField } from './pdf-file-field';

/** Props of {@link InvoiceForm}. */
export interface InvoiceFormProps {
  purchaseOrderId: string;
  /** The purchase order's currency, for the running total. */
  currency: string;
  defaultValues: InvoiceFormValues;
  /** The disputed invoice a corrected one replaces (it becomes void). */
  replaces?: { id: string; number: string };
  /** A word above the lines on what they bill, e.g. what has shipped and is not yet invoiced. */
  lead?: ReactNode;
  /** Called once the invoice is issued (its PDF attached, or the failure to attach it flashed). */
  onIssued: (invoice: SupplierInvoice) => void;
  onCancel: () => void;
}

/**
 * Issues an invoice for a purchase order: the supplier's invoice number and date, the lines billed
 * (prefilled by the caller), tax, freight and, optionally, the supplier's own PDF, attached once the
 * invoice exists. The API matches it at once against the purchase order and what was received.
 */
export function InvoiceForm({ purchaseOrderId, currency, defaultValues, replaces, lead, onIssued, onCancel }: InvoiceFormProps): ReactElement {
  const [issue] = useIssueInvoiceMutation();
  const dispatch = useDispatch();
  const flash = useFlash();
  const today = dayFromToday(0);
  const schema = useMemo(() => invoiceFormSchema(today, replaces?.id), [today, replaces?.id]);
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormOutput>({ resolver: zodResolver(schema), defaultValues });
  const { control } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const submit = form.handleSubmit(async ({ invoice, attachment }) => {
    let issued: SupplierInvoice;
    try {
      issued = await issue({ purchaseOrderId, invoice }).unwrap();
    } catch (error) {
      flash.error(applyApiFieldErrors(error, form.setError, invoiceFieldOfApiField(invoice.lines.length), 'We could not issue the invoice. Please try again.'));
      return;
    }
    const done = replaces ? `Invoice ${issued.number} issued; it replaces ${replaces.number}, which is now void.` : `Invoice ${issued.number} issued.`;
    if (attachment) {
      try {
        await uploadInvoiceAttachment(issued.id, attachment);
        dispatch(invoiceChanged(issued.id));
      } catch (error) {
        // The invoice stands: only the file is missing, and its page offers to attach it again.
        flash.error(`${done} Your PDF was not attached: ${errorMessage(error, 'please try again from the invoice’s page.')}`);
        onIssued(issued);
        return;
      }
    }
    flash.success(done);
    onIssued(issued);
  });
  const { errors } = form.formState;
  const serverError = errors.root?.server?.message;
  const linesError = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <Form aria-label={replaces ? `Corrected invoice for ${replaces.number}` : 'New invoice'} onSubmit={(event) => void submit(event)}>
      {serverError ? <FormError title="The invoice was not issued" error={serverError} /> : null}
      <Stack gap="md">
        <Stack direction="horizontal" gap="md" align="start" wrap>
          <FormTextField control={control} name="number" label="Invoice number" description={replaces ? 'A new number: each invoice has its own.' : 'Your own invoice number.'} isRequired />
          <FormDayField control={control} name="invoiceDate" label="Invoice date" maxValue={today} isRequired />
        </Stack>
        {lead ? <p className="mk-fieldset__help">{lead}</p> : null}
        {linesError ? <FormError title="Lines" error={linesError} /> : null}
        {lines.fields.map((field, index) => (
          <InvoiceLineFields key={field.id} control={control} index={index} line={field} onRemove={() => lines.remove(index)} />
        ))}
        <Stack direction="horizontal" gap="md" align="start" wrap>
          <FormTextField control={control} name="tax" label="Tax ($)" inputMode="decimal" description="Empty: none." />
          <FormTextField control={control} name="freight" label="Freight ($)" inputMode="decimal" description="Empty: none." />
        </Stack>
        <InvoiceFormTotals control={control} currency={currency} />
        <PdfFileField control={control} name="attachment" label="Your PDF of the invoice (optional)" description="Attached to the invoice for the builder’s records." />
        <Stack direction="horizontal" gap="sm">
          <Button type="submit" isLoading={form.formState.isSubmitting} loadingLabel="Issuing the invoice">
            {replaces ? 'Issue the corrected invoice' : 'Issue the invoice'}
          </Button>
          <Button variant="ghost" onPress={onCancel}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
