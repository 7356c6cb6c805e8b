import { loadOutcome } from '@marketplace/api-client';
import { Card, LinkButton, LoadedContent, PageHeader, pluralWord, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { useGetSupplierQuoteRequestQuery } from '../api/supplier-quotes-api';
import { AnswerSection } from '../components/quotes/answer-section';
import { QuoteAnswerSummary } from '../components/quotes/quote-answer-summary';
import { QuoteMessagesSection } from '../components/quotes/quote-messages-section';
import { QuoteRequestFacts } from '../components/quotes/quote-request-facts';
import { RequestedLinesTable } from '../components/quotes/requested-lines-table';
import { RouterLink } from '../lib/router-link';
import { paths } from '../paths';

const backLink = (
  <LinkButton href={paths.quoteRequests.href()} as={RouterLink} variant="ghost" size="sm">
    All quote requests
  </LinkButton>
);

/**
 * /supplier/quotes/{id}: what a builder asks this supplier to quote (the lines, the days, the
 * builder's note), the supplier's current answer, the form to answer, revise or decline while
 * the request takes answers, and the supplier's own message thread with the builder. Opening it
 * marks the request viewed for the builder.
 */
export function QuoteRequestPage(): ReactElement {
  const { quoteRequestId = '' } = useParams();
  const query = useGetSupplierQuoteRequestQuery(quoteRequestId, { skip: !quoteRequestId, refetchOnMountOrArgChange: true });
  const { data } = query;
  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={backLink}
        title={data ? `Quote request for ${data.project.name}` : 'Quote request'}
        description={data ? `${data.buyerCompany.name} · ${data.lineCount} ${pluralWord(data.lineCount, 'line')}` : undefined}
      />
      <LoadedContent noun="quote request" data={data} missingDescription="It may have been sent to another supplier, or the link is mistyped." {...loadOutcome(query)}>
        {(request) => (
          <Stack gap="lg">
            <Card title="The request" titleLevel={2}>
              <Stack gap="md">
                <QuoteRequestFacts request={request} />
                <RequestedLinesTable request={request} />
              </Stack>
            </Card>
            {request.answers[0] ? (
              <Card title={`Your answer, version ${request.answers[0].version}`} titleLevel={2}>
                <QuoteAnswerSummary request={request} answer={request.answers[0]} />
              </Card>
            ) : null}
            <AnswerSection request={request} />
            <QuoteMessagesSection request={request} />
          </Stack>
        )}
      </LoadedContent>
    </Stack>
  );
}

export { QuoteRequestPage as Component };
