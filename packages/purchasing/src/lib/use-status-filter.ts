import { approvalRequestStatuses, type ApprovalRequest } from '@marketplace/contracts';
import { useSearchParams } from 'react-router';

type Status = ApprovalRequest['status'];

const isStatus = (value: string | null): value is Status => value !== null && (approvalRequestStatuses as readonly string[]).includes(value);

/**
 * The list's status in the URL (`?status=approved`), so a reload, a shared link or the email's
 * link opens the same list; waiting requests by default, the ones someone has to act on. `all`
 * lists every status. Changing it goes back to the first page.
 */
export function useStatusFilter(): { status: Status | 'all'; setStatus: (status: Status | 'all') => void } {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = raw === 'all' ? 'all' : isStatus(raw) ? raw : 'pending';
  const setStatus = (next: Status | 'all') =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'pending') updated.delete('status');
      else updated.set('status', next);
      updated.delete('page');
      return updated;
    });
  return { status, setStatus };
}
