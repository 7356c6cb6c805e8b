import { errorMessage, saveBlob } from '@marketplace/api-client';
import { DownloadButtons, type DownloadChoice } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { fetchInvoiceAttachment, fetchInvoicePdf, type SupplierInvoice } from '../../api/supplier-invoices-api';

type InvoiceFile = 'pdf' | 'attachment';

const printed: DownloadChoice<InvoiceFile> = { key: 'pdf', label: 'Invoice (PDF)', loadingLabel: 'Downloading the PDF' };
const attached: DownloadChoice<InvoiceFile> = { key: 'attachment', label: 'Your PDF', loadingLabel: 'Downloading your PDF' };

/**
 * The invoice as the marketplace prints it (times in the viewer's zone), and the supplier's own
 * PDF when one is attached, each saved under a name that says which invoice it is.
 */
export function InvoiceDownloads({ invoice }: { invoice: SupplierInvoice }): ReactElement {
  const { attachment } = invoice;
  const download = async (file: InvoiceFile) => {
    if (file === 'attachment' && attachment) saveBlob(await fetchInvoiceAttachment(invoice.id), attachment.fileName);
    else saveBlob(await fetchInvoicePdf(invoice.id), `invoice-${invoice.number}.pdf`);
  };
  return (
    <DownloadButtons
      choices={attachment ? [printed, attached] : [printed]}
      download={download}
      failureMessage={(error) => errorMessage(error, 'We could not download the invoice. Please try again.')}
    />
  );
}
