import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
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
    expect(csrf_token).toMatch(/^[\w-]{43}$/);
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
});
