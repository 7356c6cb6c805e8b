import { DataTable, formatBasisPoints, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { OperatorPayoutDetailData } from '../../api/operator-money-api';

type PayoutLineData = OperatorPayoutDetailData['lines'][number];

function columnsIn(currency: string): DataTableColumn<PayoutLineData>[] {
  return [
    { id: 'item', header: 'Item', isRowHeader: true, cell: (line) => `${line.productName}, ${line.variantName}` },
    { id: 'sku', header: 'SKU', cell: (line) => line.sku },
    { id: 'order', header: 'Purchase order', cell: (line) => `${line.purchaseOrderNumber} (${line.orderNumber})` },
    { id: 'quantity', header: 'Quantity', align: 'end', cell: (line) => line.quantity },
    { id: 'gross', header: 'Line total', align: 'end', cell: (line) => formatMoney(line.grossCents, currency) },
    { id: 'rate', header: 'Rate', align: 'end', cell: (line) => formatBasisPoints(line.commissionBasisPoints) },
    { id: 'commission', header: 'Commission', align: 'end', cell: (line) => formatMoney(line.commissionCents, currency) },
    { id: 'net', header: 'Paid out', align: 'end', cell: (line) => formatMoney(line.grossCents - line.commissionCents, currency) },
  ];
}

/** What a payout pays for: each line, what arrived of it, its commission rate and amounts. */
export function PayoutLinesTable({ payout }: { payout: OperatorPayoutDetailData }): ReactElement {
  return <DataTable aria-label="Lines of the payout" columns={columnsIn(payout.currency)} rows={payout.lines} getRowId={(line) => line.lineItemId} />;
}
