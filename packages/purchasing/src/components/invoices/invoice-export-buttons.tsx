import type { InvoiceExportFormat, InvoiceExportKind } from '@marketplace/contracts';
import { Stack } from '@marketplace/ui-kit';
import { format } from 'date-fns';
import { useState, type ReactElement } from 'react';
import { useDispatch } from 'react-redux';
import { fetchInvoicesCsv, invoicesExported } from '../../api/invoices-api';
import { DownloadFileButton } from '../shared/download-file-button';
import { RadioGroupField } from '../shared/radio-group-field';

const programs: readonly { format: InvoiceExportFormat; name: string }[] = [
  { format: 'xero', name: 'Xero' },
  { format: 'quickbooks', name: 'QuickBooks' },
];

/** The two files, in words: what each button then exports, and its name for assistive technology. */
const kinds: Record<InvoiceExportKind, { label: string; description: string; accessibleLabel: (program: string) => string; fileName: string }> = {
  bills: { label: 'Bills', description: 'Approved invoices to book', accessibleLabel: (program) => `Export approved invoices for ${program} (CSV)`, fileName: 'invoices' },
  payments: { label: 'Payments', description: 'Paid invoices, each once', accessibleLabel: (program) => `Export payments for ${program} (CSV)`, fileName: 'payments' },
};
const kindChoices = (Object.keys(kinds) as InvoiceExportKind[]).map((kind) => ({ value: kind, label: kinds[kind].label, description: kinds[kind].description }));

/**
 * The bookkeeping export (owners and admins), for Xero or QuickBooks Online: the bills (approved
 * and exported invoices not yet paid; the approved ones become exported, so the list is read
 * again), or the payments of the invoices paid since their bills went out, each in one file only.
 */
export function InvoiceExportButtons(): ReactElement {
  const dispatch = useDispatch();
  const [kind, setKind] = useState<InvoiceExportKind>('bills');
  const today = format(new Date(), 'yyyy-MM-dd');
  const chosen = kinds[kind];
  return (
    <Stack direction="horizontal" gap="md" align="end" wrap>
      <RadioGroupField label="Export" orientation="horizontal" choices={kindChoices} value={kind} onChange={(value) => setKind(value === 'payments' ? 'payments' : 'bills')} />
      <Stack direction="horizontal" gap="sm" wrap>
        {programs.map((program) => (
          <DownloadFileButton
            key={program.format}
            label={`${program.name} CSV`}
            accessibleLabel={chosen.accessibleLabel(program.name)}
            loadingLabel={`Exporting for ${program.name}`}
            fetchFile={() => fetchInvoicesCsv(program.format, kind)}
            fileName={`${chosen.fileName}-${program.format}-${today}.csv`}
            failureMessage={kind === 'payments' ? 'We could not export the payments. Please try again.' : 'We could not export the invoices. Please try again.'}
            // Only the bills file moves invoices (approved to exported); the payments file moves none.
            onSaved={kind === 'bills' ? () => dispatch(invoicesExported()) : undefined}
          />
        ))}
      </Stack>
    </Stack>
  );
}
