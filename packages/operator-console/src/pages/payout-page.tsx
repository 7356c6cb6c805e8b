import { errorMessage, toApiError } from '@marketplace/api-client';
import { Card, EmptyState, ErrorState, formatMoment, formatMoney, LinkButton, PageHeader, Skeleton, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { useGetOperatorPayoutQuery, type OperatorPayoutDetailData } from '../api/operator-money-api';
import { PayoutLinesTable } from '../components/payouts/payout-lines-table';
import { payoutStatusWords } from '../components/payouts/payout-words';
import { payoutName } from '../components/payouts/payouts-table';
import { StatementDownloads } from '../components/payouts/statement-downloads';
import { statementFileStem } from '../components/payouts/statement-file-stem';
import { RouterLink } from '../lib/router-link';
import { paths } from '../paths';

const backLink = (
  <LinkButton href={paths.payouts.href()} as={RouterLink} variant="ghost" size="sm">
    All payouts
  </LinkButton>
);

function PayoutFacts({ payout }: { payout: OperatorPayoutDetailData }): ReactElement {
  return (
    <dl className="mk-console-facts" aria-label="Payout details">
      <div>
        <dt>Supplier</dt>
        <dd>{payout.supplierCompanyName}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>{payout.paidAt ? `${payoutStatusWords(payout.status)} ${formatMoment(payout.paidAt) ?? ''}` : payoutStatusWords(payout.status)}</dd>
      </div>
      {payout.lastError ? (
        <div>
          <dt>Last attempt</dt>
          <dd>{payout.lastError}</dd>
        </div>
      ) : null}
      <div>
        <dt>Paid to</dt>
        <dd>{`${payout.destination} (${payout.provider})`}</dd>
      </div>
      <div>
        <dt>Lines</dt>
        <dd>{formatMoney(payout.grossCents, payout.currency)}</dd>
      </div>
      <div>
        <dt>Commission</dt>
        <dd>{formatMoney(payout.commissionCents, payout.currency)}</dd>
      </div>
      <div>
        <dt>Paid out</dt>
        <dd className="mk-console-facts__total">{formatMoney(payout.amountCents, payout.currency)}</dd>
      </div>
    </dl>
  );
}

/** /operator/money/payouts/{id}: one payout, the lines it pays with their commission, and its statement. */
export function PayoutPage(): ReactElement {
  const { payoutId = '' } = useParams();
  const { data, isError, error, refetch, isFetching } = useGetOperatorPayoutQuery(payoutId, { skip: !payoutId, refetchOnMountOrArgChange: true });
  let content: ReactElement;
  if (isError) {
    content =
      toApiError(error).status === 404 ? (
        <EmptyState title="We could not find this payout" description="The link may be mistyped." />
      ) : (
        <ErrorState title="We could not load this payout" message={errorMessage(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} />
      );
  } else if (!data) {
    content = (
      <div role="status" aria-busy="true" aria-label="Loading the payout">
        <Skeleton variant="rect" height={160} />
      </div>
    );
  } else {
    content = (
      <Stack gap="lg">
        <Card title="Summary" actions={<StatementDownloads payoutId={data.id} fileStem={statementFileStem(data)} />}>
          <PayoutFacts payout={data} />
        </Card>
        <Card title="Lines paid" padding="none">
          <PayoutLinesTable payout={data} />
        </Card>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={backLink} title={data ? `Payout to ${payoutName(data)}` : 'Payout'} description={data ? formatMoney(data.amountCents, data.currency) : undefined} />
      {content}
    </Stack>
  );
}

export { PayoutPage as Component };
