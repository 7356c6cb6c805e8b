import { DataTable, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { ApprovalRequestData } from '../../api/approvals-api';

type Line = ApprovalRequestData['lines'][number];

/** What the buyer asked for, as they saw it when asking (prices included): the approver decides on this, not today's cart. */
export function ApprovalLinesTable({ request }: { request: ApprovalRequestData }): ReactElement {
  const money = (cents: number) => formatMoney(cents, request.currency);
  const columns: DataTableColumn<Line>[] = [
    { id: 'item', header: 'Item', cell: (line) => `${line.productName}, ${line.variantName}`, isRowHeader: true },
    { id: 'quantity', header: 'Quantity', cell: (line) => line.quantity, align: 'end' },
    { id: 'price', header: 'Unit price', cell: (line) => money(line.unitPriceCents), align: 'end' },
    { id: 'total', header: 'Line total', cell: (line) => money(line.lineTotalCents), align: 'end' },
  ];
  return <DataTable aria-label={`Lines of the request for ${request.projectName}`} columns={columns} rows={request.lines} getRowId={(line) => `${line.supplierId}:${line.productName}:${line.variantName}`} />;
}
