import { formatMoney } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { Preapproval } from '../../api/banking-credit-api';

const statusLabels = { draft: 'Draft', submitted: 'Under review', approved: 'Approved', declined: 'Declined' } as const;

/** The application's status with its reasons, and the available credit (approved limit minus open orders on terms). */
export function CreditSummary({ preapproval }: { preapproval: Preapproval }): ReactElement {
  const { application, credit } = preapproval;
  return (
    <div className="mk-credit-summary">
      <dl className="mk-credit-figures">
        <div>
          <dt>Application</dt>
          <dd>
            <span className={`mk-credit-status mk-credit-status--${application?.status ?? 'none'}`}>{application ? statusLabels[application.status] : 'Not started'}</span>
          </dd>
        </div>
        <div>
          <dt>Available credit</dt>
          <dd className="mk-credit-available">{formatMoney(credit.availableCents, credit.currency)}</dd>
        </div>
        <div>
          <dt>Approved limit</dt>
          <dd>{formatMoney(credit.approvedLimitCents, credit.currency)}</dd>
        </div>
        <div>
          <dt>Open orders on terms</dt>
          <dd>{formatMoney(credit.usedCents, credit.currency)}</dd>
        </div>
      </dl>
      {application && application.decisionReasons.length > 0 ? (
        <ul className="mk-credit-reasons" aria-label="Decision reasons">
          {application.decisionReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
