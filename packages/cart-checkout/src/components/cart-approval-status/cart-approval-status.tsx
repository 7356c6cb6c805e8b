import { useGetCurrentUserQuery } from '@marketplace/auth';
import { Card, formatMoment, formatMoney, Stack } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { CartApproval, CartApprovalRequest } from '../../api/cart-approval-api';
import type { CartData } from '../../api/cart-api';
import { ApprovalReasons } from './approval-reasons';
import { WithdrawApprovalButton } from './withdraw-approval-button';

/** Props of {@link CartApprovalStatus}. */
export interface CartApprovalStatusProps {
  approval: CartApproval;
  cart: CartData;
}

/** Withdrawing is the asker's alone: others on the project see the state without the button. */
function OwnWithdraw({ request }: { request: CartApprovalRequest }): ReactElement | null {
  const user = useGetCurrentUserQuery();
  return user.data?.id === request.requestedBy.id ? <WithdrawApprovalButton request={request} /> : null;
}

function Awaiting({ request }: { request: CartApprovalRequest }): ReactElement {
  return (
    <Card title="Awaiting approval" description={`${request.requestedBy.name} asked on ${formatMoment(request.createdAt) ?? ''} for ${formatMoney(request.totalCents, request.currency)}.`}>
      <Stack gap="sm">
        <ApprovalReasons request={request} />
        <p>{`The cart is kept as it is until someone decides. The request expires ${formatMoment(request.expiresAt) ?? ''}.`}</p>
        <OwnWithdraw request={request} />
      </Stack>
    </Card>
  );
}

function Approved({ request }: { request: CartApprovalRequest }): ReactElement {
  const by = request.decidedBy ? `${request.decidedBy.name} approved` : 'Approved';
  return (
    <Card title="Approved — pay by card" description={`${by} ${formatMoney(request.totalCents, request.currency)} ${formatMoment(request.decidedAt) ?? ''}.`}>
      <Stack gap="sm">
        {request.decisionNote ? <blockquote>{request.decisionNote}</blockquote> : null}
        <p>Check out as usual and pay by card. The cart stays as approved until the order is placed.</p>
        <OwnWithdraw request={request} />
      </Stack>
    </Card>
  );
}

function Rejected({ request }: { request: CartApprovalRequest }): ReactElement {
  const by = request.decidedBy ? `${request.decidedBy.name} did not approve this order` : 'This order was not approved';
  return (
    <Card title="Not approved" description={`${by} ${formatMoment(request.decidedAt) ?? ''}.`}>
      <Stack gap="sm">
        {request.decisionNote ? <blockquote>{request.decisionNote}</blockquote> : null}
        <p>Change the cart, then check out again: an order still over a limit asks for approval anew.</p>
      </Stack>
    </Card>
  );
}

/**
 * Where the cart stands with approval (decision 0161): waiting (who asked, why, until when, and the
 * asker's way to withdraw), approved for the buyer to pay by card, or rejected with the approver's
 * note. A rejection shows only while the cart still totals what was asked: once the builder has
 * changed it, the note is about another cart.
 */
export function CartApprovalStatus({ approval, cart }: CartApprovalStatusProps): ReactElement | null {
  const { open, lastRejected } = approval;
  if (open?.status === 'pending') return <Awaiting request={open} />;
  if (open?.status === 'approved') return <Approved request={open} />;
  if (lastRejected && lastRejected.totalCents === cart.totalCents) return <Rejected request={lastRejected} />;
  return null;
}
