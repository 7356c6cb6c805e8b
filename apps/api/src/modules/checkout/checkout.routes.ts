import {
  cardProviderParamsSchema,
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
  sandboxPaymentRequestSchema,
  sandboxSessionParamsSchema,
  sessionStatusQuerySchema,
  sessionStatusResponseSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser, requireVerifiedUser } from '../../plugins/sessions';
import type { CheckoutService } from './checkout.service';

const tags = ['checkout'];

/** Card checkout (spec section 7, "Payment"), plus the sandbox provider's own card form. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (app, { checkout }) => {
  app.post(
    '/api/:card_provider/checkout-session/',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Turns the project’s cart into a pending order at today’s prices and opens a payment session',
        params: cardProviderParamsSchema,
        body: checkoutSessionRequestSchema,
        response: { 200: checkoutSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => checkout.createSession(authOf(request), request.params.card_provider, request.body),
  );

  app.get(
    '/api/:card_provider/session-status',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Whether the payment session is open, complete or expired, with its order',
        params: cardProviderParamsSchema,
        querystring: sessionStatusQuerySchema,
        response: { 200: sessionStatusResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => checkout.sessionStatus(authOf(request), request.params.card_provider, request.query.session_id),
  );

  app.post(
    '/api/sandbox/checkout-session/:session_id/pay/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Pays a sandbox session with a test card (4242… succeeds, 4000 0000 0000 0002 is declined)',
        params: sandboxSessionParamsSchema,
        body: sandboxPaymentRequestSchema,
        response: { 200: sessionStatusResponseSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => checkout.paySandboxSession(authOf(request), request.params.session_id, request.body),
  );
};
