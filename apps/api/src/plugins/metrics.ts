import { timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { JobQueue } from '../jobs/job-queue';
import { AppError } from '../lib/app-error';
import { httpRequestDuration, httpRequests, registry, setJobDepthSource } from '../metrics/registry';

/** Addresses a scrape without a token may come from: this machine. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Request counts and latencies by route pattern and status, and GET /metrics in Prometheus's
 * text format (decision 0127). With METRICS_TOKEN set, a scrape must bring it as a bearer token;
 * without, only this machine may scrape (the socket's own address, not a forwarded one).
 */
const plugin: FastifyPluginAsync<{ jobs: JobQueue; token: string | null }> = async (app, { jobs, token }) => {
  setJobDepthSource(() => jobs.counts());

  app.addHook('onResponse', async (request, reply) => {
    // The pattern, not the path: one series per route, whatever the ids in it.
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const allowed = token ? tokenMatches(request.headers.authorization, token) : LOOPBACK.has(request.socket.remoteAddress ?? '');
    if (!allowed) {
      throw new AppError(403, errorCodes.forbidden, 'Metrics are not served to this caller.', undefined, token ? 'A valid METRICS_TOKEN bearer token is required.' : 'Only this machine may read the metrics unless METRICS_TOKEN is set.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};

export const metricsPlugin = fp(plugin, { name: 'metrics' });
