import type Stripe from 'stripe';
import type { FastifyPluginAsync } from 'fastify';
import { errorCodes } from '@marketplace/contracts';
import { AppError } from '../../lib/app-error';
import type { CheckoutService } from './checkout.service';

/** Options of {@link stripeWebhookRoutes}. */
export interface StripeWebhookOptions {
  /** Each settles the sessions it opened and ignores the others. */
  checkout: Pick<CheckoutService, 'settleFromProvider'>;
  balancePayments: Pick<CheckoutService, 'settleFromProvider'>;
  stripe: Stripe;
  webhookSecret: string;
}

function badSignature(): AppError {
  return new AppError(400, errorCodes.badRequest, 'The webhook signature does not match.');
}

/**
 * POST /api/stripe/webhook/: Stripe reports completed and expired Checkout sessions (checkouts and
 * payments of new prices). The body is
 * read as text because the signature covers the exact bytes sent. Stripe retries until it gets
 * a 2xx, and placing an order is idempotent, so a repeated event does nothing more.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookOptions> = async (app, { checkout, balancePayments, stripe, webhookSecret }) => {
  // Encapsulated: only this route keeps the raw JSON text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/stripe/webhook/',
    { config: { csrf: false }, schema: { tags: ['checkout'], summary: 'Stripe’s Checkout events, verified by signature', hide: false } },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || typeof request.body !== 'string') throw badSignature();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch {
        throw badSignature();
      }
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        const session = event.data.object;
        if (session.payment_status !== 'unpaid') {
          await checkout.settleFromProvider(session.id, 'complete');
          await balancePayments.settleFromProvider(session.id, 'complete');
        }
      } else if (event.type === 'checkout.session.expired') {
        await checkout.settleFromProvider(event.data.object.id, 'expired');
        await balancePayments.settleFromProvider(event.data.object.id, 'expired');
      }
      return reply.send({ received: true });
    },
  );
};
