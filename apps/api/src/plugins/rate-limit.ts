import { errorCodes } from '@marketplace/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitRule } from '../config';
import { AppError } from '../lib/app-error';

/** The display error of every 429. */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Try again in a minute.';

/**
 * Limits are opt-in per route (`config: { rateLimit: rateLimitFor(rule) }`) on the routes an
 * attacker would hammer: login, password reset and contact. Counters live in memory, per
 * client IP and per route; several API instances would need a shared store.
 */
const plugin: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, {
    global: false,
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
