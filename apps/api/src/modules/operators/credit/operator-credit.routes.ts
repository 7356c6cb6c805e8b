import {
  creditDecisionRequestSchema,
  operatorCreditApplicationListQuerySchema,
  operatorCreditApplicationListResponseSchema,
  operatorCreditApplicationSchema,
  operatorIdParamsSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/openapi-responses';
import { operatorOf, requireOperator } from '../operator-guard';
import type { OperatorCreditService } from './operator-credit.service';

const tags = ['operator'];

/** The credit pre-approval queue and its decisions in the operator console. */
export const operatorCreditRoutes: FastifyPluginAsyncZod<{ credit: OperatorCreditService }> = async (app, { credit }) => {
  app.addHook('onRequest', requireOperator);

  app.get(
    '/api/operator/credit-applications/',
    {
      schema: {
        tags,
        summary: 'Credit applications in one status (default submitted: the queue), oldest submission first',
        querystring: operatorCreditApplicationListQuerySchema,
        response: { 200: operatorCreditApplicationListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => credit.list(request.query),
  );

  app.get(
    '/api/operator/credit-applications/:id/',
    {
      schema: {
        tags,
        summary: 'One credit application with its company’s name',
        params: operatorIdParamsSchema,
        response: { 200: operatorCreditApplicationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => credit.get(request.params.id),
  );

  app.post(
    '/api/operator/credit-applications/:id/decision/',
    {
      schema: {
        tags,
        summary: 'Approves a submitted application with a limit, or declines it with a reason the builder reads',
        params: operatorIdParamsSchema,
        body: creditDecisionRequestSchema,
        response: { 200: operatorCreditApplicationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => credit.decide(operatorOf(request), request.params.id, request.body),
  );
};
