import { errorMessage, toApiError } from '@marketplace/api-client';
import { SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCEEDS } from '@marketplace/contracts';
import { CardPaymentForm, Skeleton, type CardDetails } from '@marketplace/ui-kit';
import { lazy, Suspense, type ReactElement } from 'react';
import { usePayBalanceInSandboxMutation, type BalancePaymentSessionData } from '../../api/orders-api';

// Stripe's SDK loads only when Stripe is the provider: sandbox payments never fetch it.
const StripeBalanceCheckout = lazy(() => import('./stripe-balance-checkout'));

/** Props of {@link BalanceCardPayment}. */
export interface BalanceCardPaymentProps {
  orderId: string;
  session: BalancePaymentSessionData;
  /** Stripe's publishable key from the client configuration; undefined while it loads. */
  publishableKey: string | null | undefined;
  /** The sandbox booked the payment. */
  onPaid: () => void;
}

function Loading(): ReactElement {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the card form">
      <Skeleton variant="rect" height={180} />
    </div>
  );
}

/**
 * The card form of the session's provider: Stripe's embedded form (it sends the builder back to
 * the order page), or the sandbox's own, the one checkout shows, with a refusal on the form itself.
 */
export function BalanceCardPayment({ orderId, session, publishableKey, onPaid }: BalanceCardPaymentProps): ReactElement {
  const [pay] = usePayBalanceInSandboxMutation();

  if (session.provider === 'stripe') {
    if (publishableKey === undefined) return <Loading />;
    if (!publishableKey || !session.clientSecret) return <p role="alert">Card payments are not available right now. Please try again later.</p>;
    return (
      <Suspense fallback={<Loading />}>
        <StripeBalanceCheckout publishableKey={publishableKey} clientSecret={session.clientSecret} />
      </Suspense>
    );
  }

  const paySandbox = async (card: CardDetails) => {
    const answer = await pay({ orderId, sessionId: session.sessionId, ...card }).unwrap();
    // A session that ran out before it was paid cannot be paid any more: a new one is needed.
    if (answer.status !== 'complete') throw new Error('This payment has expired. Close it and pay again.');
    onPaid();
  };

  return (
    <CardPaymentForm
      amountCents={session.amountCents}
      currency={session.currency}
      onPay={paySandbox}
      // A declined card or a mistyped field: the reason stays on the form, beside the card.
      describeFailure={(failure) => ({ message: errorMessage(failure, 'The payment did not go through. Please try again.'), fields: toApiError(failure).fields })}
      sandboxCards={{ paid: SANDBOX_CARD_SUCCEEDS, declined: SANDBOX_CARD_DECLINED }}
    />
  );
}
