import { DataTable, formatDay, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { ReconciliationDayData } from '../../api/operator-money-api';

const money = (cents: number) => formatMoney(cents);

const columns: DataTableColumn<ReconciliationDayData>[] = [
  { id: 'day', header: 'Day (UTC)', isRowHeader: true, cell: (day) => formatDay(day.day) ?? day.day },
  { id: 'charges', header: 'Charges', align: 'end', cell: (day) => money(day.charges) },
  { id: 'refunds', header: 'Refunds', align: 'end', cell: (day) => money(day.refunds) },
  { id: 'creditDrawn', header: 'Credit drawn', align: 'end', cell: (day) => money(day.creditDrawn) },
  { id: 'creditReduced', header: 'Credit reduced', align: 'end', cell: (day) => money(day.creditReduced) },
  // Cash in from builders repaying credit on terms: shown beside the equation, not part of it.
  { id: 'creditRepaid', header: 'Credit repaid', align: 'end', cell: (day) => money(day.creditRepaid) },
  { id: 'payouts', header: 'Payouts', align: 'end', cell: (day) => money(day.payouts) },
  { id: 'commission', header: 'Commission', align: 'end', cell: (day) => money(day.commission) },
  { id: 'heldChange', header: 'Held (change)', align: 'end', cell: (day) => money(day.heldChange) },
  { id: 'heldAtClose', header: 'Held at close', align: 'end', cell: (day) => money(day.heldAtClose) },
  {
    id: 'difference',
    header: 'Difference',
    align: 'end',
    cell: (day) => (day.differenceCents === 0 ? money(0) : <span className="mk-console-difference">{money(day.differenceCents)}</span>),
  },
];

/** The reconciliation day by day (UTC), in dollars; a day whose books do not agree shows its difference in red. */
export function ReconciliationDaysTable({ days }: { days: readonly ReconciliationDayData[] }): ReactElement {
  return (
    <DataTable
      aria-label="Reconciliation by day"
      columns={columns}
      rows={days}
      getRowId={(day) => day.day}
      emptyState={<p className="mk-console-muted">No money moved on these days.</p>}
    />
  );
}
