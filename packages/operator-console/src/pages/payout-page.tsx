import { loadOutcome } from '@marketplace/api-client';
import { Card, formatMoment, formatMoney, LinkButton, LoadedContent, PageHeader, Stack } from '@marketplace/ui-kit';
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
      {payout.recoveredCents > 0 ? (
        <div>
          <dt>Refunds after earlier payouts</dt>
          <dd>{formatMoney(payout.recoveredCents, payout.currency)}</dd>
        </div>
      ) : null}
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
  const query = useGetOperatorPayoutQuery(payoutId, { skip: !payoutId, refetchOnMountOrArgChange: true });
  const { data } = query;
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={backLink} title={data ? `Payout to ${payoutName(data)}` : 'Payout'} description={data ? formatMoney(data.amountCents, data.currency) : undefined} />
      <LoadedContent
        noun="payout"
        data={data}
        missingDescription="The link may be mistyped."
        {...loadOutcome(query)}
      >
        {(payout) => (
          <Stack gap="lg">
            <Card title="Summary" actions={<StatementDownloads payoutId={payout.id} fileStem={statementFileStem(payout)} />}>
              <PayoutFacts payout={payout} />
            </Card>
            <Card title="Lines paid" padding="none">
              <PayoutLinesTable payout={payout} />
            </Card>
          </Stack>
        )}
      </LoadedContent>
    </Stack>
  );
}

export { PayoutPage as Component };
