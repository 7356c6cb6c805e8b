import { DataTable, formatDay, formatMoney, pluralWord, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { InvoiceSummaryData } from '../../api/invoices-api';
import { paths } from '../../paths';
import { invoiceStatusWords } from './invoice-status-words';

/** The status, with how many lines are exceptions when there are any. */
function statusWords(invoice: InvoiceSummaryData): string {
  const exceptions = invoice.exceptionCount > 0 ? ` (${invoice.exceptionCount} ${pluralWord(invoice.exceptionCount, 'line')} off)` : '';
  return `${invoiceStatusWords[invoice.status]}${exceptions}`;
}

/** The company's invoices, one row each; the number opens the invoice and its match. */
export function InvoicesTable({ invoices }: { invoices: readonly InvoiceSummaryData[] }): ReactElement {
  const columns: DataTableColumn<InvoiceSummaryData>[] = [
    { id: 'number', header: 'Invoice', isRowHeader: true, cell: (invoice) => <Link to={paths.invoice.href(invoice.id)}>{invoice.number}</Link> },
    { id: 'supplier', header: 'Supplier', cell: (invoice) => invoice.supplierCompany.name },
    { id: 'project', header: 'Project', cell: (invoice) => invoice.project.name },
    { id: 'po', header: 'Purchase order', cell: (invoice) => invoice.purchaseOrder.number },
    { id: 'date', header: 'Dated', cell: (invoice) => formatDay(invoice.invoiceDate) },
    { id: 'due', header: 'Due', cell: (invoice) => formatDay(invoice.dueDate) },
    { id: 'total', header: 'Total', cell: (invoice) => formatMoney(invoice.totalCents, invoice.currency), align: 'end' },
    { id: 'status', header: 'Status', cell: statusWords },
  ];
  return <DataTable aria-label="Invoices" columns={columns} rows={invoices} getRowId={(invoice) => invoice.id} />;
}
