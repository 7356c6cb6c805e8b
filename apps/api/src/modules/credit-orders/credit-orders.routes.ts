import { createCreditOrderRequestSchema, creditOrderItemsResponseSchema, creditOrderParamsSchema, creditOrderSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser, requireVerifiedUser } from '../../plugins/sessions';
import type { CreditOrdersService } from './credit-orders.service';

const tags = ['banking and credit'];

/** Paying on terms (spec section 7, "Guest-style order calls"). */
export const creditOrdersRoutes: FastifyPluginAsyncZod<{ creditOrders: CreditOrdersService }> = async (app, { creditOrders }) => {
  app.post(
    '/api/create_order',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Turns the project’s cart into an order to pay on terms, when the company’s available credit covers it',
        body: createCreditOrderRequestSchema,
        response: { 200: creditOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => creditOrders.create(authOf(request), request.body),
  );

  app.post(
    '/api/finalize_an_order/:id',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Places the order on terms: numbered, one purchase order per supplier, emails; placing it again changes nothing',
        params: creditOrderParamsSchema,
        response: { 200: creditOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => creditOrders.finalize(authOf(request), request.params.id),
  );

  app.get(
    '/api/get_order/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'An order of the company, without its items', params: creditOrderParamsSchema, response: { 200: creditOrderSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => creditOrders.get(authOf(request), request.params.id),
  );

  app.get(
    '/api/get_order_items/:id',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The line items of an order of the company', params: creditOrderParamsSchema, response: { 200: creditOrderItemsResponseSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => creditOrders.items(authOf(request), request.params.id),
  );
};
