import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../lib/time';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/users/me/', () => {
  it('answers the signed-in user with their company', async () => {
    const client = t.client();
    await client.login('receiver@example.com');
    const response = await client.get('/api/users/me/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(String),
      email: 'receiver@example.com',
      first_name: 'Riley',
      last_name: 'Receiver',
      tos_accepted: false,
      user_type: 'builder_receiver',
      company: { id: expect.any(String), name: 'Summit Builders', company_type: 'builder' },
    });
    expect((await client.get('/api/users/me')).statusCode).toBe(200);
  });

  it('answers 401 signed out, and for an unknown session cookie', async () => {
    const response = await t.client().get('/api/users/me/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'not_authenticated',
      message: 'Authentication credentials were not provided.',
      display_error: 'Sign in to continue.',
    });
    const forged = await t.app.inject({ method: 'GET', url: '/api/users/me/', cookies: { sessionid: 'forged' } });
    expect(forged.statusCode).toBe(401);
  });

  it('ends a session after 14 days without activity', async () => {
    const client = t.client();
    await client.login('supplier2@example.com');
    expect((await client.get('/api/users/me/')).statusCode).toBe(200);
    // Only Date moves: the session's idle limit and the session cache's time limit both read it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 13 * DAY_MS);
      const stillActive = await client.get('/api/users/me/');
      expect(stillActive.statusCode).toBe(200);
      // The request refreshed the activity time and the cookie's lifetime.
      expect(stillActive.cookies.find((c) => c.name === 'sessionid')?.maxAge).toBe(14 * 24 * 3600);

      vi.setSystemTime(Date.now() + 13 * DAY_MS);
      expect((await client.get('/api/users/me/')).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 14 * DAY_MS + 1000);
      expect((await client.get('/api/users/me/')).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/users/change_data/', () => {
  it('changes the names and answers the user', async () => {
    const client = t.client();
    await client.login('supplier@example.com');
    const response = await client.post('/api/users/change_data/', { first_name: ' Samantha ', last_name: 'Supplies' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Samantha', last_name: 'Supplies', email: 'supplier@example.com' });
    expect((await client.get('/api/users/me/')).json()).toMatchObject({ first_name: 'Samantha' });
  });

  it('names each bad field', async () => {
    const client = t.client();
    await client.login('supplier@example.com');
    const response = await client.post('/api/users/change_data/', { first_name: '', last_name: 'x'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ first_name: 'Enter your first name.', last_name: 'Use at most 100 characters.' });
  });

  it('answers 401 signed out and 403 without CSRF', async () => {
    expect((await t.client().post('/api/users/change_data/', { first_name: 'A', last_name: 'B' })).statusCode).toBe(401);
    const client = t.client();
    await client.login('supplier@example.com');
    expect((await client.post('/api/users/change_data/', { first_name: 'A', last_name: 'B' }, { csrf: false })).statusCode).toBe(403);
  });
});

describe('POST /api/users/update_tos/', () => {
  it('records the acceptance', async () => {
    const client = t.client();
    await client.login('builder@example.com');
    const response = await client.post('/api/users/update_tos/', { tos_accepted: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'builder@example.com', tos_accepted: true });
    expect((await client.get('/api/users/me/')).json().tos_accepted).toBe(true);
  });

  it('only accepts true', async () => {
    const client = t.client();
    await client.login('builder@example.com');
    const response = await client.post('/api/users/update_tos/', { tos_accepted: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ tos_accepted: 'Accept the terms of service to continue.' });
  });

  it('answers 401 signed out and 403 without CSRF', async () => {
    expect((await t.client().post('/api/users/update_tos/', { tos_accepted: true })).statusCode).toBe(401);
    const client = t.client();
    await client.login('builder@example.com');
    expect((await client.post('/api/users/update_tos/', { tos_accepted: true }, { csrf: false })).statusCode).toBe(403);
  });
});
