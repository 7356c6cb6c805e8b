import { Card, formatDay, formatMoney, formatMoment } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { OperatorCreditApplicationData } from '../../api/operator-credit-api';
import { CreditDecisionForm } from './credit-decision-form';

const statusWords = { draft: 'Draft', submitted: 'Waiting for a decision', approved: 'Approved', declined: 'Declined' } as const;

/** One application: who asks for how much, what they told us and the bank balance verified, and the decision (or the form to make it). */
export function CreditApplicationCard({ application }: { application: OperatorCreditApplicationData }): ReactElement {
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents));
  return (
    <Card as="article" title={application.companyName} titleLevel={3} description={`${statusWords[application.status]}${application.submittedAt ? ` · submitted ${formatDay(application.submittedAt) ?? ''}` : ''}`}>
      <dl className="mk-console-facts" aria-label={`Application of ${application.companyName}`}>
        <div>
          <dt>Legal name</dt>
          <dd>{application.legalName ?? '—'}</dd>
        </div>
        <div>
          <dt>EIN</dt>
          <dd>{application.ein ?? '—'}</dd>
        </div>
        <div>
          <dt>Years in business</dt>
          <dd>{application.yearsInBusiness ?? '—'}</dd>
        </div>
        <div>
          <dt>Annual revenue</dt>
          <dd>{money(application.annualRevenueCents)}</dd>
        </div>
        <div>
          <dt>Limit asked for</dt>
          <dd>{money(application.requestedLimitCents)}</dd>
        </div>
        <div>
          <dt>Verified bank balance</dt>
          <dd>{money(application.verifiedBalanceCents)}</dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>{[application.contactName, application.contactEmail, application.contactPhone].filter(Boolean).join(' · ') || '—'}</dd>
        </div>
        {application.decidedAt ? (
          <div>
            <dt>Decision</dt>
            <dd>
              {`${application.status === 'approved' ? `Approved for ${money(application.approvedLimitCents)}` : 'Declined'} by ${application.decidedBy === 'operator' ? 'an operator' : 'the rules'} ${formatMoment(application.decidedAt) ?? ''}`}
              {application.decisionReasons.length > 0 ? `: ${application.decisionReasons.join(' ')}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {application.status === 'submitted' ? <CreditDecisionForm application={application} /> : null}
    </Card>
  );
}
