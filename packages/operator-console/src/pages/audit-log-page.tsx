import { errorMessage } from '@marketplace/api-client';
import { Card, DataTable, ErrorState, formatMoment, PageHeader, Pagination, Stack, TextField, type DataTableColumn, Button } from '@marketplace/ui-kit';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useSearchParams } from 'react-router';
import { useListOperatorAuditEventsQuery, type OperatorAuditEventData } from '../api/operator-audit-api';
import { actionWords, eventDetailWords, subjectWords } from '../components/audit/audit-event-words';
import { usePageOffset } from '@marketplace/ui-kit';

/** Events per page. */
export const AUDIT_PAGE_SIZE = 50;

const columns: DataTableColumn<OperatorAuditEventData>[] = [
  { id: 'when', header: 'When', isRowHeader: true, cell: (event) => formatMoment(event.createdAt) },
  { id: 'who', header: 'Operator', cell: (event) => event.operator.name },
  { id: 'action', header: 'Action', cell: (event) => actionWords(event.action) },
  { id: 'subject', header: 'Subject', cell: (event) => subjectWords(event) },
  { id: 'details', header: 'Details', cell: (event) => eventDetailWords(event) },
];

/** Narrows the log to one kind of subject (supplier, brand…), optionally one of them. */
function SubjectFilter({ type, id, onChange }: { type: string; id: string; onChange: (type: string, id: string) => void }): ReactElement {
  const [subjectType, setSubjectType] = useState(type);
  const [subjectId, setSubjectId] = useState(id);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kind = subjectType.trim().toLowerCase().replaceAll(' ', '_');
    if (kind && !/^[a-z_]{1,40}$/.test(kind)) return setError('Use a subject type such as supplier or brand.');
    setError(undefined);
    onChange(kind, kind ? subjectId.trim() : '');
  };
  return (
    <form role="search" aria-label="Filter the audit log" onSubmit={submit} className="mk-console-filters">
      <TextField label="Subject type" description="e.g. supplier, brand, money_settings" value={subjectType} onChange={setSubjectType} errorMessage={error} />
      <TextField label="Subject id" value={subjectId} onChange={setSubjectId} />
      <Button type="submit" variant="secondary">
        Filter
      </Button>
    </form>
  );
}

/** /operator/audit-log: what operators did, newest first, optionally about one kind of subject or one subject. */
export function AuditLogPage(): ReactElement {
  const [params, setParams] = useSearchParams();
  const { offset, setOffset } = usePageOffset(AUDIT_PAGE_SIZE);
  const subjectType = params.get('subject_type') ?? '';
  const subjectId = params.get('subject_id') ?? '';
  const { data, isLoading, isFetching, isError, error, refetch } = useListOperatorAuditEventsQuery(
    { limit: AUDIT_PAGE_SIZE, offset, ...(subjectType ? { subjectType } : {}), ...(subjectType && subjectId ? { subjectId } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Stack gap="lg">
      <PageHeader title="Audit log" description="Every change operators made, who made it and when." />
      <Card title="Filter" titleLevel={2}>
        <SubjectFilter key={`${subjectType}:${subjectId}`} type={subjectType} id={subjectId} onChange={(type, id) => setParams(Object.fromEntries(Object.entries({ subject_type: type, subject_id: id }).filter(([, value]) => value)))} />
      </Card>
      {isError ? (
        <ErrorState title="We could not load the audit log" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={2} />
      ) : (
        <Stack gap="md">
          <DataTable aria-label="Audit log" columns={columns} rows={data?.results ?? []} getRowId={(event) => event.id} isLoading={isLoading} emptyState={<p className="mk-console-muted">Nothing recorded yet.</p>} />
          {data && data.count > AUDIT_PAGE_SIZE ? <Pagination total={data.count} offset={offset} limit={AUDIT_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={isFetching} /> : null}
        </Stack>
      )}
    </Stack>
  );
}

export { AuditLogPage as Component };
