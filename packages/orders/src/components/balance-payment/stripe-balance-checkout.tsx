import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
// The "pure" entry adds Stripe's script only when loadStripe is called, never on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, type ReactElement } from 'react';

/** Props of {@link StripeBalanceCheckout}. */
export interface StripeBalanceCheckoutProps {
  publishableKey: string;
  clientSecret: string;
}

/**
 * Stripe's own payment form for a balance-payment session. Stripe sends the builder back to the
 * order page with `?balance_session_id=`, where the payment is booked. Loaded only when Stripe is
 * the provider.
 */
export function StripeBalanceCheckout({ publishableKey, clientSecret }: StripeBalanceCheckoutProps): ReactElement {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <div className="mk-orders-stripe-checkout">
      <EmbeddedCheckoutProvider stripe={stripe} options={{ clientSecret }}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </div>
  );
}

export default StripeBalanceCheckout;
