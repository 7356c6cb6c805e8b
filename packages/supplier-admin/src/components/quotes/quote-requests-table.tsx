import { DataTable, EmptyState, formatDay, formatMoment, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { SupplierQuoteRequestSummary } from '../../api/supplier-quotes-api';
import { RouterLink } from '../../lib/router-link';
import { paths } from '../../paths';
import { fromNow, inboxStatusOf, inboxStatusWords } from './quote-words';

const columns: DataTableColumn<SupplierQuoteRequestSummary>[] = [
  {
    id: 'request',
    header: 'Request',
    isRowHeader: true,
    cell: (request) => (
      <RouterLink href={paths.quoteRequest.href(request.id)} className="mk-link">
        {`${request.project.name} · ${request.buyerCompany.name}`}
      </RouterLink>
    ),
  },
  { id: 'status', header: 'Status', cell: (request) => inboxStatusWords(inboxStatusOf(request)) },
  {
    id: 'respondBy',
    header: 'Respond by',
    // Open requests say how long is left, so the closest deadline stands out.
    cell: (request) => `${formatMoment(request.respondBy) ?? ''}${request.acceptingAnswers ? ` (${fromNow(request.respondBy)})` : ''}`,
  },
  { id: 'neededBy', header: 'Needed by', cell: (request) => formatDay(request.neededBy) },
  { id: 'city', header: 'Project city', cell: (request) => `${request.project.city}, ${request.project.state}` },
  { id: 'lines', header: 'Lines', align: 'end', cell: (request) => request.lineCount },
];

/** Props of {@link QuoteRequestsTable}. */
export interface QuoteRequestsTableProps {
  requests: readonly SupplierQuoteRequestSummary[];
  isLoading: boolean;
}

/** One page of the quote requests builders sent this supplier, newest first. */
export function QuoteRequestsTable({ requests, isLoading }: QuoteRequestsTableProps): ReactElement {
  return (
    <DataTable
      aria-label="Quote requests"
      columns={columns}
      rows={requests}
      getRowId={(request) => request.id}
      isLoading={isLoading}
      loadingRowCount={4}
      emptyState={<EmptyState title="No quote requests yet" description="When a builder asks you to quote a project’s materials, the request appears here." titleLevel={3} />}
    />
  );
}
