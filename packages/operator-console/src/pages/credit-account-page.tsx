import { loadOutcome } from '@marketplace/api-client';
import { Card, formatMoney, LinkButton, LoadedContent, PageHeader, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { useGetOperatorCreditAccountQuery } from '../api/operator-credit-accounts-api';
import { CreditAccountFacts } from '../components/credit-accounts/credit-account-facts';
import { RepaymentForm } from '../components/credit-accounts/repayment-form';
import { RepaymentsTable } from '../components/credit-accounts/repayments-table';
import { RouterLink } from '../lib/router-link';
import { paths } from '../paths';

const backLink = (
  <LinkButton href={paths.creditAccounts.href()} as={RouterLink} variant="ghost" size="sm">
    All credit accounts
  </LinkButton>
);

/**
 * /operator/money/credit-accounts/{companyId}: one builder company's credit on terms, recording a
 * bank transfer it sent (while it owes something), and the transfers recorded so far.
 */
export function CreditAccountPage(): ReactElement {
  const { companyId = '' } = useParams();
  const query = useGetOperatorCreditAccountQuery(companyId, { skip: !companyId, refetchOnMountOrArgChange: true });
  const account = query.data?.account;
  return (
    <Stack gap="lg">
      <PageHeader eyebrow={backLink} title={account?.companyName ?? 'Credit account'} description={account ? `${formatMoney(account.owedCents, account.currency)} owed on terms` : undefined} />
      <LoadedContent noun="credit account" data={query.data} missingDescription="The company may have no credit on terms, or the link is mistyped." {...loadOutcome(query)}>
        {(detail) => (
          <Stack gap="lg">
            <Card title="Account">
              <CreditAccountFacts account={detail.account} />
            </Card>
            <Card title="Record a repayment" description="A bank transfer the company sent to repay what it owes.">
              {detail.account.owedCents > 0 ? <RepaymentForm account={detail.account} /> : <p className="mk-console-muted">{`${detail.account.companyName} owes nothing on terms: there is no repayment to record.`}</p>}
            </Card>
            <Card title="Repayments" padding="none">
              <RepaymentsTable repayments={detail.repayments} />
            </Card>
          </Stack>
        )}
      </LoadedContent>
    </Stack>
  );
}

export { CreditAccountPage as Component };
