import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { sessionCache } from '../modules/sessions/session-cache';
import { shareSessionNews } from './session-news';

/** This process's part in a fleet: the Redis connection its rate limits count on, and how to leave. */
export interface FleetMembership {
  redis: Redis;
  /** Starts every key and channel name of this marketplace, so two sharing one Redis stay apart. */
  keyPrefix: string;
  leave(): Promise<void>;
}

/**
 * Joins the fleet that shares the Redis at `url` (decision 0150): one connection for commands (rate-limit
 * counters, publishing) and one that listens to the other processes' session news.
 */
export async function joinFleet({ url, keyPrefix }: { url: string; keyPrefix: string }, log: FastifyBaseLogger): Promise<FleetMembership> {
  // Loaded here, not at start: ioredis keeps some 12 MiB resident, which a lone process never uses (decision 0116).
  const { connectRedis } = await import('./redis-connection');
  const [redis, subscriber] = await Promise.all([connectRedis(url, 'commands', log), connectRedis(url, 'session-news', log, { forSubscribing: true })]);
  const stopNews = await shareSessionNews(sessionCache, { publisher: redis, subscriber, channel: `${keyPrefix}session-news` }, log);
  return {
    redis,
    keyPrefix,
    async leave() {
      await stopNews();
      // quit() waits for replies in flight; disconnect() when Redis is away and quit cannot be sent.
      await Promise.all([redis, subscriber].map((connection) => connection.quit().catch(() => connection.disconnect())));
    },
  };
}
