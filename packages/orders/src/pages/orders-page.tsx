import type { AppRouteHandle } from '@marketplace/auth';
import { EmptyState, PageHeader } from '@marketplace/ui-kit';
import { useMatches } from 'react-router';

/**
 * The orders page. Its screens open in a coming release; until then every route of
 * this package shows this page, titled after the route, so navigation and access rules work end to end.
 */
export function OrdersPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as AppRouteHandle | undefined;
  return (
    <>
      <PageHeader title={handle?.title ?? 'Orders'} />
      <EmptyState
        title="Coming soon"
        description="Orders you place are listed here with their delivery status."
      />
    </>
  );
}

export { OrdersPage as Component };
