import { errorCodes } from '@marketplace/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { RateLimitRule } from '../config';
import { AppError } from '../lib/app-error';

/** The display error of every 429. */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Try again in a minute.';

/** Options of {@link rateLimitPlugin}. */
export interface RateLimitOptions {
  /** The fleet's Redis: counters shared by every process (decision 0150). Absent: in this process's memory. */
  redis?: Redis | undefined;
  /** Starts the counters' keys in Redis (REDIS_KEY_PREFIX). */
  keyPrefix?: string | undefined;
}

/**
 * Limits are opt-in per route (`config: { rateLimit: rateLimitFor(rule) }`) on the routes an
 * attacker would hammer: login, password reset and contact. Counters are kept per client IP and
 * per route, in memory, or in Redis when the API runs as a fleet so that every process counts
 * the same attempts. While Redis is unreachable requests are let through (and logged by the
 * connection) rather than refused: the login throttle in the database still guards passwords.
 */
const plugin: FastifyPluginAsync<RateLimitOptions> = async (app, { redis, keyPrefix = 'marketplace:' }) => {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${keyPrefix}rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, errorCodes.rateLimited, RATE_LIMITED_MESSAGE, undefined, `Rate limit exceeded, retry in ${context.after}.`),
  });
};

/** Registers @fastify/rate-limit with opt-in, per-route limits. */
export const rateLimitPlugin = fp(plugin, { name: 'rate-limit' });

/** Route config for a limit rule. */
export function rateLimitFor(rule: RateLimitRule): { max: number; timeWindow: number } {
  return { max: rule.max, timeWindow: rule.windowMs };
}

/**
 * A limit counted per key the route derives from the request (an email in the body, a signed-in
 * user) rather than per client address: an attacker rotating addresses still meets it. Run it as
 * a preHandler, where the body has been parsed and validated. @fastify/rate-limit runs one limit
 * per request through its hooks; its `createRateLimit` counts a second one, answered here alike.
 */
export function rateLimitPerKey(app: FastifyInstance, rule: RateLimitRule, name: string, key: (request: FastifyRequest) => string): preHandlerAsyncHookHandler {
  const limiter = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, keyGenerator: (request) => `${name}:${key(request)}` });
  return async (request) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    throw new AppError(429, errorCodes.rateLimited, RATE_LIMITED_MESSAGE, undefined, `Rate limit exceeded, retry in ${result.ttlInSeconds} seconds.`, result.ttlInSeconds);
  };
}
