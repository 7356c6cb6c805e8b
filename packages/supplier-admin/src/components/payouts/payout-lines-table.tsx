import { DataTable, formatBasisPoints, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { PayoutDetailData } from '../../api/supplier-payouts-api';

type PayoutLineData = PayoutDetailData['lines'][number];

/** The columns, in the payout's currency. */
function columnsIn(currency: string): DataTableColumn<PayoutLineData>[] {
  return [
    { id: 'item', header: 'Item', isRowHeader: true, cell: (line) => `${line.productName}, ${line.variantName}` },
    { id: 'sku', header: 'SKU', cell: (line) => line.sku },
    { id: 'order', header: 'Purchase order', cell: (line) => `${line.purchaseOrderNumber} (${line.orderNumber})` },
    { id: 'quantity', header: 'Quantity', align: 'end', cell: (line) => line.quantity },
    { id: 'gross', header: 'Line total', align: 'end', cell: (line) => formatMoney(line.grossCents, currency) },
    { id: 'commission', header: 'Commission', align: 'end', cell: (line) => `−${formatMoney(line.commissionCents, currency)} (${formatBasisPoints(line.commissionBasisPoints)})` },
    { id: 'net', header: 'Paid to you', align: 'end', cell: (line) => formatMoney(line.grossCents - line.commissionCents, currency) },
  ];
}

/** What one payout pays for: each delivered line, what arrived of it, and the commission at its rate. */
export function PayoutLinesTable({ payout }: { payout: PayoutDetailData }): ReactElement {
  return <DataTable aria-label="Lines of the payout" columns={columnsIn(payout.currency)} rows={payout.lines} getRowId={(line) => line.lineItemId} />;
}
