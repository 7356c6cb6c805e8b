import { errorMessage } from '@marketplace/api-client';
import { Card, ErrorState, formatDay, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useGetSupplierStatementsQuery } from '../api/supplier-invoices-api';
import { StatementsTable } from '../components/statements/statements-table';

/**
 * /supplier/statements: per builder company, what its open invoices (neither paid nor void) add
 * up to, what it disputes, and the aging by due date (current, 1–30, 31–60, 61–90, 90+ days), with
 * a total per currency.
 */
export function StatementsPage(): ReactElement {
  // Payments and disputes happen on the builders' side: every visit asks the API again.
  const { data, isLoading, isFetching, isError, error, refetch } = useGetSupplierStatementsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="lg">
      <PageHeader
        title="Statements"
        description={data ? `What builders owe you, by how late, as of ${formatDay(data.asOf) ?? ''}.` : 'What builders owe you, by how late.'}
      />
      <Card padding={isError ? 'md' : 'none'}>
        {isError ? (
          <ErrorState title="We could not load your statements" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={2} />
        ) : (
          <StatementsTable statements={data?.statements ?? []} isLoading={isLoading} />
        )}
      </Card>
    </Stack>
  );
}

export { StatementsPage as Component };
