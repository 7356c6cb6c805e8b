import { formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { PayoutRunData } from '../../api/operator-money-api';

/** What a payout run decided: how many payouts for how much, and which suppliers wait, and why. */
export function PayoutRunReport({ run }: { run: PayoutRunData }): ReactElement {
  return (
    <section aria-labelledby="payout-run-title">
      <h3 id="payout-run-title">Payout run</h3>
      <p>
        {run.payouts === 0
          ? 'Nothing was due: no delivered line is waiting to be paid.'
          : `${run.payouts} ${run.payouts === 1 ? 'payout' : 'payouts'} for ${formatMoney(run.amountCents)} decided; each is on its way to its supplier.`}
      </p>
      {run.waiting.length > 0 ? (
        <>
          <p>Waiting, with lines due:</p>
          <ul>
            {run.waiting.map((supplier) => (
              <li key={supplier.supplierCompanyId}>{`${supplier.supplierCompanyName}: ${supplier.reason}`}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
