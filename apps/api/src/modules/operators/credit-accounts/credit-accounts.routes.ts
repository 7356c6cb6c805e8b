import { creditAccountDetailSchema, creditAccountListQuerySchema, creditAccountListSchema, creditAccountParamsSchema, creditRepaymentRequestSchema, creditRepaymentSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/openapi-responses';
import { operatorOf, requireOperator } from '../operator-guard';
import type { CreditAccountsService } from './credit-accounts.service';

const tags = ['operator money'];

/** Builder companies' balances on credit terms, and the repayments operators record against them. */
export const creditAccountsRoutes: FastifyPluginAsyncZod<{ accounts: CreditAccountsService }> = async (app, { accounts }) => {
  app.addHook('onRequest', requireOperator);

  app.get(
    '/api/operator/credit-accounts/',
    {
      schema: {
        tags,
        summary: 'Builder companies with credit: limit, owed on terms and available; largest balance first',
        querystring: creditAccountListQuerySchema,
        response: { 200: creditAccountListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => accounts.list(request.query),
  );

  app.get(
    '/api/operator/credit-accounts/:companyId/',
    {
      schema: { tags, summary: 'One company’s credit account with its repayments, latest first', params: creditAccountParamsSchema, response: { 200: creditAccountDetailSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => accounts.get(request.params.companyId),
  );

  app.post(
    '/api/operator/credit-accounts/:companyId/repayments/',
    {
      schema: {
        tags,
        summary: 'Records a bank transfer repaying credit on terms: once per bank reference, at most what is owed',
        params: creditAccountParamsSchema,
        body: creditRepaymentRequestSchema,
        response: { 201: creditRepaymentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await accounts.recordRepayment(operatorOf(request).operatorId, request.params.companyId, request.body)),
  );
};
