// Whether a Redis server answers a PING within a second: the tests that need one run only then.
// The caller passes its own `ioredis` Redis class (this folder has no dependencies of its own), as
// postgres-database.mjs takes `pg`. Types: redis-answers.d.mts.
export async function redisAnswers(Redis, url) {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
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
