import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CHECK_EMAIL_MESSAGE } from '@marketplace/contracts';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { hashToken } from '../../lib/tokens';
import { startTestApp, tokenFrom } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const signup = {
  email: 'New.Owner@Example.com',
  password: 'timber-frame-42',
  first_name: 'Nora',
  last_name: 'Owner',
  company_name: 'Owner Framing LLC',
  account_type: 'builder',
};

describe('POST /api/auth/login/', () => {
  it('signs in, answers the user and sets an HttpOnly session cookie', async () => {
    const client = t.client();
    const response = await client.post('/api/auth/login/', { email: 'builder@example.com', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(String),
      email: 'builder@example.com',
      first_name: 'Dana',
      last_name: 'Builder',
      tos_accepted: false,
      email_verified: true,
      user_type: 'builder',
      company: { id: expect.any(String), name: 'Summit Builders', company_type: 'builder' },
      selected_project_id: null,
      // The company's first user owns it (decision 0160).
      company_role: 'owner',
    });
    const cookie = response.cookies.find((c) => c.name === 'sessionid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect((await client.get('/api/users/me/')).json()).toMatchObject({ email: 'builder@example.com' });
  });

  it('compares the email case-insensitively', async () => {
    const response = await t.client().post('/api/auth/login/', { email: '  BUILDER@Example.COM ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('stores only the hash of the session token', async () => {
    const client = t.client();
    await client.login('supplier@example.com');
    const token = client.cookie('sessionid') ?? '';
    const rows = await t.app.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(token));
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('rotates the session: a new id, and the old one stops working', async () => {
    const client = t.client();
    await client.login('builder@example.com');
    const first = client.cookie('sessionid');
    await client.login('builder@example.com');
    const second = client.cookie('sessionid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const stale = await t.app.inject({ method: 'GET', url: '/api/users/me/', cookies: { sessionid: first ?? '' } });
    expect(stale.statusCode).toBe(401);
  });

  it('answers the same 400 for a wrong password and an unknown email', async () => {
    const wrong = await t.client().post('/api/auth/login/', { email: 'builder@example.com', password: 'not-the-password' });
    const unknown = await t.client().post('/api/auth/login/', { email: 'nobody@example.com', password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid_credentials',
        message: expect.any(String),
        display_error: 'Email or password is incorrect.',
        request_id: expect.any(String),
      });
      expect(response.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    }
  });

  it('names each bad field', async () => {
    const response = await t.client().post('/api/auth/login/', { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_error',
      fields: { email: 'Enter a valid email address.', password: 'Enter your password.' },
    });
  });

  it('refuses a request without the CSRF header', async () => {
    const response = await t.client().post('/api/auth/login/', { email: 'builder@example.com', password: DEMO_PASSWORD }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf_failed' });
  });

  it('accepts the path without its trailing slash', async () => {
    const response = await t.client().post('/api/auth/login', { email: 'builder@example.com', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/auth/signup/', () => {
  it('creates the company and an unconfirmed user, signs no one in, and emails a confirmation link', async () => {
    const client = t.client();
    const response = await client.post('/api/auth/signup/', signup);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: SIGNUP_CHECK_EMAIL_MESSAGE });
    expect(response.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    expect((await client.get('/api/users/me/')).statusCode).toBe(401);
    const mail = (await t.outbox()).find((message) => message.to === 'New.Owner@Example.com');
    expect(mail).toMatchObject({ subject: 'Confirm your email address', links: { verify_email: expect.stringContaining('/app/v2/verify_email?token=') } });
    // The password works at once; the account is unconfirmed until the link is followed.
    const login = await t.client().post('/api/auth/login/', { email: 'new.owner@example.com', password: signup.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ email_verified: false, company: { name: 'Owner Framing LLC', company_type: 'builder' } });
  });

  it('creates supplier companies too', async () => {
    const fields = { ...signup, email: 'yard@example.com', company_name: 'Yard Supply', account_type: 'supplier' };
    expect((await t.client().post('/api/auth/signup/', fields)).statusCode).toBe(202);
    const login = await t.client().post('/api/auth/login/', { email: 'yard@example.com', password: signup.password });
    expect(login.json()).toMatchObject({ user_type: 'supplier', company: { company_type: 'supplier' } });
  });

  it('answers an address that has an account exactly as a new one, creates nothing, and tells the owner', async () => {
    const before = await t.app.db.selectFrom('companies').select('id').execute();
    const response = await t.client().post('/api/auth/signup/', { ...signup, email: 'BUILDER@example.com', company_name: 'Ghost Co' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ detail: SIGNUP_CHECK_EMAIL_MESSAGE });
    expect(await t.app.db.selectFrom('companies').select('id').execute()).toHaveLength(before.length);
    const mail = (await t.outbox()).filter((message) => message.to === 'builder@example.com').at(-1);
    expect(mail).toMatchObject({ subject: 'Someone tried to sign up with your email address', links: { reset_password: expect.stringContaining('/password/reset_verify?token=') } });
    // The owner's password is unchanged, and the reset link works.
    expect((await t.client().post('/api/auth/login/', { email: 'builder@example.com', password: DEMO_PASSWORD })).statusCode).toBe(200);
    const reset = await t.client().post('/api/auth/password_reset/confirm/', { token: tokenFrom(mail?.links.reset_password), password: DEMO_PASSWORD });
    expect(reset.statusCode).toBe(200);
  });

  it('names each bad field, including weak passwords and unknown account types', async () => {
    const response = await t.client().post('/api/auth/signup/', {
      email: 'x@example.com',
      password: 'password123',
      first_name: '',
      company_name: 'Acme',
      account_type: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      password: 'This password is too common. Choose another.',
      first_name: 'Enter your first name.',
      last_name: 'Enter your last name.',
      account_type: 'Choose builder or supplier.',
    });
  });

  it('refuses a request without the CSRF header', async () => {
    const response = await t.client().post('/api/auth/signup/', { ...signup, email: 'csrf@example.com' }, { csrf: false });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const client = t.client();
    await client.login('builder@example.com');
    const token = client.cookie('sessionid') ?? '';
    expect((await client.get('/api/users/me/')).statusCode).toBe(200);
    const response = await client.post('/api/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(client.cookie('sessionid')).toBeUndefined();
    const reuse = await t.app.inject({ method: 'GET', url: '/api/users/me/', cookies: { sessionid: token } });
    expect(reuse.statusCode).toBe(401);
    const row = await t.app.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('works signed out, with or without a JSON body', async () => {
    expect((await t.client().post('/api/auth/logout')).statusCode).toBe(200);
    expect((await t.client().post('/api/auth/logout/', {})).statusCode).toBe(200);
    const emptyJson = await t.client().post('/api/auth/logout', undefined, { headers: { 'content-type': 'application/json' } });
    expect(emptyJson.statusCode).toBe(200);
  });

  it('refuses a request without the CSRF header', async () => {
    expect((await t.client().post('/api/auth/logout', undefined, { csrf: false })).statusCode).toBe(403);
  });
});

describe('POST /api/auth/password/', () => {
  it('changes the password and ends every other session of the user', async () => {
    await t.client().post('/api/auth/signup/', { ...signup, email: 'changer@example.com' });
    const laptop = t.client();
    const phone = t.client();
    await laptop.login('changer@example.com', signup.password);
    await phone.login('changer@example.com', signup.password);
    expect((await phone.get('/api/users/me/')).statusCode).toBe(200);

    const response = await laptop.post('/api/auth/password/', { current_password: signup.password, new_password: 'steel-beam-2026' });
    expect(response.statusCode).toBe(200);
    expect((await laptop.get('/api/users/me/')).statusCode).toBe(200);
    expect((await phone.get('/api/users/me/')).statusCode).toBe(401);
    expect((await t.client().post('/api/auth/login/', { email: 'changer@example.com', password: signup.password })).statusCode).toBe(400);
    expect((await t.client().post('/api/auth/login/', { email: 'changer@example.com', password: 'steel-beam-2026' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password, naming the field', async () => {
    const client = t.client();
    await client.login('supplier2@example.com');
    const response = await client.post('/api/auth/password/', { current_password: 'wrong-password', new_password: 'steel-beam-2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ current_password: 'Your current password is incorrect.' });
  });

  it('names a weak new password', async () => {
    const client = t.client();
    await client.login('supplier2@example.com');
    const response = await client.post('/api/auth/password/', { current_password: DEMO_PASSWORD, new_password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ new_password: 'Use at least 10 characters.' });
  });

  it('answers 401 signed out and 403 without CSRF', async () => {
    const body = { current_password: DEMO_PASSWORD, new_password: 'steel-beam-2026' };
    const signedOut = await t.client().post('/api/auth/password/', body);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'not_authenticated' });
    const client = t.client();
    await client.login('supplier2@example.com');
    expect((await client.post('/api/auth/password/', body, { csrf: false })).statusCode).toBe(403);
  });
});

describe('password reset', () => {
  const resetUser = { ...signup, email: 'forgetful@example.com', company_name: 'Forgetful Co' };

  beforeAll(async () => {
    await t.client().post('/api/auth/signup/', resetUser);
  });

  async function requestReset(email: string) {
    const response = await t.client().post('/api/auth/password_reset/', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'If an account exists for this email, a reset link is on its way.' });
    const mail = (await t.outbox()).filter((message) => message.to === email).at(-1);
    return mail;
  }

  it('emails a single-use link that sets a new password and ends every session', async () => {
    const signedIn = t.client();
    await signedIn.login(resetUser.email, resetUser.password);
    expect((await signedIn.get('/api/users/me/')).statusCode).toBe(200);

    const mail = await requestReset(resetUser.email);
    expect(mail?.subject).toBe('Reset your password');
    const link = mail?.links.reset_password ?? '';
    expect(link.startsWith('http://marketplace.test/app/v2/password/reset_verify?token=')).toBe(true);
    expect(mail?.text).toContain(link);
    const token = tokenFrom(link);
    const stored = await t.app.db.selectFrom('password_reset_tokens').select(['token_hash', 'expires_at']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
    expect(stored).toBeDefined();
    const ttl = Date.parse(stored?.expires_at ?? '') - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);

    const confirm = await t.client().post('/api/auth/password_reset/confirm/', { token, password: 'fresh-start-2026' });
    expect(confirm.statusCode).toBe(200);
    expect((await signedIn.get('/api/users/me/')).statusCode).toBe(401);
    expect((await t.client().post('/api/auth/login/', { email: resetUser.email, password: 'fresh-start-2026' })).statusCode).toBe(200);

    const again = await t.client().post('/api/auth/password_reset/confirm/', { token, password: 'another-start-2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_token', fields: { token: expect.any(String) } });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = (await t.outbox()).length;
    await requestReset('nobody-here@example.com');
    expect(await t.outbox()).toHaveLength(before);
  });

  it('refuses an expired token', async () => {
    const mail = await requestReset('receiver@example.com');
    const token = tokenFrom(mail?.links.reset_password);
    await t.app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const response = await t.client().post('/api/auth/password_reset/confirm/', { token, password: 'fresh-start-2026' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_token', fields: { token: expect.any(String) } });
  });

  it('keeps only the newest link valid', async () => {
    const first = tokenFrom((await requestReset('supplier@example.com'))?.links.reset_password);
    const second = tokenFrom((await requestReset('supplier@example.com'))?.links.reset_password);
    expect((await t.client().post('/api/auth/password_reset/confirm/', { token: first, password: 'fresh-start-2026' })).statusCode).toBe(400);
    expect((await t.client().post('/api/auth/password_reset/confirm/', { token: second, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an unknown token and names bad fields', async () => {
    const unknown = await t.client().post('/api/auth/password_reset/confirm/', { token: 'made-up', password: 'fresh-start-2026' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('token');
    const bad = await t.client().post('/api/auth/password_reset/confirm/', { token: '', password: 'short' });
    expect(bad.json().fields).toEqual({ token: 'The reset link is incomplete.', password: 'Use at least 10 characters.' });
    const badEmail = await t.client().post('/api/auth/password_reset/', { email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toEqual({ email: 'Enter a valid email address.' });
  });

  it('refuses requests without the CSRF header', async () => {
    expect((await t.client().post('/api/auth/password_reset/', { email: 'builder@example.com' }, { csrf: false })).statusCode).toBe(403);
    expect((await t.client().post('/api/auth/password_reset/confirm/', { token: 'x', password: 'fresh-start-2026' }, { csrf: false })).statusCode).toBe(403);
  });
});
