import type { ReactElement } from 'react';
import type { CartApprovalRequest } from '../../api/cart-approval-api';

/** The rules a request was asked for, in the API's words ("Over your limit of $5,000.00 per order."). */
export function ApprovalReasons({ request }: { request: CartApprovalRequest }): ReactElement | null {
  if (request.reasons.length === 0) return null;
  return (
    <ul aria-label="Why it needs approval" className="mk-approval-reasons">
      {request.reasons.map((reason) => (
        <li key={reason.code}>{reason.message}</li>
      ))}
    </ul>
  );
}
