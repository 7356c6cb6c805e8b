import { DataTable, EmptyState, formatDay, formatMoney, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement, ReactNode } from 'react';
import type { SupplierInvoiceSummary } from '../../api/supplier-invoices-api';
import { RouterLink } from '../../lib/router-link';
import { paths } from '../../paths';
import { invoiceStatusWords } from './invoice-words';

const invoiceColumn: DataTableColumn<SupplierInvoiceSummary> = {
  id: 'number',
  header: 'Invoice',
  isRowHeader: true,
  cell: (invoice) => (
    <RouterLink href={paths.invoice.href(invoice.id)} className="mk-link">
      {invoice.number}
    </RouterLink>
  ),
};

const purchaseOrderColumns: DataTableColumn<SupplierInvoiceSummary>[] = [
  { id: 'purchaseOrder', header: 'Purchase order', cell: (invoice) => invoice.purchaseOrder.number },
  { id: 'buyer', header: 'Builder', cell: (invoice) => invoice.buyerCompany.name },
];

const recordColumns: DataTableColumn<SupplierInvoiceSummary>[] = [
  { id: 'date', header: 'Dated', cell: (invoice) => formatDay(invoice.invoiceDate) },
  { id: 'due', header: 'Due', cell: (invoice) => formatDay(invoice.dueDate) },
  {
    id: 'status',
    header: 'Status',
    cell: (invoice) => (invoice.exceptionCount > 0 && invoice.status === 'exception' ? `${invoiceStatusWords(invoice.status)} (${invoice.exceptionCount} ${invoice.exceptionCount === 1 ? 'line' : 'lines'})` : invoiceStatusWords(invoice.status)),
  },
  { id: 'total', header: 'Total', align: 'end', cell: (invoice) => formatMoney(invoice.totalCents, invoice.currency) },
];

/** Props of {@link InvoicesTable}. */
export interface InvoicesTableProps {
  invoices: readonly SupplierInvoiceSummary[];
  isLoading: boolean;
  /** Whether to name each invoice's purchase order and builder (not on a purchase order's own page). @defaultValue true */
  showPurchaseOrder?: boolean;
  emptyState: ReactNode;
  'aria-label': string;
}

/** Invoices one row each: number (to its page), dates, where the match and the builder left it, and the total. */
export function InvoicesTable({ invoices, isLoading, showPurchaseOrder = true, emptyState, 'aria-label': label }: InvoicesTableProps): ReactElement {
  const columns = [invoiceColumn, ...(showPurchaseOrder ? purchaseOrderColumns : []), ...recordColumns];
  return <DataTable aria-label={label} columns={columns} rows={invoices} getRowId={(invoice) => invoice.id} isLoading={isLoading} loadingRowCount={3} emptyState={emptyState} />;
}

/** The empty list of a filter or of everything. */
export function noInvoices(isFiltered: boolean): ReactElement {
  return isFiltered ? (
    <EmptyState title="No invoices match" description="Try another status." titleLevel={3} />
  ) : (
    <EmptyState title="No invoices yet" description="Issue an invoice from a purchase order’s page once you have shipped it." titleLevel={3} />
  );
}
