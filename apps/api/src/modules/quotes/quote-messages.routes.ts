import { quoteMessageListQuerySchema, quoteMessageListSchema, quoteMessageRequestSchema, quoteRequestParamsSchema } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import { quoteViewerOf } from './quote-access';
import type { QuoteMessagesService } from './quote-messages.service';

const tags = ['quotes'];

/** Route hook: a builder's buying members and suppliers only, checked before the body is read. */
async function requireQuoteParty(request: FastifyRequest): Promise<void> {
  quoteViewerOf(authOf(request));
}

/** A quote request's message threads (decision 0611, "Messages"): one per invited supplier, between it and the builder. */
export const quoteMessagesRoutes: FastifyPluginAsyncZod<{ messages: QuoteMessagesService }> = async (app, { messages }) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onRequest', requireQuoteParty);

  app.get(
    '/api/quote-requests/:id/messages/',
    {
      schema: {
        tags,
        summary: 'Oldest first: a supplier’s own thread; for the builder one supplier’s thread (supplier_company_id) or every thread, a message sent to all shown once',
        params: quoteRequestParamsSchema,
        querystring: quoteMessageListQuerySchema,
        response: { 200: quoteMessageListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => messages.list(authOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/quote-requests/:id/messages/',
    {
      schema: {
        tags,
        summary: 'Writes to one supplier’s thread or to all (the builder), or to the builder (a supplier); the other side is emailed. 409 once the request is closed, cancelled or expired',
        params: quoteRequestParamsSchema,
        body: quoteMessageRequestSchema,
        response: { 201: quoteMessageListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await messages.post(authOf(request), request.params.id, request.body)),
  );
};
