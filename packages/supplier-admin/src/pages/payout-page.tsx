import { loadOutcome } from '@marketplace/api-client';
import { Card, formatDay, formatMoment, formatMoney, LinkButton, LoadedContent, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { useGetSupplierPayoutQuery, type PayoutDetailData } from '../api/supplier-payouts-api';
import { PayoutLinesTable } from '../components/payouts/payout-lines-table';
import { payoutStatusWords } from '../components/payouts/payout-words';
import { StatementDownloads } from '../components/payouts/statement-downloads';
import { RouterLink } from '../lib/router-link';
import { paths } from '../paths';
import '../styles/supplier-admin.css';

const backLink = (
  <LinkButton href={paths.payouts.href()} as={RouterLink} variant="ghost" size="sm">
    All payouts
  </LinkButton>
);

function PayoutFacts({ payout }: { payout: PayoutDetailData }): ReactElement {
  return (
    <dl className="mk-facts" aria-label="Payout details">
      <div>
        <dt>Status</dt>
        <dd>{payout.paidAt ? `${payoutStatusWords(payout.status)} ${formatMoment(payout.paidAt) ?? ''}` : payoutStatusWords(payout.status)}</dd>
      </div>
      <div>
        <dt>Paid to</dt>
        <dd>{payout.destination}</dd>
      </div>
      <div>
        <dt>Delivered lines</dt>
        <dd>{formatMoney(payout.grossCents, payout.currency)}</dd>
      </div>
      <div>
        <dt>Commission</dt>
        <dd>{`−${formatMoney(payout.commissionCents, payout.currency)}`}</dd>
      </div>
      {payout.recoveredCents > 0 ? (
        <div>
          <dt>Refunds after earlier payouts</dt>
          <dd>{`−${formatMoney(payout.recoveredCents, payout.currency)}`}</dd>
        </div>
      ) : null}
      <div>
        <dt>Paid to you</dt>
        <dd className="mk-facts__total">{formatMoney(payout.amountCents, payout.currency)}</dd>
      </div>
    </dl>
  );
}

/** /supplier/payouts/{id}: one payout, the lines it pays for with their commission, and its statement. */
export function PayoutPage(): ReactElement {
  const { payoutId = '' } = useParams();
  const query = useGetSupplierPayoutQuery(payoutId, { skip: !payoutId });
  const { data } = query;
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={backLink} title={data ? `Payout of ${formatDay(data.createdAt) ?? ''}` : 'Payout'} description={data ? formatMoney(data.amountCents, data.currency) : undefined} />
      <LoadedContent
        noun="payout"
        data={data}
        missingDescription="It may belong to another supplier, or the link is mistyped."
        {...loadOutcome(query)}
      >
        {(payout) => (
          <Stack gap="lg">
            <Card title="Summary" actions={<StatementDownloads payoutId={payout.id} fileStem={`payout-${payout.createdAt.slice(0, 10)}`} />}>
              <PayoutFacts payout={payout} />
            </Card>
            <Card title="Lines paid for" padding="none">
              <PayoutLinesTable payout={payout} />
            </Card>
          </Stack>
        )}
      </LoadedContent>
    </Stack>
  );
}

export { PayoutPage as Component };
