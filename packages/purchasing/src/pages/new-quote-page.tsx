import { errorMessage } from '@marketplace/api-client';
import { Card, EmptyState, ErrorState, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useListQuoteProjectsQuery } from '../api/quote-choices-api';
import { QuoteRequestForm } from '../components/quotes/quote-request-form';
import { LoadingRegion } from '../components/shared/loading-region';
import { useSelectedProjectId } from '../lib/use-selected-project';
import '../styles/purchasing.css';

/**
 * /quotes/new?project=ID: a new request for quote (decision 0611). The cart links here with its
 * project; without one the project selected in the header is proposed. Once sent, the request
 * opens, and the suppliers' answers arrive there.
 */
export function NewQuotePage(): ReactElement {
  const [params] = useSearchParams();
  const selectedProjectId = useSelectedProjectId();
  const projects = useListQuoteProjectsQuery();
  let content: ReactElement;
  if (projects.isError) {
    content = <ErrorState title="We could not load your projects" message={errorMessage(projects.error, 'Please try again.')} onRetry={() => void projects.refetch()} isRetrying={projects.isFetching} titleLevel={2} />;
  } else if (!projects.data) {
    content = <LoadingRegion label="Loading the form" />;
  } else if (projects.data.length === 0) {
    content = <EmptyState title="Add a project first" description="Suppliers quote for a project’s site: they deliver to some addresses only." />;
  } else {
    const wanted = params.get('project') ?? selectedProjectId;
    // A project of another company, or one deleted since the link was made, is not proposed.
    const projectId = projects.data.some((project) => project.id === wanted) ? (wanted ?? '') : '';
    content = (
      <Card title="What to quote" description="Each supplier sees the lines and your note, never another supplier’s answer.">
        <QuoteRequestForm projects={projects.data} projectId={projectId} />
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title="New quote request" description="Ask the suppliers delivering to a project for their prices, then award the lines to the best answers." />
      {content}
    </Stack>
  );
}

export { NewQuotePage as Component };
