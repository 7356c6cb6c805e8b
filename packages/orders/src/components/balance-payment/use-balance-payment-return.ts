import { useFlash } from '@marketplace/ui-kit';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ordersApi, useGetBalancePaymentStatusQuery } from '../../api/orders-api';

/** How often the page asks again while the provider has not confirmed the payment. */
export const BALANCE_STATUS_POLL_MS = 2000;

/** The search parameter Stripe's return address carries (decision 0146). */
const SESSION_PARAM = 'balance_session_id';

/**
 * Where Stripe sends the builder back after paying a balance (`?balance_session_id=`): asks for
 * the session's status, which books the payment, and asks again while it is still open. Once it
 * is answered, says how it went and takes the parameter out of the address, so a reload does not
 * ask again. Answers whether a payment is still being confirmed.
 */
export function useBalancePaymentReturn(orderId: string): boolean {
  const [params, setParams] = useSearchParams();
  const flash = useFlash();
  const sessionId = params.get(SESSION_PARAM);
  const args = { orderId, sessionId: sessionId ?? '' };
  const skip = !sessionId || !orderId;
  // Polls only while the payment has no answer yet (not loaded, or still open).
  const known = ordersApi.endpoints.getBalancePaymentStatus.useQueryState(args, { skip });
  const answered = known.data !== undefined && known.data.status !== 'open';
  const status = useGetBalancePaymentStatusQuery(args, { skip, pollingInterval: answered ? 0 : BALANCE_STATUS_POLL_MS, skipPollingIfUnfocused: true });
  const outcome = status.isError ? 'failed' : status.data && status.data.status !== 'open' ? status.data.status : null;

  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'complete') flash.success('Payment received. The suppliers can now ship these items.');
    else flash.error('The payment did not go through, so the amount is still due. Please pay again.');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SESSION_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [outcome, flash, setParams]);

  return !skip && !outcome;
}
