import { Card, EmptyState, formatMoment } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { SupplierQuoteRequest } from '../../api/supplier-quotes-api';
import { DeclineQuoteRequest } from './decline-quote-request';
import { QuoteAnswerForm } from './quote-answer-form';
import { inboxStatusOf } from './quote-words';

/** Why no answer is taken any more, in the supplier's words. */
function closedWords(request: SupplierQuoteRequest): { title: string; description: string } {
  if (request.status === 'cancelled') return { title: 'The builder cancelled this request', description: 'It takes no more answers.' };
  if (request.status === 'closed') return { title: 'The builder has awarded this request', description: 'Lines awarded to you show above; they reach you as a purchase order.' };
  return { title: 'The deadline has passed', description: `The time to answer ended ${formatMoment(request.respondBy) ?? ''}: the request takes no more answers.` };
}

/**
 * What the supplier may still do with a request: answer it (or revise its answer) and decline it
 * while it takes answers; otherwise why it no longer does. A decline is final.
 */
export function AnswerSection({ request }: { request: SupplierQuoteRequest }): ReactElement {
  const previous = request.answers[0];
  const invitation = request.invitations[0];
  if (inboxStatusOf(request) === 'declined') {
    return (
      <Card title="You declined this request" titleLevel={2}>
        <p>{invitation?.declineNote ? `Your note: ${invitation.declineNote}` : 'You sent no note.'}</p>
      </Card>
    );
  }
  if (!request.acceptingAnswers) {
    const { title, description } = closedWords(request);
    return (
      <Card>
        <EmptyState title={title} description={description} titleLevel={2} />
      </Card>
    );
  }
  return (
    <Card
      title={previous ? 'Revise your answer' : 'Your answer'}
      titleLevel={2}
      description={previous ? `Sending again replaces version ${previous.version}; the builder reads only the latest.` : 'Answer every line: offer it, propose one of your offers instead, or say it is not available.'}
      actions={<DeclineQuoteRequest request={request} hasAnswered={Boolean(previous)} />}
    >
      {/* Keyed by the answer: once a revision is sent, the form starts again from it. */}
      <QuoteAnswerForm key={previous?.id ?? 'first'} request={request} previous={previous} />
    </Card>
  );
}
