import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationLinkFor } from '../../testing/accounts';
import { startTestApp, tokenFrom } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const password = 'timber-frame-42';
const fields = (email: string, account_type: 'builder' | 'supplier' = 'builder') => ({
  email,
  password,
  first_name: 'Uma',
  last_name: 'Unconfirmed',
  company_name: `${email.split('@')[0]} Co`,
  account_type,
});

/** Signs up and signs in with the password, without following the emailed link. */
async function unconfirmed(email: string, accountType: 'builder' | 'supplier' = 'builder'): Promise<TestClient> {
  expect((await t.client().post('/api/auth/signup/', fields(email, accountType))).statusCode).toBe(202);
  const client = t.client();
  await client.login(email, password);
  return client;
}

describe('POST /api/auth/verify_email/', () => {
  it('confirms the address once, signs the user in with a new session and CSRF token', async () => {
    expect((await t.client().post('/api/auth/signup/', fields('first@confirm.test'))).statusCode).toBe(202);
    const token = tokenFrom(await confirmationLinkFor(t, 'first@confirm.test'));
    const client = t.client();
    const before = await client.ensureCsrf();
    const confirmed = await client.post('/api/auth/verify_email/', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: 'first@confirm.test', email_verified: true, tos_accepted: false });
    expect(client.cookie('sessionid')).toBeDefined();
    expect(client.cookie('csrftoken')).not.toBe(before);
    expect((await client.get('/api/users/me/')).json()).toMatchObject({ email_verified: true });
    const again = await t.client().post('/api/auth/verify_email/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_token', fields: { token: 'This confirmation link is invalid, used or expired. Sign in to get a new one.' } });
  });

  it('refuses an expired or unknown link, and names a missing token', async () => {
    expect((await t.client().post('/api/auth/signup/', fields('late@confirm.test'))).statusCode).toBe(202);
    const token = tokenFrom(await confirmationLinkFor(t, 'late@confirm.test'));
    await t.app.db.updateTable('email_verification_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).where('used_at', 'is', null).execute();
    expect((await t.client().post('/api/auth/verify_email/', { token })).statusCode).toBe(400);
    expect((await t.client().post('/api/auth/verify_email/', { token: 'not-a-token' })).json()).toMatchObject({ code: 'invalid_token' });
    const missing = await t.client().post('/api/auth/verify_email/', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ token: 'The confirmation link is incomplete.' });
    expect((await t.client().post('/api/auth/verify_email/', { token }, { csrf: false })).statusCode).toBe(403);
  });
});

describe('what an unconfirmed account may do', () => {
  it('lets a builder browse, but not check out, order on credit, apply for credit or invite, until confirmed', async () => {
    const builder = await unconfirmed('buyer@confirm.test');
    expect((await builder.get('/api/users/me/')).json()).toMatchObject({ email_verified: false });
    expect((await builder.get('/api/projects/')).statusCode).toBe(200);
    const refused = [
      await builder.post('/api/sandbox/checkout-session/', { project_id: 'any', expected_total_cents: 100 }),
      await builder.post('/api/create_order', { project_id: 'any' }),
      await builder.post('/api/preapproval-application', { legal_name: 'Buyer LLC' }),
      await builder.post('/api/invitations/', { email: 'mate@confirm.test', user_type: 'builder' }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'email_unverified', display_error: 'Confirm your email address first: follow the link we emailed you, or ask for a new one.' });
    }
    expect((await builder.post('/api/auth/verify_email/', { token: tokenFrom(await confirmationLinkFor(t, 'buyer@confirm.test')) })).statusCode).toBe(200);
    expect((await builder.post('/api/invitations/', { email: 'mate@confirm.test', user_type: 'builder' })).statusCode).toBe(201);
  });

  it('keeps a supplier from publishing products or offers until confirmed', async () => {
    const supplier = await unconfirmed('yard@confirm.test', 'supplier');
    const writes = [
      await supplier.post('/api/catalog/', { name: 'Joist hanger' }),
      await supplier.put('/api/product_supplier_variant/any', { price_cents: 100 }),
    ];
    for (const response of writes) expect(response.json()).toMatchObject({ code: 'email_unverified' });
  });
});

describe('POST /api/auth/verify_email/resend/', () => {
  it('emails a new link; the earlier one stops working', async () => {
    const client = await unconfirmed('again@confirm.test');
    const first = await confirmationLinkFor(t, 'again@confirm.test');
    const resent = await client.post('/api/auth/verify_email/resend/');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ detail: 'We sent a new confirmation link to again@confirm.test.' });
    const second = await confirmationLinkFor(t, 'again@confirm.test');
    expect(second).not.toBe(first);
    expect((await t.client().post('/api/auth/verify_email/', { token: tokenFrom(first) })).statusCode).toBe(400);
    expect((await t.client().post('/api/auth/verify_email/', { token: tokenFrom(second) })).statusCode).toBe(200);
  });

  it('answers 400 once confirmed, 401 signed out, 403 without CSRF', async () => {
    const confirmedUser = t.client();
    await confirmedUser.login('builder@example.com');
    const already = await confirmedUser.post('/api/auth/verify_email/resend/');
    expect(already.statusCode).toBe(400);
    expect(already.json().fields).toEqual({ email: 'Your email address is already confirmed.' });
    expect((await t.client().post('/api/auth/verify_email/resend/')).statusCode).toBe(401);
    expect((await confirmedUser.post('/api/auth/verify_email/resend/', undefined, { csrf: false })).statusCode).toBe(403);
  });
});

describe('rate limits of sign-up, account creation and new links', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ RATE_LIMIT_SIGNUP_MAX: '2' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('counts sign-ups per client address', async () => {
    const from = { remoteAddress: '198.51.100.1' };
    expect((await limited.client().post('/api/auth/signup/', fields('a1@limits.test'), from)).statusCode).toBe(202);
    expect((await limited.client().post('/api/auth/signup/', fields('a2@limits.test'), from)).statusCode).toBe(202);
    const third = await limited.client().post('/api/auth/signup/', fields('a3@limits.test'), from);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('counts sign-ups per email, from any address', async () => {
    for (const address of ['198.51.100.11', '198.51.100.12']) {
      expect((await limited.client().post('/api/auth/signup/', fields('same@limits.test'), { remoteAddress: address })).statusCode).toBe(202);
    }
    const third = await limited.client().post('/api/auth/signup/', fields('same@limits.test'), { remoteAddress: '198.51.100.13' });
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts new links per user and account creations per invitation, from any address', async () => {
    expect((await limited.client().post('/api/auth/signup/', fields('resend@limits.test'), { remoteAddress: '198.51.100.21' })).statusCode).toBe(202);
    const client = limited.client();
    await client.login('resend@limits.test', password);
    const statuses = [];
    for (const address of ['198.51.100.22', '198.51.100.23', '198.51.100.24']) statuses.push((await client.post('/api/auth/verify_email/resend/', undefined, { remoteAddress: address })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const guesses = [];
    for (const address of ['198.51.100.31', '198.51.100.32', '198.51.100.33']) {
      guesses.push((await limited.client().post('/api/auth/create_account/', { token: 'guessed', first_name: 'G', last_name: 'Uess', password }, { remoteAddress: address })).statusCode);
    }
    expect(guesses).toEqual([400, 400, 429]);
  });
});
