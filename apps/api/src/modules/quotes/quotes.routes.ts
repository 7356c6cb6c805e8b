import {
  quoteAnswerRequestSchema,
  quoteAwardRequestSchema,
  quoteNoteRequestSchema,
  quoteRequestCreateSchema,
  quoteRequestListQuerySchema,
  quoteRequestListSchema,
  quoteRequestParamsSchema,
  quoteRequestSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import { requireQuoteBuyer, requireQuoteSupplier } from './quote-access';
import type { QuoteAnswersService } from './quote-answers.service';
import type { QuoteRequestsService } from './quote-requests.service';

const tags = ['quotes'];

/** Quote requests (decision 0611): asked by a builder's buyers, answered by the suppliers invited, awarded into the cart. */
export const quotesRoutes: FastifyPluginAsyncZod<{ requests: QuoteRequestsService; answers: QuoteAnswersService }> = async (app, { requests, answers }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/api/quote-requests/',
    {
      onRequest: requireQuoteBuyer,
      schema: {
        tags,
        summary: 'Asks the suppliers chosen to quote the lines given, or the project’s cart; each supplier is emailed',
        body: quoteRequestCreateSchema,
        response: { 201: quoteRequestSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await requests.create(authOf(request), request.body)),
  );

  app.get(
    '/api/quote-requests/',
    {
      schema: {
        tags,
        summary: 'Newest first: the company’s requests for a builder, the requests addressed to it for a supplier',
        querystring: quoteRequestListQuerySchema,
        response: { 200: quoteRequestListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => requests.list(authOf(request), request.query),
  );

  app.get(
    '/api/quote-requests/:id/',
    {
      schema: {
        tags,
        summary: 'One request: for the builder with every latest answer and the comparison; for a supplier with its own answer only (its first read marks it viewed)',
        params: quoteRequestParamsSchema,
        response: { 200: quoteRequestSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => requests.get(authOf(request), request.params.id),
  );

  app.post(
    '/api/quote-requests/:id/answer/',
    {
      onRequest: requireQuoteSupplier,
      schema: {
        tags,
        summary: 'The supplier answers every line; answering again supersedes its last answer. 409 once closed, cancelled or past the deadline',
        params: quoteRequestParamsSchema,
        body: quoteAnswerRequestSchema,
        response: { 200: quoteRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => answers.answer(authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/quote-requests/:id/decline/',
    {
      onRequest: requireQuoteSupplier,
      schema: { tags, summary: 'The supplier declines to quote (withdrawing an answer it gave)', params: quoteRequestParamsSchema, body: quoteNoteRequestSchema, response: { 200: quoteRequestSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => answers.decline(authOf(request), request.params.id, request.body.note),
  );

  app.post(
    '/api/quote-requests/:id/cancel/',
    {
      onRequest: requireQuoteBuyer,
      schema: { tags, summary: 'Withdraws an open request; the suppliers still taking part are told', params: quoteRequestParamsSchema, body: quoteNoteRequestSchema, response: { 200: quoteRequestSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => requests.cancel(authOf(request), request.params.id, request.body.note),
  );

  app.post(
    '/api/quote-requests/:id/award/',
    {
      onRequest: requireQuoteBuyer,
      schema: {
        tags,
        summary: 'Awards lines to suppliers (one for all, or line by line) and closes the request: the lines go into the project’s cart at the quoted prices',
        params: quoteRequestParamsSchema,
        body: quoteAwardRequestSchema,
        response: { 200: quoteRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => requests.award(authOf(request), request.params.id, request.body),
  );
};
