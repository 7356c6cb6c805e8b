import { DataTable, formatMoney, Stack, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { InvoiceLineData, SupplierInvoice } from '../../api/supplier-invoices-api';
import { matchStatusWords } from './invoice-words';

const muted = { color: 'var(--mk-color-text-muted)' } as const;

function columnsIn(currency: string): DataTableColumn<InvoiceLineData>[] {
  return [
    { id: 'item', header: 'Item', isRowHeader: true, cell: (line) => (line.disputed ? `${line.description} (disputed)` : line.description) },
    { id: 'sku', header: 'SKU', cell: (line) => line.sku ?? '—' },
    {
      id: 'quantity',
      header: 'Billed',
      align: 'end',
      // What could be billed (received less what other invoices billed) beside what this one bills.
      cell: (line) => (line.billableQuantity === null ? line.quantity : `${line.quantity} of ${line.billableQuantity} billable`),
    },
    {
      id: 'price',
      header: 'Unit price',
      align: 'end',
      cell: (line) => (line.poUnitPriceCents !== null && line.poUnitPriceCents !== line.unitPriceCents ? `${formatMoney(line.unitPriceCents, currency)} (PO ${formatMoney(line.poUnitPriceCents, currency)})` : formatMoney(line.unitPriceCents, currency)),
    },
    { id: 'amount', header: 'Amount', align: 'end', cell: (line) => formatMoney(line.amountCents, currency) },
    {
      id: 'match',
      header: 'Match',
      cell: (line) => (
        <Stack gap="xs">
          <span>{matchStatusWords(line.matchStatus)}</span>
          <span style={muted}>{line.message}</span>
        </Stack>
      ),
    },
  ];
}

/** The invoice's lines with what the three-way match found for each, and which the builder disputes. */
export function InvoiceLinesTable({ invoice }: { invoice: SupplierInvoice }): ReactElement {
  return <DataTable aria-label={`Lines of invoice ${invoice.number}`} columns={columnsIn(invoice.currency)} rows={invoice.lines} getRowId={(line) => line.id} />;
}
