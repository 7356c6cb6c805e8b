import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@marketplace/api-client';
import { applyApiFieldErrors } from '@marketplace/auth';
import { Card, ErrorState, MessageComposer, MessageThread, Skeleton, Stack, type ThreadMessage } from '@marketplace/ui-kit';
import { useMemo, type ReactElement } from 'react';
import { useGetSupplierQuoteMessagesQuery, useSendSupplierQuoteMessageMutation, type SupplierQuoteMessage, type SupplierQuoteRequest } from '../../api/supplier-quotes-api';
import { quoteMessageFieldOfApiField, quoteMessageFormSchema } from '../../forms/quote-message-schema';

const messageResolver = zodResolver(quoteMessageFormSchema);

/** The supplier's thread as it reads it: its own side set apart, each message naming the line it points at. */
export function supplierThreadMessages(messages: readonly SupplierQuoteMessage[]): ThreadMessage[] {
  return messages.map((message) => ({
    id: message.id,
    author: message.author.user.name,
    company: message.author.company.name,
    sentAt: message.createdAt,
    body: message.body,
    about: message.quoteLine?.description ?? null,
    isOwn: message.author.side === 'supplier',
  }));
}

/** Why a request no longer takes messages, though its thread stays to read. */
const closedWords: Record<Exclude<SupplierQuoteRequest['status'], 'sent'>, string> = {
  closed: 'The builder has awarded this request: the messages stay here to read, and no more can be sent.',
  cancelled: 'The builder cancelled this request: the messages stay here to read, and no more can be sent.',
  expired: 'This request has expired: the messages stay here to read, and no more can be sent.',
};

/**
 * The supplier's own thread with the builder about a request (decision 0611, "Messages"): no other
 * supplier reads it, and it reads no other's. Writable while the request is open, past its deadline
 * too (the builder may still award it); read only once it is awarded, cancelled or expired. A
 * message may point at a line; the API's refusals show under their fields, or above the form.
 */
export function QuoteMessagesSection({ request }: { request: SupplierQuoteRequest }): ReactElement {
  const [send] = useSendSupplierQuoteMessageMutation();
  // The builder writes at any time: read again on coming back to the page.
  const query = useGetSupplierQuoteMessagesQuery(request.id, { refetchOnFocus: true });
  const messages = useMemo(() => supplierThreadMessages(query.data?.results ?? []), [query.data]);
  const builder = request.buyerCompany.name;

  let thread: ReactElement;
  if (query.isError && !query.data) {
    thread = <ErrorState title="We could not load the messages" message={errorMessage(query.error, 'Please try again.')} onRetry={() => void query.refetch()} isRetrying={query.isFetching} titleLevel={3} />;
  } else if (!query.data) {
    thread = (
      <div role="status" aria-busy="true" aria-label="Loading the messages">
        <Skeleton variant="rect" height={96} />
      </div>
    );
  } else {
    thread = <MessageThread label={`Messages with ${builder}`} messages={messages} emptyDescription={`Ask ${builder} about a line, the delivery or the site; only they read this thread.`} />;
  }
  return (
    <Card title="Messages" titleLevel={2} description={`Between you and ${builder} alone: no other supplier reads them.`}>
      <Stack gap="md">
        {thread}
        {request.status === 'sent' ? (
          <MessageComposer
            formLabel="Write to the builder"
            recipient={builder}
            lineOptions={request.lines.map((line) => ({ value: line.id, label: line.description }))}
            fieldDescription={`Up to 2000 characters; ${request.requestedBy.name}, who asked, is emailed.`}
            resolver={messageResolver}
            onSend={async (message) => {
              await send({ id: request.id, message }).unwrap();
            }}
            onSendError={(error, setError) => applyApiFieldErrors(error, setError, quoteMessageFieldOfApiField, 'We could not send the message. Please try again.')}
          />
        ) : (
          <p>{closedWords[request.status]}</p>
        )}
      </Stack>
    </Card>
  );
}
