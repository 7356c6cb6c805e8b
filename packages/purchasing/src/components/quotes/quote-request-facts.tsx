import { formatDay, formatMoment } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { QuoteRequestData } from '../../api/quotes-api';
import { quoteInvitationStatusWords } from './quote-status-words';

/** What was asked, by whom and for when, and where each supplier invited stands. */
export function QuoteRequestFacts({ request }: { request: QuoteRequestData }): ReactElement {
  return (
    <dl className="mk-approval-facts" aria-label="Facts of the request">
      <div>
        <dt>Asked by</dt>
        <dd>
          {request.requestedBy.name}, {formatMoment(request.createdAt)}
        </dd>
      </div>
      <div>
        <dt>Needed on site by</dt>
        <dd>{formatDay(request.neededBy)}</dd>
      </div>
      <div>
        <dt>Answers due by</dt>
        <dd>{request.acceptingAnswers ? formatMoment(request.respondBy) : `${formatMoment(request.respondBy) ?? ''} (closed to answers)`}</dd>
      </div>
      {request.note ? (
        <div>
          <dt>Note to the suppliers</dt>
          <dd>{request.note}</dd>
        </div>
      ) : null}
      <div>
        <dt>Suppliers asked</dt>
        <dd>
          <ul className="mk-plain-list">
            {request.invitations.map((invitation) => (
              <li key={invitation.supplier.id}>
                {invitation.supplier.name}: {quoteInvitationStatusWords[invitation.status]}
                {invitation.declineNote ? ` (“${invitation.declineNote}”)` : ''}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
