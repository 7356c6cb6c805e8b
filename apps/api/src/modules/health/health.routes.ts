import { errorCodes } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/openapi-responses';
import type { SearchIndexHolder } from '../search/index/search-index-holder';
import { readinessChecks } from './readiness';
import type { WritablePlaces } from './readiness';

const checkSchema = z.object({ ok: z.boolean(), detail: z.string().optional() });
const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: checkSchema, migrations: checkSchema, jobs: checkSchema, storage: checkSchema }),
});

const healthResponseSchema = z.object({
  status: z.literal('ok'),
  /** The in-memory search index: building (search asks the database meanwhile), ready, or off (SEARCH_INDEX=database). */
  search_index: z.enum(['building', 'ready', 'off']),
});

/** GET /api/health: ok once the server listens and its database answers (scripts wait on it), and whether search has its index yet. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database>; jobs: JobQueue; searchIndex: SearchIndexHolder | undefined; writable: WritablePlaces }> = async (
  app,
  { db, jobs, searchIndex, writable },
) => {
  app.get(
    '/api/health/live',
    { schema: { tags: ['ops'], summary: 'Liveness: the process answers (touches nothing else)', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database takes writes, migrations are current, jobs are draining, storage takes files; 503 naming what fails',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (request, reply) => {
      const checks = await readinessChecks(db, jobs, writable);
      const ready = Object.values(checks).every((check) => check.ok);
      if (!ready) request.log.warn({ checks }, 'Not ready');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks });
    },
  );

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
      const index = searchIndex ? (searchIndex.status().ready ? ('ready' as const) : ('building' as const)) : ('off' as const);
      return { status: 'ok' as const, search_index: index };
    },
  );
};
