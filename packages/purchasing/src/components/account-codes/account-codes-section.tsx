import { errorMessage } from '@marketplace/api-client';
import { Card, ErrorState } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useGetAccountCodesQuery, useListAccountCategoriesQuery } from '../../api/account-codes-api';
import { LoadingRegion } from '../shared/loading-region';
import { AccountCodesForm } from './account-codes-form';
import { AccountCodesSummary } from './account-codes-summary';

/**
 * The company page's card of account codes (decision 0610): where the bookkeeping export books
 * each invoice line, and the account it pays each paid invoice from. Owners and admins set them (`canChange`); every other member reads them, so
 * whoever books the files knows where each line went.
 */
export function AccountCodesSection({ canChange }: { canChange: boolean }): ReactElement {
  const codes = useGetAccountCodesQuery();
  // Only the form chooses categories; the table names its own.
  const categories = useListAccountCategoriesQuery(undefined, { skip: !canChange });
  const failed = codes.isError ? codes : categories.isError ? categories : null;
  let content: ReactElement;
  if (failed) content = <ErrorState title="We could not load the account codes" message={errorMessage(failed.error, 'Please try again.')} onRetry={() => void failed.refetch()} isRetrying={failed.isFetching} titleLevel={3} />;
  else if (!codes.data || (canChange && !categories.data)) content = <LoadingRegion label="Loading the account codes" height={120} />;
  else if (!canChange) content = <AccountCodesSummary codes={codes.data} />;
  // Keyed by the last change: a save shows the table as the API kept it.
  else content = <AccountCodesForm key={codes.data.updatedAt ?? 'fallback'} codes={codes.data} categories={categories.data ?? []} />;
  return (
    <Card
      title="Account codes"
      description={`Where the Xero and QuickBooks exports book each invoice line: the account of its product’s category (a sub-category’s, else its parent’s), otherwise the default account, which also takes freight and tax. Payments are made from the paying account.${canChange ? '' : ' Owners and admins set them.'}`}
    >
      {content}
    </Card>
  );
}
