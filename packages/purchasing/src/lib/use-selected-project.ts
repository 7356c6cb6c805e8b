import { useOutletContext } from 'react-router';

/**
 * The project the shell has selected, or null. Read from the outlet context, because a feature
 * never imports the shell; outside the shell (a bare route) there is no context: null.
 */
export function useSelectedProjectId(): string | null {
  const context = useOutletContext<{ selectedProjectId: string | null } | undefined>();
  return context?.selectedProjectId ?? null;
}
