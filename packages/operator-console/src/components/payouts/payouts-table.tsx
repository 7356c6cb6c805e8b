import { DataTable, EmptyState, formatDay, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { OperatorPayoutData } from '../../api/operator-money-api';
import { RouterLink } from '../../lib/router-link';
import { paths } from '../../paths';
import { payoutStatusWords } from './payout-words';
import { StatementDownloads } from './statement-downloads';
import { statementFileStem } from './statement-file-stem';

/** How a payout is named on screen: its supplier and day. */
export const payoutName = (payout: OperatorPayoutData) => `${payout.supplierCompanyName}, ${formatDay(payout.createdAt) ?? ''}`;

const columns: DataTableColumn<OperatorPayoutData>[] = [
  {
    id: 'payout',
    header: 'Payout',
    isRowHeader: true,
    cell: (payout) => (
      <RouterLink href={paths.payout.href(payout.id)} className="mk-link">
        {payoutName(payout)}
      </RouterLink>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (payout) => (
      <span className={`mk-console-badge mk-console-badge--${payout.status === 'paid' ? 'success' : payout.lastError ? 'danger' : 'warning'}`}>
        {payout.lastError ? `${payoutStatusWords(payout.status)}: ${payout.lastError}` : payoutStatusWords(payout.status)}
      </span>
    ),
  },
  { id: 'gross', header: 'Lines', align: 'end', cell: (payout) => formatMoney(payout.grossCents, payout.currency) },
  { id: 'commission', header: 'Commission', align: 'end', cell: (payout) => formatMoney(payout.commissionCents, payout.currency) },
  { id: 'amount', header: 'Paid out', align: 'end', cell: (payout) => formatMoney(payout.amountCents, payout.currency) },
  { id: 'statement', header: 'Statement', cell: (payout) => <StatementDownloads payoutId={payout.id} fileStem={statementFileStem(payout)} subject={payoutName(payout)} /> },
];

/** Props of {@link PayoutsTable}. */
export interface PayoutsTableProps {
  payouts: readonly OperatorPayoutData[];
  isLoading: boolean;
  isFiltered: boolean;
}

/** A page of payouts, newest first: whose, when, whether paid (or why not yet), the amounts and the statement. */
export function PayoutsTable({ payouts, isLoading, isFiltered }: PayoutsTableProps): ReactElement {
  return (
    <DataTable
      aria-label="Payouts"
      columns={columns}
      rows={payouts}
      getRowId={(payout) => payout.id}
      isLoading={isLoading}
      loadingRowCount={4}
      emptyState={
        isFiltered ? (
          <EmptyState title="No payouts match" description="Try another status." titleLevel={3} />
        ) : (
          <EmptyState title="No payouts yet" description="Run payouts to pay suppliers for delivered lines." titleLevel={3} />
        )
      }
    />
  );
}
