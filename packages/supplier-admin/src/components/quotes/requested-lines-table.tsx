import { DataTable, formatMoney, formatQuantity, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { QuoteLineData, SupplierQuoteRequest } from '../../api/supplier-quotes-api';

/** A line's quantity with its unit; lines described in words may come without one. */
export function askedQuantity(line: QuoteLineData): string {
  return line.unit ? formatQuantity(line.quantity, line.unit) : String(line.quantity);
}

function columnsIn(currency: string): DataTableColumn<QuoteLineData>[] {
  return [
    { id: 'item', header: 'Item', isRowHeader: true, cell: (line) => line.description },
    { id: 'sku', header: 'SKU', cell: (line) => line.sku ?? (line.kind === 'free_text' ? 'Described by the builder' : '—') },
    { id: 'quantity', header: 'Quantity', align: 'end', cell: askedQuantity },
    {
      id: 'award',
      header: 'Awarded to you',
      cell: (line) => (line.award ? `${line.award.quantity} at ${formatMoney(line.award.unitPriceCents, currency)}` : '—'),
    },
  ];
}

/** The lines the builder asks to be quoted, and which of them it awarded to this supplier. */
export function RequestedLinesTable({ request }: { request: SupplierQuoteRequest }): ReactElement {
  return <DataTable aria-label="Lines asked" columns={columnsIn(request.currency)} rows={request.lines} getRowId={(line) => line.id} />;
}
