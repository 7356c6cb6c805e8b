import { errorMessage } from '@marketplace/api-client';
import { Card, ErrorState, PageHeader, Skeleton, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useGetOperatorMoneySettingsQuery } from '../api/operator-money-api';
import { CommissionOverrides } from '../components/money-settings/commission-overrides';
import { MoneySettingsForm } from '../components/money-settings/money-settings-form';

/**
 * /operator/money/settings: the marketplace's commission rate and payout holding period, and the
 * suppliers and categories that pay another rate. A rate applies to lines paid out from now on.
 */
export function MoneySettingsPage(): ReactElement {
  const { data, isError, error, refetch, isFetching } = useGetOperatorMoneySettingsQuery();
  let settings: ReactElement;
  if (isError) settings = <ErrorState title="We could not load the settings" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={3} />;
  else if (!data) settings = <Skeleton count={3} />;
  else settings = <MoneySettingsForm settings={data} />;
  return (
    <Stack gap="lg">
      <PageHeader title="Money settings" description="What the marketplace keeps of each delivered line, and when suppliers are paid." />
      <Card title="Commission and holding period">{settings}</Card>
      <Card title="Commission overrides" description="A supplier's own rate comes first, then its category's, then the marketplace's.">
        <Stack gap="md">
          <CommissionOverrides />
        </Stack>
      </Card>
    </Stack>
  );
}

export { MoneySettingsPage as Component };
