import { DataTable, formatDay, formatMoment, pluralWord, type DataTableColumn } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { QuoteRequestSummaryData } from '../../api/quotes-api';
import { paths } from '../../paths';
import { quoteRequestStatusWords } from './quote-status-words';

/** "2 of 3 answered": how many of the suppliers invited have answered. */
function answeredWords(request: QuoteRequestSummaryData): string {
  const answered = request.invitations.filter((invitation) => invitation.status === 'responded').length;
  return `${answered} of ${request.invitations.length} answered`;
}

/** The company's quote requests, one row each; the project opens the request and its answers. */
export function QuoteRequestsTable({ requests }: { requests: readonly QuoteRequestSummaryData[] }): ReactElement {
  const columns: DataTableColumn<QuoteRequestSummaryData>[] = [
    {
      id: 'project',
      header: 'Project',
      isRowHeader: true,
      cell: (request) => <Link to={paths.quote.href(request.id)}>{request.project.name}</Link>,
    },
    { id: 'asked', header: 'Asked', cell: (request) => `${formatMoment(request.createdAt) ?? ''} by ${request.requestedBy.name}` },
    { id: 'lines', header: 'Lines', cell: (request) => `${request.lineCount} ${pluralWord(request.lineCount, 'line')}`, align: 'end' },
    { id: 'answers', header: 'Suppliers', cell: answeredWords },
    { id: 'respondBy', header: 'Answers by', cell: (request) => formatMoment(request.respondBy) },
    { id: 'neededBy', header: 'Needed by', cell: (request) => formatDay(request.neededBy) },
    { id: 'status', header: 'Status', cell: (request) => quoteRequestStatusWords[request.status] },
  ];
  return <DataTable aria-label="Quote requests" columns={columns} rows={requests} getRowId={(request) => request.id} />;
}
