import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Dialect } from '../db/dialect';
import { refreshPlannerStatistics } from '../db/planner-statistics';
import type { Database } from '../db/schema';
import { MINUTE_MS } from '../lib/time';

/** Options of {@link plannerStatisticsPlugin}. */
export interface PlannerStatisticsOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  intervalMs?: number;
}

/**
 * Refreshes SQLite's planner statistics every minute while the server runs (see
 * planner-statistics.ts). A catalogue grows through suppliers' single writes, not only through
 * imports, and a table that grew twentyfold since it was last analyzed is planned badly until
 * the next check: a minute bounds that, and a check that finds nothing to do costs microseconds.
 * PostgreSQL's autovacuum does the same job by itself.
 */
const plugin: FastifyPluginAsync<PlannerStatisticsOptions> = async (app, { db, dialect, intervalMs = MINUTE_MS }) => {
  if (dialect !== 'sqlite') return;
  const timer = setInterval(() => {
    refreshPlannerStatistics(db, dialect).catch((error: unknown) => app.log.warn({ err: error }, 'Refreshing planner statistics failed'));
  }, intervalMs);
  // Never the reason the process stays alive.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

/** Keeps the embedded database's planner statistics current on a schedule. */
export const plannerStatisticsPlugin = fp(plugin, { name: 'planner-statistics' });
