import { operatorAuditEventListQuerySchema, operatorAuditEventListResponseSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { errorResponses } from '../../../lib/openapi-responses';
import { requireOperator } from '../operator-guard';
import { listAuditEvents } from './operator-audit.repository';

/** The operator audit log: who did what, when, to which subject. */
export const operatorAuditRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.addHook('onRequest', requireOperator);

  app.get(
    '/api/operator/audit-events/',
    {
      schema: {
        tags: ['operator'],
        summary: 'What operators did, newest first; by operator, subject type or subject id',
        querystring: operatorAuditEventListQuerySchema,
        response: { 200: operatorAuditEventListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listAuditEvents(db, request.query),
  );
};
