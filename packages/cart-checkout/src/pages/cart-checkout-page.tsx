import type { AppRouteHandle } from '@marketplace/auth';
import { EmptyState, PageHeader } from '@marketplace/ui-kit';
import { useMatches } from 'react-router';

/**
 * The cart and checkout page. Its screens open in a coming release; until then every route of
 * this package shows this page, titled after the route, so navigation and access rules work end to end.
 */
export function CartCheckoutPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as AppRouteHandle | undefined;
  return (
    <>
      <PageHeader title={handle?.title ?? 'Cart and checkout'} />
      <EmptyState
        title="Coming soon"
        description="Materials you add for a project are kept here, grouped by supplier."
      />
    </>
  );
}

export { CartCheckoutPage as Component };
