import { errorMessage } from '@marketplace/api-client';
import { EmptyState, ErrorState, LinkButton, PageHeader, Pagination, Select, Stack, usePageOffset } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListBuilderQuoteRequestsQuery } from '../api/quotes-api';
import { QuoteRequestsTable } from '../components/quotes/quote-requests-table';
import { quoteRequestStatusWords } from '../components/quotes/quote-status-words';
import { LoadingRegion } from '../components/shared/loading-region';
import { quoteRequestStatusValues } from '../forms/procurement-rules';
import { RouterLink } from '../lib/router-link';
import { useSelectedProjectId } from '../lib/use-selected-project';
import { useStatusFilter } from '../lib/use-status-filter';
import { paths } from '../paths';
import '../styles/purchasing.css';

/** Requests per page. */
export const QUOTES_PAGE_SIZE = 10;

const statusOptions = [...quoteRequestStatusValues.map((value) => ({ value, label: quoteRequestStatusWords[value] })), { value: 'all' as const, label: 'All requests' }];

/**
 * /quotes: the company's requests for quote (decision 0611), open ones first by default, with how
 * many suppliers answered; each opens its answers side by side. "New quote request" asks for the
 * selected project.
 */
export function QuotesPage(): ReactElement {
  const { status, setStatus } = useStatusFilter(quoteRequestStatusValues, 'sent');
  const { offset, setOffset } = usePageOffset(QUOTES_PAGE_SIZE);
  const projectId = useSelectedProjectId();
  // Suppliers answer at any time: read again on every visit and on coming back.
  const list = useListBuilderQuoteRequestsQuery({ ...(status === 'all' ? {} : { status }), limit: QUOTES_PAGE_SIZE, offset }, { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const newRequest = (
    <LinkButton as={RouterLink} href={paths.newQuote.href(projectId ?? undefined)} variant="primary">
      New quote request
    </LinkButton>
  );
  let content: ReactElement;
  if (list.isError) {
    content = <ErrorState title="We could not load the quote requests" message={errorMessage(list.error, 'Please try again.')} onRetry={() => void list.refetch()} isRetrying={list.isFetching} titleLevel={2} />;
  } else if (!list.data) {
    content = <LoadingRegion label="Loading the quote requests" />;
  } else if (list.data.results.length === 0) {
    content = (
      <EmptyState
        title={status === 'sent' ? 'No request is waiting for answers' : 'No quote requests'}
        description="Ask the suppliers delivering to a project to quote its materials, then compare their answers line by line."
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <QuoteRequestsTable requests={list.data.results} />
        {list.data.count > QUOTES_PAGE_SIZE ? <Pagination total={list.data.count} offset={offset} limit={QUOTES_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={list.isFetching} /> : null}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title="Quotes" description="Requests for quote sent to suppliers, and their answers." actions={newRequest} />
      <div className="mk-list-filters">
        <Select label="Status" options={statusOptions} value={status} onChange={(value) => setStatus(statusOptions.find((option) => option.value === value)?.value ?? 'sent')} />
      </div>
      {content}
    </Stack>
  );
}

export { QuotesPage as Component };
