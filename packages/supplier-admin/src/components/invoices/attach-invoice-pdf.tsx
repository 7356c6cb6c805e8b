import { zodResolver } from '@hookform/resolvers/zod';
import { applyServerError } from '@marketplace/auth';
import { MAX_ATTACHMENT_BYTES } from '@marketplace/contracts';
import { Button, Form, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { z } from 'zod';
import { invoiceChanged, uploadInvoiceAttachment, type SupplierInvoice } from '../../api/supplier-invoices-api';
import { PdfFileField } from './pdf-file-field';

const attachmentSchema = z.object({
  file: z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((file) => file !== null, { error: 'Choose the PDF to attach.' })
    .refine((file) => file === null || file.type === 'application/pdf', { error: 'Attach the invoice as a PDF.' })
    .refine((file) => file === null || file.size <= MAX_ATTACHMENT_BYTES, { error: `Attach a PDF of at most ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB.` }),
});
type AttachmentValues = z.input<typeof attachmentSchema>;

/**
 * Attaches the supplier's own PDF of the invoice, or replaces the one attached, until the builder
 * approves it (the API says when: `attach` among the invoice's actions).
 */
export function AttachInvoicePdf({ invoice }: { invoice: SupplierInvoice }): ReactElement {
  const dispatch = useDispatch();
  const flash = useFlash();
  const form = useForm<AttachmentValues>({ resolver: zodResolver(attachmentSchema), defaultValues: { file: null } });
  const submit = form.handleSubmit(async ({ file }) => {
    if (!file) return;
    try {
      await uploadInvoiceAttachment(invoice.id, file);
      dispatch(invoiceChanged(invoice.id));
      form.reset({ file: null });
      flash.success(`${file.name} is attached to invoice ${invoice.number}.`);
    } catch (error) {
      flash.error(applyServerError(error, form.setError, ['file'], 'We could not attach the PDF. Please try again.'));
    }
  });
  return (
    <Form aria-label="Attach your PDF" onSubmit={(event) => void submit(event)}>
      <PdfFileField control={form.control} name="file" label={invoice.attachment ? `Replace ${invoice.attachment.fileName}` : 'Your PDF of the invoice'} />
      <Button type="submit" size="sm" variant="secondary" isLoading={form.formState.isSubmitting} loadingLabel="Attaching the PDF">
        Attach the PDF
      </Button>
    </Form>
  );
}
