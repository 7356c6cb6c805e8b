import { DataTable, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { InvoiceData, InvoiceLineData } from '../../api/invoices-api';
import { matchStatusWords } from './invoice-status-words';

/** A quantity over (or under) what may be billed, in words. */
function quantityVarianceWords(variance: number | null): string {
  if (variance === null) return '—';
  if (variance === 0) return 'None';
  return `${Math.abs(variance)} ${variance > 0 ? 'over' : 'under'}`;
}

/**
 * Each line billed against its purchase-order line: the order's price, what may be billed
 * (received less what other invoices billed), what this invoice bills, the variances and what the
 * match found, in words, with the API's reason beneath.
 */
export function InvoiceLinesTable({ invoice }: { invoice: InvoiceData }): ReactElement {
  const money = (cents: number | null) => formatMoney(cents, invoice.currency);
  const priceVariance = (cents: number | null) => (cents === null ? '—' : cents === 0 ? 'None' : `${money(Math.abs(cents))} ${cents > 0 ? 'over' : 'under'}`);
  const columns: DataTableColumn<InvoiceLineData>[] = [
    { id: 'line', header: 'Line', isRowHeader: true, cell: (line) => (line.sku ? `${line.description} (SKU ${line.sku})` : line.description) },
    { id: 'poPrice', header: 'Order price', cell: (line) => money(line.poUnitPriceCents), align: 'end' },
    { id: 'billable', header: 'Received, not billed', cell: (line) => line.billableQuantity ?? '—', align: 'end' },
    { id: 'quantity', header: 'Billed', cell: (line) => `${line.quantity}${line.unitOfMeasure ? ` ${line.unitOfMeasure}` : ''}`, align: 'end' },
    { id: 'price', header: 'Billed price', cell: (line) => money(line.unitPriceCents), align: 'end' },
    { id: 'qtyVariance', header: 'Quantity variance', cell: (line) => quantityVarianceWords(line.quantityVariance), align: 'end' },
    { id: 'priceVariance', header: 'Price variance', cell: (line) => priceVariance(line.priceVarianceCents), align: 'end' },
    { id: 'amount', header: 'Amount', cell: (line) => money(line.amountCents), align: 'end' },
    {
      id: 'match',
      header: 'Match',
      cell: (line) => (
        <span className="mk-invoice-match">
          <strong>{matchStatusWords[line.matchStatus]}</strong>
          {line.disputed ? ' · disputed' : ''}
          <span>{line.message}</span>
        </span>
      ),
    },
  ];
  return <DataTable aria-label={`Lines of invoice ${invoice.number}`} columns={columns} rows={invoice.lines} getRowId={(line) => line.id} />;
}
