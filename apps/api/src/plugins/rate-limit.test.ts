import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_LOGIN_MAX: '2', RATE_LIMIT_PASSWORD_RESET_MAX: '2', RATE_LIMIT_CONTACT_MAX: '2' });
});
afterAll(async () => {
  await t.close();
});

const tooMany = {
  code: 'rate_limited',
  message: expect.any(String),
  display_error: 'Too many attempts. Try again in a minute.',
  request_id: expect.any(String),
};

describe('rate limits', () => {
  it.each([
    ['/api/auth/login/', { email: 'builder@example.com', password: 'guess-number-n' }],
    ['/api/auth/password_reset/', { email: 'builder@example.com' }],
    ['/api/auth/password_reset/confirm/', { token: 'guess', password: 'fresh-start-2026' }],
    ['/api/home_page_message', { email: 'spam@example.com', message: 'Buy now' }],
  ])('answers 429 on %s after the configured number of attempts', async (url, body) => {
    const client = t.client();
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await client.post(url, body)).statusCode).not.toBe(429);
    const limited = await client.post(url, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(tooMany);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('leaves other routes alone', async () => {
    const client = t.client();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await client.get('/api/users/me/')).statusCode).toBe(401);
  });
});
