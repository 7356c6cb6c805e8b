import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../lib/tokens';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { MAX_FORGOTTEN_KEYS, SESSION_CACHE_TTL_MS, SessionCache, sessionCache } from './session-cache';
import type { SessionWithUser } from './sessions.repository';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A session as the database would give it, its ids derived from `name`. */
function sessionOf(name: string): SessionWithUser {
  return {
    tokenHash: `${name}-token-hash`,
    lastSeenAt: new Date().toISOString(),
    user: {
      id: `${name}-user`,
      email: `${name}@example.com`,
      password_hash: 'scrypt$32768$8$1$WF3YO8ht/QTArfUEWC7g5Q==$UypD7El+bZHPUA+7LoYvJ+BIz7+XHl6Lhn05LpfLKjezlEqvu1GxWYZQ',
      first_name: 'Old',
      last_name: 'Name',
      user_type: 'builder',
      company_role: 'owner',
      tos_accepted: 0,
      email_verified_at: null,
      selected_project_id: null,
      company_id: `${name}-company`,
      company_name: 'Raced Co.',
      company_type: 'builder',
    },
  };
}

describe('the session cache', () => {
  it('keeps a session ended by another process for at most its time limit', async () => {
    const client = t.client();
    await client.login('receiver@example.com');
    expect((await client.get('/api/users/me/')).statusCode).toBe(200);
    // Another process (a second API instance, a command-line tool) ends the session in the
    // database: this process cannot know until its cached copy runs out.
    vi.useFakeTimers({ toFake: ['Date'] });
    await t.app.db.deleteFrom('sessions').where('token_hash', '=', hashToken(client.cookie('sessionid') ?? '')).execute();
    expect((await client.get('/api/users/me/')).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + SESSION_CACHE_TTL_MS + 1);
    expect((await client.get('/api/users/me/')).statusCode).toBe(401);
  });

  it('shows a change of the user made in this process on the very next request', async () => {
    const client = t.client();
    await client.login('receiver@example.com');
    expect((await client.get('/api/users/me/')).json()).toMatchObject({ first_name: 'Riley' });
    expect((await client.post('/api/users/change_data/', { first_name: 'Rory', last_name: 'Receiver' })).statusCode).toBe(200);
    expect((await client.get('/api/users/me/')).json()).toMatchObject({ first_name: 'Rory' });
    await client.post('/api/users/change_data/', { first_name: 'Riley', last_name: 'Receiver' });
  });

  it('does not keep a read that raced with a write, until the write must have committed', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const session = sessionOf('raced');
    // A request read the user before a rename committed, and stores its copy after it.
    sessionCache.forgetUser('raced-user');
    sessionCache.remember(session);
    expect(sessionCache.lookup('raced-token-hash')).toBeUndefined();

    vi.setSystemTime(Date.now() + SESSION_CACHE_TTL_MS + 1);
    sessionCache.remember(session);
    expect(sessionCache.lookup('raced-token-hash')).toBe(session);
    sessionCache.forgetCompany('raced-company');
    expect(sessionCache.lookup('raced-token-hash')).toBeUndefined();
  });

  it('keeps its sessions within its byte budget, dropping the least recently used', () => {
    const cache = new SessionCache(64 * 1024);
    const sessions = Array.from({ length: 200 }, (_, index) => sessionOf(`budget-${index}`));
    for (const session of sessions) {
      cache.remember(session);
      expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(cache.bytes).toBeGreaterThan(32 * 1024);
    expect(cache.lookup('budget-0-token-hash')).toBeUndefined();
    expect(cache.lookup('budget-199-token-hash')).toBe(sessions[199]);
  });

  it('bounds what it must not cache again: past that many writes in one TTL it caches nothing for one TTL', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SessionCache();
    const kept = sessionOf('kept');
    cache.remember(kept);
    for (let index = 0; index <= MAX_FORGOTTEN_KEYS; index += 1) cache.forgetUser(`bulk-${index}-user`);
    // Every earlier write is forgotten with the list: caching anything might keep a raced read.
    expect(cache.lookup('kept-token-hash')).toBeUndefined();
    cache.remember(kept);
    expect(cache.lookup('kept-token-hash')).toBeUndefined();
    vi.setSystemTime(Date.now() + SESSION_CACHE_TTL_MS + 1);
    cache.remember(kept);
    expect(cache.lookup('kept-token-hash')).toBe(kept);
  });
});
