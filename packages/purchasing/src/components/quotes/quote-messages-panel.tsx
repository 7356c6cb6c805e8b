import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage } from '@marketplace/api-client';
import { applyApiFieldErrors } from '@marketplace/auth';
import { ErrorState, MessageComposer, MessageThread, Select, Stack } from '@marketplace/ui-kit';
import { useMemo, useState, type ReactElement } from 'react';
import { useListBuilderQuoteMessagesQuery, useSendQuoteMessageMutation, type QuoteRequestData } from '../../api/quotes-api';
import { ALL_SUPPLIERS, MAX_QUOTE_MESSAGE_LENGTH, quoteMessageFieldOfApiField, quoteMessageFormSchema } from '../../forms/quote-message-form-schema';
import { LoadingRegion } from '../shared/loading-region';
import { builderThreadMessages } from './quote-message-words';

const messageResolver = zodResolver(quoteMessageFormSchema);

/** Why a request closed to messages is still worth reading. */
const closedWords: Record<Exclude<QuoteRequestData['status'], 'sent'>, string> = {
  closed: 'This request is awarded: its messages stay here to read, and no more can be sent.',
  cancelled: 'This request is cancelled: its messages stay here to read, and no more can be sent.',
  expired: 'This request has expired: its messages stay here to read, and no more can be sent.',
};

/**
 * The request's messages (decision 0611, "Messages"): one thread per supplier asked, since no
 * supplier reads what another was told. The builder picks a supplier's thread to read and write
 * to, or "All suppliers" to read every thread at once and write to each of them, pointing at a
 * line if it likes; the API's refusals show under their fields, or above the form in its words.
 */
export function QuoteMessagesPanel({ request }: { request: QuoteRequestData }): ReactElement {
  const [send] = useSendQuoteMessageMutation();
  const suppliers = request.invitations.map((invitation) => invitation.supplier);
  const [thread, setThread] = useState(suppliers.length === 1 ? (suppliers[0]?.id ?? ALL_SUPPLIERS) : ALL_SUPPLIERS);
  const everyThread = thread === ALL_SUPPLIERS;
  const threadName = everyThread ? 'all suppliers' : (suppliers.find((supplier) => supplier.id === thread)?.name ?? 'the supplier');
  // Suppliers write at any time: read again on coming back to the page.
  // currentData, not data: while another thread loads, the list named after it must not show the last one.
  const messages = useListBuilderQuoteMessagesQuery({ id: request.id, ...(everyThread ? {} : { supplierCompanyId: thread }) }, { refetchOnFocus: true });
  const shown = useMemo(() => builderThreadMessages(messages.currentData?.results ?? [], everyThread), [messages.currentData, everyThread]);
  const threadOptions = [{ value: ALL_SUPPLIERS, label: 'All suppliers' }, ...suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name }))];
  const label = everyThread ? 'Messages with every supplier' : `Messages with ${threadName}`;
  const lineOptions = request.lines.map((line) => ({ value: line.id, label: line.description }));

  let content: ReactElement;
  if (messages.isError && !messages.currentData) {
    content = <ErrorState title="We could not load the messages" message={errorMessage(messages.error, 'Please try again.')} onRetry={() => void messages.refetch()} isRetrying={messages.isFetching} titleLevel={3} />;
  } else if (!messages.currentData) {
    content = <LoadingRegion label="Loading the messages" height={96} />;
  } else {
    content = (
      <MessageThread
        label={label}
        messages={shown}
        emptyDescription={everyThread ? 'Ask a supplier about a line, the delivery or its answer; it is emailed your message.' : `Nothing has been written with ${threadName} yet.`}
      />
    );
  }
  return (
    <Stack gap="md">
      <Select label="Conversation" options={threadOptions} value={thread} onChange={(value) => setThread(value ?? ALL_SUPPLIERS)} description="Each supplier reads only its own thread." />
      {content}
      {request.status === 'sent' ? (
        // Keyed by thread: a message half written to one supplier must not go to another.
        <MessageComposer
          key={thread}
          formLabel="Write a message"
          recipient={threadName}
          lineOptions={lineOptions}
          fieldDescription={`Up to ${MAX_QUOTE_MESSAGE_LENGTH} characters; ${everyThread ? 'each supplier reads it in its own thread and is' : 'they are'} emailed.`}
          submitLabel={`Send to ${threadName}`}
          resolver={messageResolver}
          onSend={async (message) => {
            await send({ id: request.id, ...message, ...(everyThread ? { toAll: true } : { supplierCompanyId: thread }) }).unwrap();
          }}
          onSendError={(error, setError) => applyApiFieldErrors(error, setError, quoteMessageFieldOfApiField, 'We could not send the message. Please try again.')}
        />
      ) : (
        <p>{closedWords[request.status]}</p>
      )}
    </Stack>
  );
}
