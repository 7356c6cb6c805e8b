import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { csrfTokenFor } from '../lib/csrf-tokens';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = { email: 'builder@example.com', password: DEMO_PASSWORD };

describe('CSRF double submit', () => {
  it('GET /csrf/token/ sets a readable, Lax csrftoken cookie and answers its value', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/csrf/token/' });
    expect(response.statusCode).toBe(200);
    const { csrf_token } = response.json();
    expect(csrf_token).toMatch(/^[\w-]{67}$/);
    const cookie = response.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie).toMatchObject({ value: csrf_token, path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect((await t.app.inject({ method: 'GET', url: '/csrf/token' })).statusCode).toBe(200);
  });

  it('keeps a well-formed existing token', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/csrf/token/' })).json().csrf_token as string;
    const again = await t.app.inject({ method: 'GET', url: '/csrf/token/', cookies: { csrftoken: first } });
    expect(again.json().csrf_token).toBe(first);
  });

  it('accepts a matching header and cookie', async () => {
    const token = (await t.app.inject({ method: 'GET', url: '/csrf/token/' })).json().csrf_token as string;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'X-CSRFToken': token },
      cookies: { csrftoken: token },
      payload: login,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a missing cookie, a missing header or a mismatch with 403 csrf_failed', async () => {
    const token = (await t.app.inject({ method: 'GET', url: '/csrf/token/' })).json().csrf_token as string;
    const attempts = [
      { headers: { 'x-csrftoken': token } },
      { cookies: { csrftoken: token } },
      { headers: { 'x-csrftoken': `${token.slice(0, -1)}A` }, cookies: { csrftoken: `${token.slice(0, -1)}B` } },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: login, ...attempt });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'csrf_failed', display_error: expect.any(String) });
    }
  });

  it('checks before validation, so a bad body without a token is still 403', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: 'x' } });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token it did not issue, though cookie and header match (one planted from a sibling subdomain)', async () => {
    const issued = (await t.app.inject({ method: 'GET', url: '/csrf/token/' })).json().csrf_token as string;
    const planted = [randomBytes(50).toString('base64url').slice(0, 67), csrfTokenFor('another-secret-of-enough-length-here', null), `${issued.slice(0, 24)}${'A'.repeat(43)}`];
    for (const token of planted) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: login, headers: { 'x-csrftoken': token }, cookies: { csrftoken: token } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'csrf_failed' });
      // And GET /csrf/token/ replaces it rather than handing it back.
      const replaced = await t.app.inject({ method: 'GET', url: '/csrf/token/', cookies: { csrftoken: token } });
      expect(replaced.json().csrf_token).not.toBe(token);
    }
  });

  it('issues a new token bound to the session at sign-in, and another at sign-out; neither works for the other', async () => {
    const client = t.client();
    const before = await client.ensureCsrf();
    expect((await client.post('/api/auth/login/', login)).statusCode).toBe(200);
    const signedIn = client.cookie('csrftoken');
    expect(signedIn).toBeDefined();
    expect(signedIn).not.toBe(before);
    const session = client.cookie('sessionid')!;
    // The token from before sign-in no longer passes with the session.
    const stale = await t.app.inject({ method: 'POST', url: '/api/users/update_tos/', payload: { tos_accepted: true }, headers: { 'x-csrftoken': before }, cookies: { csrftoken: before, sessionid: session } });
    expect(stale.statusCode).toBe(403);
    expect((await client.post('/api/users/update_tos/', { tos_accepted: true })).statusCode).toBe(200);
    // Another session's token does not pass with this session either.
    const other = t.client();
    await other.post('/api/auth/login/', { ...login, email: 'supplier@example.com' });
    const foreign = other.cookie('csrftoken')!;
    const crossed = await t.app.inject({ method: 'POST', url: '/api/users/update_tos/', payload: { tos_accepted: true }, headers: { 'x-csrftoken': foreign }, cookies: { csrftoken: foreign, sessionid: session } });
    expect(crossed.statusCode).toBe(403);

    expect((await client.post('/api/auth/logout', {})).statusCode).toBe(200);
    const signedOut = client.cookie('csrftoken');
    expect(signedOut).not.toBe(signedIn);
    const afterLogout = await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: login, headers: { 'x-csrftoken': signedIn! }, cookies: { csrftoken: signedIn! } });
    expect(afterLogout.statusCode).toBe(403);
    expect((await client.post('/api/auth/login/', login)).statusCode).toBe(200);
  });
});
