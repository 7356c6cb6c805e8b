import { formatDay, formatMoment } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { SupplierQuoteRequest } from '../../api/supplier-quotes-api';
import '../../styles/supplier-admin.css';
import { fromNow, inboxStatusOf, inboxStatusWords } from './quote-words';

/** What the builder asks and by when: the buyer, the project, the days, the status and the builder's note. */
export function QuoteRequestFacts({ request }: { request: SupplierQuoteRequest }): ReactElement {
  const { project } = request;
  return (
    <dl className="mk-facts" aria-label="Quote request details">
      <div>
        <dt>Builder</dt>
        <dd>{`${request.buyerCompany.name} (asked by ${request.requestedBy.name})`}</dd>
      </div>
      <div>
        <dt>Project</dt>
        <dd>{`${project.name}, ${project.city}, ${project.state} ${project.postalCode}`}</dd>
      </div>
      <div>
        <dt>Needed by</dt>
        <dd>{formatDay(request.neededBy, { weekday: true })}</dd>
      </div>
      <div>
        <dt>Respond by</dt>
        <dd>{`${formatMoment(request.respondBy) ?? ''} (${fromNow(request.respondBy)})`}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>{inboxStatusWords(inboxStatusOf(request))}</dd>
      </div>
      <div>
        <dt>Builder’s note</dt>
        <dd>{request.note ?? 'No note.'}</dd>
      </div>
    </dl>
  );
}
