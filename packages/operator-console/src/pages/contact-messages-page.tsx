import { errorMessage } from '@marketplace/api-client';
import { Card, EmptyState, ErrorState, formatMoment, PageHeader, Pagination, Skeleton, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListOperatorContactMessagesQuery } from '../api/operator-contact-api';
import { usePageOffset } from '@marketplace/ui-kit';

/** Messages per page. */
export const MESSAGES_PAGE_SIZE = 20;

/** /operator/contact-messages: what visitors wrote through the contact form, newest first, with who to answer. */
export function ContactMessagesPage(): ReactElement {
  const { offset, setOffset } = usePageOffset(MESSAGES_PAGE_SIZE);
  const { data, isError, error, refetch, isFetching } = useListOperatorContactMessagesQuery({ limit: MESSAGES_PAGE_SIZE, offset }, { refetchOnMountOrArgChange: true });
  let content: ReactElement;
  if (isError) content = <ErrorState title="We could not load the messages" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={2} />;
  else if (!data) content = <Skeleton variant="rows" count={4} />;
  else if (data.results.length === 0) content = <EmptyState title="No messages yet" description="Messages sent through the contact form appear here." />;
  else {
    content = (
      <Stack gap="md">
        <ul className="mk-console-list" aria-label="Contact messages">
          {data.results.map((message) => (
            <li key={message.id}>
              <Card as="article" title={message.email} titleLevel={2} description={formatMoment(message.createdAt) ?? undefined} actions={<a href={`mailto:${message.email}`}>Answer by email</a>}>
                <p className="mk-console-message">{message.message}</p>
              </Card>
            </li>
          ))}
        </ul>
        {data.count > MESSAGES_PAGE_SIZE ? <Pagination total={data.count} offset={offset} limit={MESSAGES_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={isFetching} /> : null}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title="Contact messages" description="What visitors wrote to the marketplace." />
      {content}
    </Stack>
  );
}

export { ContactMessagesPage as Component };
