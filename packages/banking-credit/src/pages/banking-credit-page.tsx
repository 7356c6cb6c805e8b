import type { AppRouteHandle } from '@marketplace/auth';
import { EmptyState, PageHeader } from '@marketplace/ui-kit';
import { useMatches } from 'react-router';

/**
 * The business credit page. Its screens open in a coming release; until then every route of
 * this package shows this page, titled after the route, so navigation and access rules work end to end.
 */
export function BankingCreditPage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as AppRouteHandle | undefined;
  return (
    <>
      <PageHeader title={handle?.title ?? 'Business credit'} />
      <EmptyState
        title="Coming soon"
        description="Link a bank account and apply for credit to pay for orders on terms."
      />
    </>
  );
}

export { BankingCreditPage as Component };
