import Stripe from 'stripe';
import type { CardPayments } from './card-payments';

/** Settings of the Stripe adapter; `apiUrl` points it at another host (a local double in tests). */
export interface StripeSettings {
  secretKey: string;
  apiUrl?: string | null;
}

/** A Stripe client for these settings. */
export function createStripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  const target = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(target
      ? { host: target.hostname, port: target.port || (target.protocol === 'https:' ? 443 : 80), protocol: target.protocol === 'https:' ? 'https' : 'http' }
      : {}),
  });
}

/**
 * Stripe Checkout in embedded mode: the browser mounts Stripe's form with the session's client
 * secret and comes back to the return URL. Sessions are created with the order id as the
 * idempotency key, so a retried request never opens a second session for one order.
 */
export function createStripeCardPayments(settings: StripeSettings, client: Stripe = createStripeClient(settings)): CardPayments {
  return {
    name: 'stripe',
    async createSession(request) {
      const session = await client.checkout.sessions.create(
        {
          ui_mode: 'embedded_page',
          mode: 'payment',
          client_reference_id: request.orderId,
          customer_email: request.customerEmail,
          metadata: { order_id: request.orderId },
          return_url: request.returnUrl,
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: { currency: request.currency.toLowerCase(), unit_amount: line.unitAmountCents, product_data: { name: line.name } },
          })),
        },
        { idempotencyKey: `checkout-session-${request.orderId}` },
      );
      if (!session.client_secret) throw new Error('Stripe answered a session without a client secret.');
      return { id: session.id, clientSecret: session.client_secret, expiresAt: new Date(session.expires_at * 1000) };
    },
    async sessionStatus(session) {
      const remote = await client.checkout.sessions.retrieve(session.id);
      if (remote.status === 'complete' && remote.payment_status !== 'unpaid') return 'complete';
      if (remote.status === 'expired') return 'expired';
      return 'open';
    },
    async expireSession(session) {
      const remote = await client.checkout.sessions.retrieve(session.id);
      if (remote.status === 'open') await client.checkout.sessions.expire(session.id);
    },
    async refund(request) {
      // A Checkout Session is refunded through the PaymentIntent it created when it was paid.
      const remote = await client.checkout.sessions.retrieve(request.sessionId);
      const paymentIntent = typeof remote.payment_intent === 'string' ? remote.payment_intent : remote.payment_intent?.id;
      if (!paymentIntent) throw new Error(`Stripe checkout session ${request.sessionId} has no payment intent: it was never paid, so there is nothing to refund.`);
      // Stripe refunds in the payment's own currency, so only the amount is sent. The refund id as
      // idempotency key makes a retried call answer the first refund instead of refunding twice.
      const refund = await client.refunds.create(
        { payment_intent: paymentIntent, amount: request.amountCents, metadata: { refund_id: request.refundId } },
        { idempotencyKey: `refund-${request.refundId}` },
      );
      return { providerRefundId: refund.id };
    },
  };
}
