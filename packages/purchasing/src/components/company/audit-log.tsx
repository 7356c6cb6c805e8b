import { errorMessage } from '@marketplace/api-client';
import { EmptyState, ErrorState, formatMoment, Pagination, Skeleton, Stack } from '@marketplace/ui-kit';
import { useState, type ReactElement } from 'react';
import { useListCompanyAuditEventsQuery } from '../../api/company-api';
import { auditEventSentence, type AuditNames } from './audit-event-words';

/** Entries per page of the log. */
export const AUDIT_PAGE_SIZE = 20;

/** The company's audit log, newest first, each entry one sentence with its time. */
export function AuditLog({ names }: { names: AuditNames }): ReactElement {
  const [offset, setOffset] = useState(0);
  const log = useListCompanyAuditEventsQuery({ limit: AUDIT_PAGE_SIZE, offset }, { refetchOnMountOrArgChange: true });
  if (log.isError) {
    return <ErrorState title="We could not load the audit log" message={errorMessage(log.error, 'Please try again.')} onRetry={() => void log.refetch()} isRetrying={log.isFetching} titleLevel={3} />;
  }
  if (!log.data) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the audit log">
        <Skeleton variant="rect" height={120} />
      </div>
    );
  }
  if (log.data.results.length === 0) return <EmptyState title="Nothing changed yet" description="Changes to members, limits, settings, budgets and approvals are recorded here." titleLevel={3} />;
  return (
    <Stack gap="md">
      <ol className="mk-audit-log" aria-label="Audit log">
        {log.data.results.map((event) => (
          <li key={event.id}>
            <time dateTime={event.createdAt}>{formatMoment(event.createdAt)}</time> <span>{auditEventSentence(event, names)}</span>
          </li>
        ))}
      </ol>
      {log.data.count > AUDIT_PAGE_SIZE ? <Pagination total={log.data.count} offset={offset} limit={AUDIT_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={log.isFetching} aria-label="Audit log pages" /> : null}
    </Stack>
  );
}
