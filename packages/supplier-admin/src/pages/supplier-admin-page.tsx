import type { AppRouteHandle } from '@marketplace/auth';
import { EmptyState, PageHeader } from '@marketplace/ui-kit';
import { useMatches } from 'react-router';

/**
 * The supplier area page. Its screens open in a coming release; until then every route of
 * this package shows this page, titled after the route, so navigation and access rules work end to end.
 */
export function SupplierAdminPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as AppRouteHandle | undefined;
  return (
    <>
      <PageHeader title={handle?.title ?? 'Supplier area'} />
      <EmptyState
        title="Coming soon"
        description="Open purchase orders, deliveries and stock alerts will appear here."
      />
    </>
  );
}

export { SupplierAdminPage as Component };
