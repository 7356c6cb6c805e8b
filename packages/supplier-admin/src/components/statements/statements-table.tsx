import { DataTable, EmptyState, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import type { SupplierStatementData } from '../../api/supplier-invoices-api';
import { statementRows, type StatementRow } from './statement-totals';

/** Totals read as totals: bold, like the sums under a ledger's columns. */
const asTotal = (row: StatementRow, content: ReactNode) => (row.isTotal ? <strong>{content}</strong> : content);
const money = (pick: (row: StatementRow) => number) => (row: StatementRow) => asTotal(row, formatMoney(pick(row), row.currency));

const columns: DataTableColumn<StatementRow>[] = [
  { id: 'builder', header: 'Builder', isRowHeader: true, cell: (row) => asTotal(row, row.label) },
  { id: 'invoices', header: 'Invoices', align: 'end', cell: (row) => asTotal(row, row.invoiceCount) },
  { id: 'balance', header: 'Open balance', align: 'end', cell: money((row) => row.openBalanceCents) },
  { id: 'disputed', header: 'Disputed', align: 'end', cell: money((row) => row.disputedCents) },
  { id: 'current', header: 'Current', align: 'end', cell: money((row) => row.aging.currentCents) },
  { id: 'days1to30', header: '1–30 days', align: 'end', cell: money((row) => row.aging.days130Cents) },
  { id: 'days31to60', header: '31–60 days', align: 'end', cell: money((row) => row.aging.days3160Cents) },
  { id: 'days61to90', header: '61–90 days', align: 'end', cell: money((row) => row.aging.days6190Cents) },
  { id: 'days90plus', header: '90+ days', align: 'end', cell: money((row) => row.aging.daysOver90Cents) },
];

/** Props of {@link StatementsTable}. */
export interface StatementsTableProps {
  statements: readonly SupplierStatementData[];
  isLoading: boolean;
}

/**
 * What each builder company owes the supplier, in each currency: the open balance, how much of it
 * is disputed, and how late it is by due date; then the totals of each currency.
 */
export function StatementsTable({ statements, isLoading }: StatementsTableProps): ReactElement {
  return (
    <DataTable
      aria-label="Statements by builder"
      columns={columns}
      rows={statementRows(statements)}
      getRowId={(row) => row.id}
      isLoading={isLoading}
      loadingRowCount={3}
      emptyState={<EmptyState title="Nothing is owed to you" description="Invoices the builders have not paid yet, and are not void, add up here." titleLevel={3} />}
    />
  );
}
