import { approvalDecisionSchema, approvalRejectionSchema, approvalRequestCreateSchema, approvalRequestListQuerySchema, approvalRequestListSchema, approvalRequestParamsSchema, approvalRequestSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import type { ApprovalsService } from './approvals.service';

const tags = ['approvals'];

/** Approval requests: a checkout over a limit asked for, seen and decided (decision 0161). */
export const approvalsRoutes: FastifyPluginAsyncZod<{ approvals: ApprovalsService }> = async (app, { approvals }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    '/api/approval-requests/',
    {
      schema: {
        tags,
        summary: 'Asks approval for the project’s cart at the total the buyer saw; the cart is frozen until it is decided, withdrawn or expires',
        body: approvalRequestCreateSchema,
        response: { 201: approvalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await approvals.request(authOf(request), request.body)),
  );

  app.get(
    '/api/approval-requests/',
    {
      schema: {
        tags,
        summary: 'Requests the caller may see, newest first: all of them for an owner or admin; one’s own and those of the projects one approves otherwise',
        querystring: approvalRequestListQuerySchema,
        response: { 200: approvalRequestListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => approvals.list(authOf(request), request.query),
  );

  app.get(
    '/api/approval-requests/:id/',
    { schema: { tags, summary: 'One approval request', params: approvalRequestParamsSchema, response: { 200: approvalRequestSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => approvals.get(authOf(request), request.params.id),
  );

  app.post(
    '/api/approval-requests/:id/approve/',
    {
      schema: {
        tags,
        summary: 'Approves: on the company’s credit terms (placed now) or for the buyer to pay by card; 409 when decided already',
        params: approvalRequestParamsSchema,
        body: approvalDecisionSchema,
        response: { 200: approvalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => approvals.approve(authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/approval-requests/:id/reject/',
    {
      schema: { tags, summary: 'Rejects with a note the buyer reads; 409 when decided already', params: approvalRequestParamsSchema, body: approvalRejectionSchema, response: { 200: approvalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => approvals.reject(authOf(request), request.params.id, request.body.note),
  );

  app.post(
    '/api/approval-requests/:id/withdraw/',
    { schema: { tags, summary: 'The buyer takes back a request not ordered yet', params: approvalRequestParamsSchema, response: { 200: approvalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => approvals.withdraw(authOf(request), request.params.id),
  );
};
