import { Card, formatMoment, formatMoney, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { ApprovalRequestData } from '../../api/approvals-api';
import { ApprovalDecisionForm } from './approval-decision-form';
import { ApprovalLinesTable } from './approval-lines-table';
import { approvalStatusWords, settlementWords } from './approval-status-words';
import { WithdrawRequestButton } from './withdraw-request-button';

/** Props of {@link ApprovalRequestCard}. */
export interface ApprovalRequestCardProps {
  request: ApprovalRequestData;
  /** The signed-in user: the asker may withdraw their own request. */
  userId: string | null;
}

/** The decision as the buyer and the company see it afterwards: who, when, who pays, the note. */
function decisionWords(request: ApprovalRequestData): string | null {
  if (!request.decidedBy) return null;
  const verb = request.status === 'rejected' ? 'Rejected' : 'Approved';
  const pays = request.settlement ? `, paid ${settlementWords[request.settlement]}` : '';
  return `${verb} by ${request.decidedBy.name} ${formatMoment(request.decidedAt) ?? ''}${pays}.`;
}

/**
 * One request: the project, the total, who asked and when, why it needs approval, the lines as
 * asked for, and what can be done with it now (decide, for those who may; withdraw, for the asker).
 */
export function ApprovalRequestCard({ request, userId }: ApprovalRequestCardProps): ReactElement {
  const decided = decisionWords(request);
  const open = request.status === 'pending' || request.status === 'approved';
  const own = userId === request.requestedBy.id;
  return (
    <Card
      as="article"
      title={`${request.projectName}: ${formatMoney(request.totalCents, request.currency)}`}
      titleLevel={2}
      description={`${approvalStatusWords[request.status]} · asked by ${request.requestedBy.name} ${formatMoment(request.createdAt) ?? ''}`}
    >
      <Stack gap="md">
        <dl className="mk-approval-facts" aria-label={`Request of ${request.requestedBy.name} for ${request.projectName}`}>
          <div>
            <dt>Why it needs approval</dt>
            <dd>{request.reasons.map((reason) => reason.message).join(' ') || '—'}</dd>
          </div>
          {request.status === 'pending' ? (
            <div>
              <dt>Expires</dt>
              <dd>{formatMoment(request.expiresAt)}</dd>
            </div>
          ) : null}
          {decided ? (
            <div>
              <dt>Decision</dt>
              <dd>{decided}</dd>
            </div>
          ) : null}
          {request.decisionNote ? (
            <div>
              <dt>Note</dt>
              <dd>{request.decisionNote}</dd>
            </div>
          ) : null}
        </dl>
        <ApprovalLinesTable request={request} />
        {request.canDecide ? <ApprovalDecisionForm request={request} /> : null}
        {open && own ? <WithdrawRequestButton request={request} /> : null}
      </Stack>
    </Card>
  );
}
