import { DataTable, EmptyState, formatDay, formatMoment, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { CreditRepaymentData } from '../../api/operator-credit-accounts-api';

const columns: DataTableColumn<CreditRepaymentData>[] = [
  { id: 'received', header: 'Received on', isRowHeader: true, cell: (repayment) => formatDay(repayment.receivedOn) ?? repayment.receivedOn },
  { id: 'amount', header: 'Amount', align: 'end', cell: (repayment) => formatMoney(repayment.amountCents, repayment.currency) },
  { id: 'reference', header: 'Bank reference', cell: (repayment) => repayment.bankReference },
  { id: 'note', header: 'Note', cell: (repayment) => repayment.note ?? '—' },
  { id: 'recorded', header: 'Recorded at', cell: (repayment) => formatMoment(repayment.createdAt) },
];

/** The transfers recorded for a company, newest first: when the money arrived, how much, and the bank's reference to find it on the statement. */
export function RepaymentsTable({ repayments }: { repayments: readonly CreditRepaymentData[] }): ReactElement {
  return (
    <DataTable
      aria-label="Repayments"
      columns={columns}
      rows={repayments}
      getRowId={(repayment) => repayment.id}
      emptyState={<EmptyState title="No repayments yet" description="Transfers recorded for this company appear here." titleLevel={3} />}
    />
  );
}
