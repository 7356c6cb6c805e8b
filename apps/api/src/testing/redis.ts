import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { redisAnswers } from '../../../../tooling/scripts/lib/redis-answers.mjs';

/** The Redis the fleet tests use: TEST_REDIS_URL, else the machine's own. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether that Redis answers a PING within a second. */
export const testRedisAnswers = (): Promise<boolean> => redisAnswers(Redis, TEST_REDIS_URL);

/** A key prefix of its own, so tests running at once on one Redis never share counters or news. */
export const testKeyPrefix = (): string => `test-${randomUUID().slice(0, 8)}:`;
