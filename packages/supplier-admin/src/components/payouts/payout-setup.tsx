import { errorMessage } from '@marketplace/api-client';
import { Button, Card, ErrorState, formatBasisPoints, LinkButton, Skeleton, Stack, useFlash } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useGetSupplierPayoutAccountQuery, useStartSupplierPayoutOnboardingMutation, type PayoutAccountData } from '../../api/supplier-payouts-api';
import { RouterLink } from '../../lib/router-link';
import { paths } from '../../paths';
import '../../styles/supplier-admin.css';

/** Props of {@link PayoutSetup}. */
export interface PayoutSetupProps {
  /** Sends the browser to the payment provider's onboarding page; the page itself by default. */
  openExternal?: (url: string) => void;
}

/** Where payouts go, or what is still missing before they can. */
function Destination({ account, openExternal }: { account: PayoutAccountData; openExternal: (url: string) => void }): ReactElement {
  const [startOnboarding, { isLoading }] = useStartSupplierPayoutOnboardingMutation();
  const flash = useFlash();
  if (account.ready && account.destination) {
    return <p>{account.provider === 'stripe' ? `Paid to your Stripe account ${account.destination}.` : `Paid to the banking details on file: ${account.destination}.`}</p>;
  }
  const waiting = account.waitingReason ?? 'Payouts cannot go out yet.';
  if (account.provider === 'sandbox') {
    return (
      <Stack gap="sm" align="start">
        <p>{waiting}</p>
        <LinkButton as={RouterLink} href={paths.banking.href()} variant="primary">
          Add banking details
        </LinkButton>
      </Stack>
    );
  }
  const setUp = async () => {
    try {
      const onboarding = await startOnboarding().unwrap();
      if (onboarding.url) openExternal(onboarding.url);
      else if (onboarding.ready) flash.success('Payouts are set up.');
      else flash.error('The payment provider gave no set-up link. Please try again.');
    } catch (error) {
      flash.error(errorMessage(error, 'We could not start setting up payouts. Please try again.'));
    }
  };
  return (
    <Stack gap="sm" align="start">
      <p>{waiting}</p>
      <Button onPress={() => void setUp()} isLoading={isLoading} loadingLabel="Opening the set-up">
        Set up payouts
      </Button>
    </Stack>
  );
}

/**
 * The supplier's payout set-up: where payouts go (the banking details on file in the sandbox, a
 * Stripe account otherwise) or what is missing, the commission the marketplace keeps, and how
 * long a delivered line waits before it is paid.
 */
export function PayoutSetup({ openExternal = (url) => window.location.assign(url) }: PayoutSetupProps): ReactElement {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetSupplierPayoutAccountQuery();
  let content: ReactElement;
  if (isError) {
    content = <ErrorState title="We could not load your payout set-up" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} titleLevel={3} />;
  } else if (isLoading || !data) {
    content = <Skeleton count={3} />;
  } else {
    content = (
      <Stack gap="md">
        <Destination account={data} openExternal={openExternal} />
        <dl className="mk-facts" aria-label="Payout terms">
          <div>
            <dt>Commission</dt>
            <dd>{`${formatBasisPoints(data.commissionBasisPoints)} of each delivered line`}</dd>
          </div>
          <div>
            <dt>Holding period</dt>
            <dd>{`${data.payoutHoldingDays} ${data.payoutHoldingDays === 1 ? 'day' : 'days'} after delivery, or as soon as the builder confirms receipt`}</dd>
          </div>
        </dl>
      </Stack>
    );
  }
  return (
    <Card title="Payout set-up" description="Where the marketplace pays you for delivered lines.">
      {content}
    </Card>
  );
}
