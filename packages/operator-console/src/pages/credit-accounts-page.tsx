import { errorMessage } from '@marketplace/api-client';
import { Card, ErrorState, PageHeader, Pagination, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useListOperatorCreditAccountsQuery } from '../api/operator-credit-accounts-api';
import { CreditAccountSearch } from '../components/credit-accounts/credit-account-search';
import { CreditAccountsTable } from '../components/credit-accounts/credit-accounts-table';
import { useFilterParam, usePageOffset } from '@marketplace/ui-kit';

/** Accounts per page. */
export const CREDIT_ACCOUNTS_PAGE_SIZE = 20;

/**
 * /operator/money/credit-accounts: builder companies on credit terms, the largest balance owed
 * first (who to follow up with), found by name, each with its limit, what it owes and may still
 * draw, and when it last repaid. The search and page live in the URL.
 */
export function CreditAccountsPage(): ReactElement {
  const { offset, setOffset } = usePageOffset(CREDIT_ACCOUNTS_PAGE_SIZE);
  const [search, setSearch] = useFilterParam('q');
  const { data, isLoading, isFetching, isError, error, refetch } = useListOperatorCreditAccountsQuery(
    { limit: CREDIT_ACCOUNTS_PAGE_SIZE, offset, ...(search ? { search } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Stack gap="lg">
      <PageHeader title="Credit accounts" description="What builders owe on terms, and the repayments received by bank transfer." />
      <Card title="Find credit accounts" titleLevel={2}>
        {/* Keyed by the search so a link or the back button resets the field's text too. */}
        <CreditAccountSearch key={search} search={search} onSearch={setSearch} />
      </Card>
      {isError ? (
        <ErrorState title="We could not load the credit accounts" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={2} />
      ) : (
        <Stack gap="md">
          <p aria-live="polite">{data ? `${data.count} ${data.count === 1 ? 'account' : 'accounts'}` : ''}</p>
          <CreditAccountsTable accounts={data?.results ?? []} isLoading={isLoading} isFiltered={Boolean(search)} />
          {data && data.count > CREDIT_ACCOUNTS_PAGE_SIZE ? <Pagination total={data.count} offset={offset} limit={CREDIT_ACCOUNTS_PAGE_SIZE} onOffsetChange={setOffset} isDisabled={isFetching} /> : null}
        </Stack>
      )}
    </Stack>
  );
}

export { CreditAccountsPage as Component };
