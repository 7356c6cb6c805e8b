import { errorMessage } from '@marketplace/api-client';
import { Card, ErrorState, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useGetInvoiceTolerancesQuery } from '../../api/invoice-tolerances-api';
import { LoadingRegion } from '../shared/loading-region';
import { InvoiceTolerancesForm } from './invoice-tolerances-form';
import { InvoiceTolerancesSummary } from './invoice-tolerances-summary';

/**
 * The company page's card of invoice tolerances: owners and admins set them (`canChange`), every
 * other member reads them, so they know why an invoice is an exception.
 */
export function InvoiceTolerancesSection({ canChange }: { canChange: boolean }): ReactElement {
  const tolerances = useGetInvoiceTolerancesQuery();
  let content: ReactElement;
  if (tolerances.isError) content = <ErrorState title="We could not load the tolerances" message={errorMessage(tolerances.error, 'Please try again.')} onRetry={() => void tolerances.refetch()} isRetrying={tolerances.isFetching} titleLevel={3} />;
  else if (!tolerances.data) content = <LoadingRegion label="Loading the invoice tolerances" height={120} />;
  else if (!canChange) content = <InvoiceTolerancesSummary tolerances={tolerances.data} />;
  else {
    content = (
      <Stack gap="md">
        {/* Keyed by the last change: a save shows the values as the API kept them. */}
        <InvoiceTolerancesForm key={tolerances.data.updatedAt ?? 'defaults'} tolerances={tolerances.data} />
        <InvoiceTolerancesSummary tolerances={tolerances.data} showDefaults={false} />
      </Stack>
    );
  }
  return (
    <Card
      title="Invoice tolerances"
      description={`How far a supplier’s invoice may stray from the purchase order and what was received before it is an exception: over the percent or the amount.${canChange ? '' : ' Owners and admins set them.'}`}
    >
      {content}
    </Card>
  );
}
