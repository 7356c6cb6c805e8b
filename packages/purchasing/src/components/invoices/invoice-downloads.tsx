import { Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { fetchInvoiceAttachment, fetchInvoicePdf, type InvoiceData } from '../../api/invoices-api';
import { DownloadFileButton } from '../shared/download-file-button';

/** The invoice as the marketplace prints it, and the supplier's own PDF when it attached one. */
export function InvoiceDownloads({ invoice }: { invoice: InvoiceData }): ReactElement {
  const { attachment } = invoice;
  return (
    <Stack direction="horizontal" gap="sm" wrap>
      <DownloadFileButton
        label="Invoice PDF"
        loadingLabel="Downloading the PDF"
        fetchFile={() => fetchInvoicePdf(invoice.id)}
        fileName={`invoice-${invoice.number}.pdf`}
        failureMessage="We could not download the invoice. Please try again."
      />
      {attachment ? (
        <DownloadFileButton
          label="Supplier’s PDF"
          accessibleLabel={`Supplier’s PDF: ${attachment.fileName}`}
          loadingLabel="Downloading the supplier’s PDF"
          fetchFile={() => fetchInvoiceAttachment(attachment.url)}
          fileName={attachment.fileName}
          failureMessage="We could not download the supplier’s PDF. Please try again."
        />
      ) : null}
    </Stack>
  );
}
