import type { InvoiceExportFormat } from '@marketplace/contracts';
import { Stack } from '@marketplace/ui-kit';
import { format } from 'date-fns';
import type { ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { fetchInvoicesCsv, invoicesExported } from '../../api/invoices-api';
import { DownloadFileButton } from '../shared/download-file-button';

const programs: readonly { format: InvoiceExportFormat; name: string }[] = [
  { format: 'xero', name: 'Xero' },
  { format: 'quickbooks', name: 'QuickBooks' },
];

/**
 * The bookkeeping export (owners and admins): the approved and exported invoices not yet paid, as
 * bills for Xero or QuickBooks Online. The approved ones become exported, so the list is read again.
 */
export function InvoiceExportButtons(): ReactElement {
  const dispatch = useDispatch();
  const today = format(new Date(), 'yyyy-MM-dd');
  return (
    <Stack direction="horizontal" gap="sm" wrap>
      {programs.map((program) => (
        <DownloadFileButton
          key={program.format}
          label={`${program.name} CSV`}
          accessibleLabel={`Export approved invoices for ${program.name} (CSV)`}
          loadingLabel={`Exporting for ${program.name}`}
          fetchFile={() => fetchInvoicesCsv(program.format)}
          fileName={`invoices-${program.format}-${today}.csv`}
          failureMessage="We could not export the invoices. Please try again."
          onSaved={() => dispatch(invoicesExported())}
        />
      ))}
    </Stack>
  );
}
