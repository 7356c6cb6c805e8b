import { errorCodes } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/openapi-responses';

const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /api/health: ok once the server listens and its database answers (scripts wait on it). */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['ops'], summary: 'Health check', response: { 200: healthResponseSchema, ...errorResponses(503) } } },
    async (request) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'Health check: database unreachable');
        throw new AppError(503, errorCodes.unavailable, 'The service is temporarily unavailable.', undefined, 'Database unreachable.');
      }
      return { status: 'ok' as const };
    },
  );
};
