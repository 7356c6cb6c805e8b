import { balancePaymentParamsSchema, balancePaymentStatusSchema, checkoutSessionResponseSchema, orderParamsSchema, sandboxPaymentRequestSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser, requireVerifiedUser } from '../../plugins/sessions';
import type { BalancePaymentsService } from './balance-payments.service';

const tags = ['orders'];

/** Paying by card what an order owes after higher prices were accepted (decision 0146). */
export const balancePaymentsRoutes: FastifyPluginAsyncZod<{ balancePayments: BalancePaymentsService }> = async (app, { balancePayments }) => {
  app.post(
    '/api/ordering/orders/:id/balance-payment/',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Opens a card payment of what the order owes beyond its charge (the same open session while the amount stands)',
        params: orderParamsSchema,
        response: { 200: checkoutSessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => balancePayments.open(authOf(request), request.params.id),
  );

  app.get(
    '/api/ordering/orders/:id/balance-payment/:session_id/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Where the payment stands; books it once the provider says it is paid', params: balancePaymentParamsSchema, response: { 200: balancePaymentStatusSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => balancePayments.status(authOf(request), request.params.id, request.params.session_id),
  );

  app.post(
    '/api/ordering/orders/:id/balance-payment/:session_id/sandbox-pay/',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags,
        summary: 'The sandbox’s card form pays the session (test cards as at checkout)',
        params: balancePaymentParamsSchema,
        body: sandboxPaymentRequestSchema,
        response: { 200: balancePaymentStatusSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => balancePayments.paySandbox(authOf(request), request.params.id, request.params.session_id, request.body),
  );
};
