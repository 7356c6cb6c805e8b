import { errorMessage, toApiError } from '@marketplace/api-client';
import { useGetCurrentUserQuery } from '@marketplace/auth';
import { Card, EmptyState, ErrorState, formatMoment, formatMoney, LinkButton, PageHeader, Stack } from '@marketplace/ui-kit';
import { useMemo, type ReactElement } from 'react';
import { useParams } from 'react-router';
import { useGetBuilderQuoteRequestQuery, type QuoteRequestData } from '../api/quotes-api';
import { CancelQuoteButton } from '../components/quotes/cancel-quote-button';
import { QuoteAwardForm } from '../components/quotes/quote-award-form';
import { comparisonOf, type ComparedLine } from '../components/quotes/quote-comparison-model';
import { QuoteComparisonTable } from '../components/quotes/quote-comparison-table';
import { QuoteMessagesPanel } from '../components/quotes/quote-messages-panel';
import { QuoteRequestFacts } from '../components/quotes/quote-request-facts';
import { quoteRequestStatusWords } from '../components/quotes/quote-status-words';
import { LoadingRegion } from '../components/shared/loading-region';
import { RouterLink } from '../lib/router-link';
import { useSelectedProjectId } from '../lib/use-selected-project';
import { paths } from '../paths';
import '../styles/purchasing.css';

/** What a line went to, once awarded. */
function awardWords({ line }: ComparedLine, currency: string): string {
  return line.award ? `${line.award.supplier.name}: ${line.award.quantity} × ${formatMoney(line.award.unitPriceCents, currency)}` : 'Not awarded';
}

/** The answers: to award while the request is open and the viewer may (null: not known yet), else to read. */
function Answers({ request, mayDecide, selectedProjectId }: { request: QuoteRequestData; mayDecide: boolean | null; selectedProjectId: string | null }): ReactElement {
  const comparison = useMemo(() => comparisonOf(request), [request]);
  const isOpen = request.status === 'sent';
  if (comparison.suppliers.length === 0) {
    return <EmptyState title="No answer yet" description={isOpen ? `The suppliers have until ${formatMoment(request.respondBy) ?? 'the deadline'} to answer; each answer shows here beside the others.` : 'No supplier answered this request.'} titleLevel={3} />;
  }
  if (isOpen && mayDecide) return <QuoteAwardForm request={request} comparison={comparison} selectedProjectId={selectedProjectId} />;
  const awarded = request.lines.some((line) => line.award);
  return (
    <Stack gap="md">
      {isOpen && mayDecide === false ? <p>{`Only ${request.requestedBy.name}, who asked, or an owner or admin of the company can award or cancel this request.`}</p> : null}
      <QuoteComparisonTable comparison={comparison} currency={request.currency} isOpen={false} award={awarded ? (line) => awardWords(line, request.currency) : undefined} />
    </Stack>
  );
}

/**
 * /quotes/:quoteId: one request for quote (decision 0611): what was asked and of whom, and every
 * answer side by side (the cheapest and the missing said in words, expired answers marked, totals
 * per supplier). The asker, owners and admins award it, whole or line by line, which puts the
 * lines in the project's cart at the quoted prices, or cancel it; anyone else reads. Under the
 * answers, the messages with each supplier.
 */
export function QuotePage(): ReactElement {
  const quoteId = useParams().quoteId ?? '';
  const user = useGetCurrentUserQuery();
  const selectedProjectId = useSelectedProjectId();
  // Suppliers answer at any time: read again on every visit and on coming back.
  const request = useGetBuilderQuoteRequestQuery(quoteId, { skip: !quoteId, refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const back = (
    <LinkButton as={RouterLink} href={paths.quotes.href()} variant="ghost">
      All quote requests
    </LinkButton>
  );
  if (request.isError && !request.data) {
    const failure = toApiError(request.error);
    const content =
      failure.status === 404 ? (
        <EmptyState title="This quote request does not exist" description="It may belong to another company, or the link is mistyped." action={back} />
      ) : (
        <ErrorState title="We could not load the quote request" message={errorMessage(failure, 'Please try again.')} onRetry={() => void request.refetch()} isRetrying={request.isFetching} />
      );
    return (
      <Stack gap="lg">
        <PageHeader title="Quote request" />
        {content}
      </Stack>
    );
  }
  if (!request.data) {
    return (
      <Stack gap="lg">
        <PageHeader title="Quote request" />
        <LoadingRegion label="Loading the quote request" />
      </Stack>
    );
  }
  const data = request.data;
  const role = user.data?.companyRole ?? null;
  // The asker, owners and admins award and cancel (decision 0611); until the account is read, nobody.
  const mayDecide = user.data ? user.data.id === data.requestedBy.id || role === 'owner' || role === 'admin' : null;
  const isOpen = data.status === 'sent';
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Quote request for ${data.project.name}`}
        description={`${quoteRequestStatusWords[data.status]} · ${data.lineCount} ${data.lineCount === 1 ? 'line' : 'lines'}`}
        actions={
          <Stack direction="horizontal" gap="sm">
            {back}
            {isOpen && mayDecide ? <CancelQuoteButton request={data} /> : null}
          </Stack>
        }
      />
      <Card title="About the request">
        <QuoteRequestFacts request={data} />
      </Card>
      <Card title="Answers" description={isOpen ? 'Prices as each supplier quoted them; only answers still valid and priced from the catalogue can be awarded.' : undefined}>
        <Answers request={data} mayDecide={mayDecide} selectedProjectId={selectedProjectId} />
      </Card>
      <Card title="Messages" description="Ask the suppliers about a line, the delivery or their answers; each reads only its own thread.">
        <QuoteMessagesPanel request={data} />
      </Card>
    </Stack>
  );
}

export { QuotePage as Component };
