import { DataTable, EmptyState, formatDay, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { PayoutData } from '../../api/supplier-payouts-api';
import { RouterLink } from '../../lib/router-link';
import { paths } from '../../paths';
import { payoutStatusWords } from './payout-words';

const columns: DataTableColumn<PayoutData>[] = [
  {
    id: 'date',
    header: 'Payout',
    isRowHeader: true,
    cell: (payout) => (
      <RouterLink href={paths.payout.href(payout.id)} className="mk-link">
        {`Payout of ${formatDay(payout.createdAt) ?? ''}`}
      </RouterLink>
    ),
  },
  { id: 'status', header: 'Status', cell: (payout) => (payout.paidAt ? `${payoutStatusWords(payout.status)} ${formatDay(payout.paidAt) ?? ''}` : payoutStatusWords(payout.status)) },
  { id: 'gross', header: 'Delivered lines', align: 'end', cell: (payout) => formatMoney(payout.grossCents, payout.currency) },
  { id: 'commission', header: 'Commission', align: 'end', cell: (payout) => `−${formatMoney(payout.commissionCents, payout.currency)}` },
  { id: 'amount', header: 'Paid to you', align: 'end', cell: (payout) => formatMoney(payout.amountCents, payout.currency) },
];

/** Props of {@link PayoutsTable}. */
export interface PayoutsTableProps {
  payouts: readonly PayoutData[];
  isLoading: boolean;
}

/** One page of the supplier's payouts, newest first: when, whether it arrived, and the amounts. */
export function PayoutsTable({ payouts, isLoading }: PayoutsTableProps): ReactElement {
  return (
    <DataTable
      aria-label="Payouts"
      columns={columns}
      rows={payouts}
      getRowId={(payout) => payout.id}
      isLoading={isLoading}
      loadingRowCount={3}
      emptyState={<EmptyState title="No payouts yet" description="Delivered lines are paid out once the builder confirms receipt or the holding period ends." titleLevel={3} />}
    />
  );
}
