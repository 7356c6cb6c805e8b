import { formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { CreditAccountData } from '../../api/operator-credit-accounts-api';
import { lastRepaidWords } from './credit-account-words';

/** A company's credit on terms at a glance: its limit, what it owes, what it may still draw, and when it last repaid. */
export function CreditAccountFacts({ account }: { account: CreditAccountData }): ReactElement {
  return (
    <dl className="mk-console-facts" aria-label="Credit account details">
      <div>
        <dt>Approved limit</dt>
        <dd>{formatMoney(account.approvedLimitCents, account.currency)}</dd>
      </div>
      <div>
        <dt>Owed</dt>
        <dd className="mk-console-facts__total">{formatMoney(account.owedCents, account.currency)}</dd>
      </div>
      <div>
        <dt>Available</dt>
        <dd>{formatMoney(account.availableCents, account.currency)}</dd>
      </div>
      <div>
        <dt>Last repaid</dt>
        <dd>{lastRepaidWords(account)}</dd>
      </div>
    </dl>
  );
}
