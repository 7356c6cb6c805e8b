import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js';
// The "pure" entry adds Stripe's script only when loadStripe is called, never on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, type ReactElement } from 'react';

/** Props of {@link StripeEmbeddedCheckout}. */
export interface StripeEmbeddedCheckoutProps {
  publishableKey: string;
  clientSecret: string;
}

/**
 * Stripe's own payment form, mounted with the session's client secret. Stripe sends the builder
 * to the checkout-return page when the payment ends. Loaded only when Stripe is the provider.
 */
export function StripeEmbeddedCheckout({ publishableKey, clientSecret }: StripeEmbeddedCheckoutProps): ReactElement {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <div className="mk-stripe-checkout">
      <EmbeddedCheckoutProvider stripe={stripe} options={{ clientSecret }}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </div>
  );
}

export default StripeEmbeddedCheckout;
