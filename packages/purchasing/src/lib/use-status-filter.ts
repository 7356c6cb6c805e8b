import { useSearchParams } from 'react-router';

/**
 * A list's status in the URL (`?status=approved`), so a reload, a shared link or an email's link
 * opens the same list. Without one the list opens on `fallback`, the statuses someone has to act
 * on (waiting requests, open invoices); `all` lists every status. Changing it goes back to the
 * first page. `statuses` are the values the list's API accepts: anything else in the URL is ignored.
 */
export function useStatusFilter<Status extends string>(
  statuses: readonly Status[],
  fallback: Status | 'all',
): { status: Status | 'all'; setStatus: (status: Status | 'all') => void } {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const isStatus = (value: string | null): value is Status => value !== null && (statuses as readonly string[]).includes(value);
  const status = raw === 'all' ? 'all' : isStatus(raw) ? raw : fallback;
  const setStatus = (next: Status | 'all') =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === fallback) updated.delete('status');
      else updated.set('status', next);
      updated.delete('page');
      return updated;
    });
  return { status, setStatus };
}
