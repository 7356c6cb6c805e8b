import type { AppRouteHandle } from '@marketplace/auth';
import { EmptyState, PageHeader } from '@marketplace/ui-kit';
import { useMatches } from 'react-router';

/**
 * The catalogue page. Its screens open in a coming release; until then every route of
 * this package shows this page, titled after the route, so navigation and access rules work end to end.
 */
export function CatalogPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as AppRouteHandle | undefined;
  return (
    <>
      <PageHeader title={handle?.title ?? 'Catalogue'} />
      <EmptyState
        title="Coming soon"
        description="Your projects, recent orders and popular materials will appear here."
      />
    </>
  );
}

export { CatalogPage as Component };
