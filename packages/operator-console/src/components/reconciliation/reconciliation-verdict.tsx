import { formatDay, formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { ReconciliationData } from '../../api/operator-money-api';

/**
 * Whether the books agree over the days asked for: charges less refunds equal payouts,
 * commission and what is still held, and every transaction balances. When they do not, it says
 * what disagrees: transactions that do not balance, purchase orders holding another amount than
 * expected, and the days with a difference.
 */
export function ReconciliationVerdict({ reconciliation }: { reconciliation: ReconciliationData }): ReactElement {
  const range = `${formatDay(reconciliation.from) ?? reconciliation.from} to ${formatDay(reconciliation.to) ?? reconciliation.to}`;
  const daysOff = reconciliation.days.filter((day) => day.differenceCents !== 0);
  if (reconciliation.balanced) {
    return (
      <section className="mk-console-verdict mk-console-verdict--balanced" aria-labelledby="reconciliation-verdict">
        <h2 id="reconciliation-verdict" className="mk-console-verdict__title">
          Balanced
        </h2>
        <p>{`From ${range}, charges less refunds equal payouts, commission and money held, and every transaction balances.`}</p>
      </section>
    );
  }
  return (
    <section className="mk-console-verdict mk-console-verdict--unbalanced" aria-labelledby="reconciliation-verdict">
      <h2 id="reconciliation-verdict" className="mk-console-verdict__title">
        Not balanced
      </h2>
      <p>{`From ${range}, the books do not agree:`}</p>
      <ul>
        {reconciliation.unbalancedTransactions > 0 ? (
          <li>{`${reconciliation.unbalancedTransactions} ${reconciliation.unbalancedTransactions === 1 ? 'transaction does' : 'transactions do'} not balance.`}</li>
        ) : null}
        {reconciliation.heldMismatches.map((mismatch) => (
          <li key={mismatch.purchaseOrderId}>
            {`Purchase order ${mismatch.purchaseOrderId} holds ${formatMoney(mismatch.ledgerCents)} where ${formatMoney(mismatch.expectedCents)} is expected.`}
          </li>
        ))}
        {daysOff.map((day) => (
          <li key={day.day}>{`${formatDay(day.day) ?? day.day}: off by ${formatMoney(day.differenceCents)}.`}</li>
        ))}
      </ul>
    </section>
  );
}
