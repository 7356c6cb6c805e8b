import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../lib/tokens';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { SESSION_CACHE_TTL_MS, sessionCache } from './session-cache';
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
    const session: SessionWithUser = {
      tokenHash: 'raced-token-hash',
      lastSeenAt: new Date().toISOString(),
      user: {
        id: 'raced-user',
        email: 'raced@example.com',
        password_hash: 'x',
        first_name: 'Old',
        last_name: 'Name',
        user_type: 'builder',
        tos_accepted: 0,
        selected_project_id: null,
        company_id: 'raced-company',
        company_name: 'Raced Co.',
        company_type: 'builder',
      },
    };
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
});
