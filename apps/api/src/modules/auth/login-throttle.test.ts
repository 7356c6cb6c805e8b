import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';
import { DEVICE_COOKIE } from './known-device';
import { FREE_LOGIN_FAILURES, loginDelayMs, MAX_LOGIN_DELAY_MS } from './login-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each try from a new address: the per-address limit never plays a part. */
let address = 0;
const from = () => ({ remoteAddress: `203.0.113.${(address += 1) % 250}` });

async function failTimes(client: TestClient, email: string, times: number): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < times; i += 1) statuses.push((await client.post('/api/auth/login/', { email, password: 'wrong-password-9' }, from())).statusCode);
  return statuses;
}

/** As if the last failure had happened `ms` earlier. */
async function backdateFailures(email: string, ms: number): Promise<void> {
  const row = await t.app.db.selectFrom('login_failures').select('last_failed_at').where('email_normalized', '=', email).executeTakeFirstOrThrow();
  await t.app.db.updateTable('login_failures').set({ last_failed_at: new Date(Date.parse(row.last_failed_at) - ms).toISOString() }).where('email_normalized', '=', email).execute();
}

describe('the delay after failed sign-ins', () => {
  it('costs nothing for the first few failures, then doubles from a second, up to 15 minutes', () => {
    expect(loginDelayMs(FREE_LOGIN_FAILURES - 1)).toBe(0);
    expect(loginDelayMs(FREE_LOGIN_FAILURES)).toBe(1_000);
    expect(loginDelayMs(FREE_LOGIN_FAILURES + 3)).toBe(8_000);
    expect(loginDelayMs(FREE_LOGIN_FAILURES + 40)).toBe(MAX_LOGIN_DELAY_MS);
  });
});

describe('sign-in throttled per account', () => {
  it('holds an account back after repeated failures from any address, even with the right password, and lets it in once the wait is over', async () => {
    const guesser = t.client();
    expect(await failTimes(guesser, 'supplier2@example.com', FREE_LOGIN_FAILURES + 1)).toEqual([400, 400, 400, 400, 400, 429]);
    const owner = t.client();
    const held = await owner.post('/api/auth/login/', { email: 'supplier2@example.com', password: DEMO_PASSWORD }, from());
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ code: 'rate_limited', display_error: expect.stringMatching(/^Too many failed sign-ins to this account\. Try again in \d+ seconds?, or reset your password\.$/) });
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    await backdateFailures('supplier2@example.com', MAX_LOGIN_DELAY_MS);
    expect((await owner.post('/api/auth/login/', { email: 'supplier2@example.com', password: DEMO_PASSWORD }, from())).statusCode).toBe(200);
    // A successful sign-in forgets the failures.
    expect(await t.app.db.selectFrom('login_failures').selectAll().where('email_normalized', '=', 'supplier2@example.com').execute()).toEqual([]);
  });

  it('never holds back the account on a browser it signed in on before', async () => {
    const owner = t.client();
    await owner.login('receiver@example.com');
    expect(owner.cookie(DEVICE_COOKIE)).toBeDefined();
    await owner.post('/api/auth/logout', {});
    await failTimes(t.client(), 'receiver@example.com', FREE_LOGIN_FAILURES + 3);
    expect((await t.client().post('/api/auth/login/', { email: 'receiver@example.com', password: DEMO_PASSWORD }, from())).statusCode).toBe(429);
    // Its own typing mistakes neither count nor hold it back.
    expect(await failTimes(owner, 'receiver@example.com', 2)).toEqual([400, 400]);
    expect((await owner.post('/api/auth/login/', { email: 'receiver@example.com', password: DEMO_PASSWORD }, from())).statusCode).toBe(200);
  });

  it('trusts no device cookie it did not sign, nor one for another account', async () => {
    const owner = t.client();
    await owner.login('supplier@example.com');
    const signed = owner.cookie(DEVICE_COOKIE)!;
    await failTimes(t.client(), 'builder@example.com', FREE_LOGIN_FAILURES + 1);
    const builderId = (await t.app.db.selectFrom('users').select('id').where('email_normalized', '=', 'builder@example.com').executeTakeFirstOrThrow()).id;
    const csrf = await t.client().ensureCsrf();
    for (const cookie of [builderId, `${builderId}.forged-signature`, signed]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'builder@example.com', password: DEMO_PASSWORD },
        cookies: { [DEVICE_COOKIE]: cookie, csrftoken: csrf },
        headers: { 'x-csrftoken': csrf },
        remoteAddress: from().remoteAddress,
      });
      expect(response.statusCode).toBe(429);
    }
    await backdateFailures('builder@example.com', MAX_LOGIN_DELAY_MS);
  });

  it('holds back an email without an account exactly as one with, so the delay tells nothing', async () => {
    expect(await failTimes(t.client(), 'nobody-here@example.com', FREE_LOGIN_FAILURES + 1)).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
