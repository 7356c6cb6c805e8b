import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';

/** The Redis the fleet tests use: TEST_REDIS_URL, else the machine's own. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers a PING within a second. */
export async function testRedisAnswers(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A key prefix of its own, so tests running at once on one Redis never share counters or news. */
export const testKeyPrefix = (): string => `test-${randomUUID().slice(0, 8)}:`;
