import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../modules/sessions/session-cache';
import type { SessionWithUser } from '../modules/sessions/sessions.repository';
import { TEST_REDIS_URL, testKeyPrefix, testRedisAnswers } from '../testing/redis';
import { closedLoopbackPort } from '../testing/s3-test-server';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { connectRedis } from './redis-connection';
import { shareSessionNews } from './session-news';

const redisAnswers = await testRedisAnswers();
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined } as never;

/** A cached session of a user of a company, as the sessions repository gives it. */
const sessionOf = (token: string, userId: string, companyId: string) => ({ tokenHash: token, user: { id: userId, company_id: companyId } }) as unknown as SessionWithUser;

async function eventually(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
}

describe.skipIf(!redisAnswers)(`processes sharing Redis at ${TEST_REDIS_URL} (skipped only when no Redis answers there)`, () => {
  describe('session news', () => {
    const connections: Redis[] = [];
    const stops: (() => Promise<void>)[] = [];
    const caches = [new SessionCache(), new SessionCache(), new SessionCache()];

    beforeAll(async () => {
      const channel = `${testKeyPrefix()}session-news`;
      for (const [index, cache] of caches.entries()) {
        const publisher = await connectRedis(TEST_REDIS_URL, `test-${index}`, silent);
        const subscriber = await connectRedis(TEST_REDIS_URL, `test-news-${index}`, silent, { forSubscribing: true });
        connections.push(publisher, subscriber);
        stops.push(await shareSessionNews(cache, { publisher, subscriber, channel }, silent));
      }
    });
    afterAll(async () => {
      for (const stop of stops) await stop();
      for (const connection of connections) connection.disconnect();
    });

    it('a sign-out, a user change or a company change in one process is forgotten by every other', async () => {
      const [a, b, c] = caches as [SessionCache, SessionCache, SessionCache];
      for (const cache of caches) {
        cache.remember(sessionOf('token-1', 'user-1', 'company-1'));
        cache.remember(sessionOf('token-2', 'user-2', 'company-2'));
        cache.remember(sessionOf('token-3', 'user-3', 'company-3'));
      }
      a.forgetSession('token-1');
      await eventually(() => b.lookup('token-1') === undefined && c.lookup('token-1') === undefined);
      expect(b.lookup('token-2')).toBeDefined();

      b.forgetUser('user-2');
      await eventually(() => a.lookup('token-2') === undefined && c.lookup('token-2') === undefined);
      c.forgetCompany('company-3');
      await eventually(() => a.lookup('token-3') === undefined && b.lookup('token-3') === undefined);
      // Not cached again for one TTL: the change may not have been committed when it was heard.
      a.remember(sessionOf('token-1', 'user-1', 'company-1'));
      expect(a.lookup('token-1')).toBeUndefined();
    });

    it('forgets everything it cached when its subscription comes back, since news told meanwhile was lost', async () => {
      const cache = caches[2]!;
      cache.remember(sessionOf('token-9', 'user-9', 'company-9'));
      expect(cache.lookup('token-9')).toBeDefined();
      connections[5]!.disconnect(true);
      await eventually(() => cache.lookup('token-9') === undefined);
    });
  });

  describe('rate limits', () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const env = { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: testKeyPrefix(), RATE_LIMIT_CONTACT_MAX: '3' };
      [a, b] = await Promise.all([startTestApp(env), startTestApp(env)]);
    });
    afterAll(async () => {
      await Promise.all([a.close(), b.close()]);
    });

    it('count the attempts made through every process', async () => {
      const body = { email: 'spam@example.com', message: 'Buy now' };
      const codes = [];
      for (const app of [a, b, a, b]) codes.push((await app.client().post('/api/home_page_message', body)).statusCode);
      expect(codes.slice(0, 3).every((code) => code !== 429)).toBe(true);
      expect(codes[3]).toBe(429);
    });
  });

  it('a process starts and serves while Redis is away, without rate limits rather than with errors', async () => {
    const closedPort = await closedLoopbackPort();
    const started = Date.now();
    const t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${closedPort}`, RATE_LIMIT_CONTACT_MAX: '1' });
    try {
      expect(Date.now() - started).toBeLessThan(10_000);
      const client = t.client();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await client.post('/api/home_page_message', { email: 'someone@example.com', message: 'Hello' })).statusCode).toBeLessThan(300);
      }
      expect((await client.login('builder@example.com')).statusCode).toBe(200);
      expect((await client.get('/api/users/me/')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
