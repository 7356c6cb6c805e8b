import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { logWriteFailures } from '../lib/logger';

/**
 * Every metric the process exposes at /metrics (decision 0127), in one registry: Node's own
 * (CPU, memory, event-loop lag, GC), then the product's. Module-level, as prom-client intends:
 * each metric exists once per process however many apps (tests) are built.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to the end of its answer, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const databaseQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Time each database statement took, by outcome.',
  labelNames: ['outcome'] as const,
  buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 2],
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: 'cache_lookups_total',
  help: 'Lookups in the in-memory caches, by cache and result (hit or miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

export const jobRuns = new Counter({
  name: 'jobs_runs_total',
  help: 'Jobs run, by kind and outcome (done, retry, dead).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

/** Where the queue's depth is read from: the app that started last (one per process outside tests). */
let jobDepth: (() => Promise<{ queued: number; dead: number }>) | undefined;

/** Names the source of {@link jobsWaiting}. */
export function setJobDepthSource(source: () => Promise<{ queued: number; dead: number }>): void {
  jobDepth = source;
}

export const jobsWaiting = new Gauge({
  name: 'jobs_waiting',
  help: 'Jobs not done, by state: queued (due or waiting to retry) and dead (given up, see ops jobs).',
  labelNames: ['state'] as const,
  registers: [registry],
  async collect() {
    if (!jobDepth) return;
    const { queued, dead } = await jobDepth();
    this.set({ state: 'queued' }, queued);
    this.set({ state: 'dead' }, dead);
  },
});

export const logWriteFailuresGauge = new Gauge({
  name: 'log_write_failures',
  help: 'Log lines that could not be written since the process started (a full disk, a closed pipe).',
  registers: [registry],
  collect() {
    this.set(logWriteFailures());
  },
});
