import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** How long starting up waits for Redis before carrying on without it. */
const READY_WAIT_MS = 3_000;

/**
 * A connection to the fleet's Redis (decision 0150). Commands fail fast while Redis is away
 * (one retry, no offline queue) so a request never hangs on it: rate limits then let requests
 * through and sessions are read from the database, and the connection keeps trying to come back.
 * A subscriber (`forSubscribing`) queues its subscription until connected instead, and ioredis
 * subscribes again after each reconnect. Resolves once connected, or after a few seconds
 * without Redis, so a process can start while Redis is away.
 */
export async function connectRedis(url: string, name: string, log: FastifyBaseLogger, { forSubscribing = false } = {}): Promise<Redis> {
  const redis = new Redis(url, {
    connectionName: `marketplace-${name}`,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: forSubscribing,
    // Back off to at most two seconds between attempts, for as long as it takes.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    // ioredis reports every failed attempt: one line when it goes away, one when it is back.
    if (!down) log.error({ err: error, connection: name }, 'Redis is unreachable; carrying on without it until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info({ connection: name }, 'Redis is back');
    down = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, READY_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return redis;
}
