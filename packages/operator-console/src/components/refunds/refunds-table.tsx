import { DataTable, EmptyState, formatMoment, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { OperatorRefundData } from '../../api/operator-money-api';

const columns: DataTableColumn<OperatorRefundData>[] = [
  { id: 'created', header: 'Started', isRowHeader: true, cell: (refund) => formatMoment(refund.createdAt) },
  { id: 'amount', header: 'Amount', align: 'end', cell: (refund) => formatMoney(refund.amountCents, refund.currency) },
  { id: 'method', header: 'To', cell: (refund) => (refund.method === 'card' ? 'The card' : 'Terms balance') },
  { id: 'reason', header: 'Reason', cell: (refund) => refund.reason },
  {
    id: 'status',
    header: 'Status',
    cell: (refund) =>
      refund.status === 'succeeded' ? (
        <span className="mk-console-badge mk-console-badge--success">{`Refunded ${formatMoment(refund.completedAt) ?? ''}`}</span>
      ) : (
        <span className={`mk-console-badge mk-console-badge--${refund.lastError ? 'danger' : 'warning'}`}>{refund.lastError ? `Pending: ${refund.lastError}` : 'Pending'}</span>
      ),
  },
  { id: 'order', header: 'Order', cell: (refund) => <code>{refund.orderId}</code> },
];

/** Props of {@link RefundsTable}. */
export interface RefundsTableProps {
  refunds: readonly OperatorRefundData[];
  isLoading: boolean;
  isFiltered: boolean;
}

/** A page of refunds, newest first: how much, where to, why, and whether the provider confirmed it (or its last error). */
export function RefundsTable({ refunds, isLoading, isFiltered }: RefundsTableProps): ReactElement {
  return (
    <DataTable
      aria-label="Refunds"
      columns={columns}
      rows={refunds}
      getRowId={(refund) => refund.id}
      isLoading={isLoading}
      loadingRowCount={4}
      emptyState={
        isFiltered ? <EmptyState title="No refunds match" description="Try another status or supplier." titleLevel={3} /> : <EmptyState title="No refunds yet" description="Cancelled lines, lower prices and accepted shortages give money back here." titleLevel={3} />
      }
    />
  );
}
