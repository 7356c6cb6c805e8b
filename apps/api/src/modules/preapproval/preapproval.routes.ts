import {
  preapprovalCreateRequestSchema,
  preapprovalParamsSchema,
  preapprovalQuerySchema,
  preapprovalResponseSchema,
  preapprovalUpdateRequestSchema,
  verifyBalanceQuerySchema,
  verifyBalanceResponseSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser, requireVerifiedUser } from '../../plugins/sessions';
import type { PreapprovalService } from './preapproval.service';

const tags = ['banking and credit'];

/** Credit pre-approval (spec section 7, "Companies, suppliers, banking and credit"). */
export const preapprovalRoutes: FastifyPluginAsyncZod<{ preapproval: PreapprovalService }> = async (app, { preapproval }) => {
  app.post(
    '/api/preapproval-application',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Starts the company’s credit application as a draft',
        body: preapprovalCreateRequestSchema,
        response: { 200: preapprovalResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => preapproval.create(authOf(request), request.body),
  );

  app.get(
    '/api/preapproval-application',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The company’s current credit application (null before the first) and its available credit',
        querystring: preapprovalQuerySchema,
        response: { 200: preapprovalResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => preapproval.current(authOf(request), request.query.company_id as string),
  );

  app.put(
    '/api/preapproval-application/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Saves the draft; with submit true, submits it for a decision on the verified bank balance',
        params: preapprovalParamsSchema,
        body: preapprovalUpdateRequestSchema,
        response: { 200: preapprovalResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => preapproval.update(authOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/verify-business-balance',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Reads the linked account’s balance now and says whether it covers the requested limit',
        querystring: verifyBalanceQuerySchema,
        response: { 200: verifyBalanceResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => preapproval.verifyBalance(authOf(request), request.query.bank_account_id),
  );
};
