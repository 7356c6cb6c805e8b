import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { disableOperatorAccount } from '../accounts/operator-accounts.service';
import { DEMO_OPERATOR, seedDemoOperator } from '../accounts/demo-operator';
import { totpSecretKey } from '../accounts/totp-secret';
import { createTestOperator, operatorCode, operatorLogin, signInOperator } from '../../../testing/operators';
import { startTestApp } from '../../../testing/test-app';
import type { TestApp } from '../../../testing/test-app';
import { OPERATOR_SESSION_IDLE_MS } from './operator-sessions.service';

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

const REFUSED = { code: 'invalid_credentials', display_error: 'The email, password or code is incorrect.' };

describe('POST /api/operator/auth/login/', () => {
  it('signs in with password and code: an operator cookie of its own, and GET me answers the operator', async () => {
    const client = t.client();
    const operator = await createTestOperator(t, 'Oscar Operator');
    const response = await operatorLogin(client, operator);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: operator.id, email: operator.email, name: 'Oscar Operator' });
    const cookie = response.cookies.find((candidate) => candidate.name === 'operator_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(client.cookie('sessionid')).toBeUndefined();
    expect((await client.get('/api/operator/auth/me/')).json()).toEqual({ id: operator.id, email: operator.email, name: 'Oscar Operator' });
  });

  it('answers one 401 for a wrong password, a wrong code, an unknown email and a disabled account', async () => {
    const operator = await createTestOperator(t);
    const code = operatorCode(operator.totpSecret);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const attempts = [
      { email: operator.email, password: 'not-the-password', code },
      { email: operator.email, password: operator.password, code: wrongCode },
      { email: 'nobody@ops.test', password: operator.password, code },
    ];
    for (const body of attempts) {
      const response = await t.client().post('/api/operator/auth/login/', body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject(REFUSED);
    }
    const disabled = await createTestOperator(t);
    await disableOperatorAccount(t.app.db, disabled.email);
    const response = await operatorLogin(t.client(), disabled);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(REFUSED);
  });

  it('refuses a code used once already, and takes the next one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const operator = await createTestOperator(t);
    const code = operatorCode(operator.totpSecret);
    expect((await operatorLogin(t.client(), operator, code)).statusCode).toBe(200);
    const replayed = await operatorLogin(t.client(), operator, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject(REFUSED);
    // The code of the step before is spent too: a later code has been used.
    expect((await operatorLogin(t.client(), operator, operatorCode(operator.totpSecret, Date.now() - 30_000))).statusCode).toBe(401);
    vi.setSystemTime(Date.now() + 30_000);
    expect((await operatorLogin(t.client(), operator)).statusCode).toBe(200);
  });

  it('names each bad field with 400', async () => {
    const response = await t.client().post('/api/operator/auth/login/', { email: 'not-an-email', code: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: 'Enter a valid email address.',
      password: 'Enter your password.',
      code: 'Enter the 6-digit code from your authenticator app.',
    });
  });

  it('slows an account down after repeated failures, with 429 and Retry-After', async () => {
    const operator = await createTestOperator(t);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await t.client().post('/api/operator/auth/login/', { email: operator.email, password: 'wrong-password', code: '123456' })).statusCode).toBe(401);
    }
    const held = await operatorLogin(t.client(), operator);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
  });

  it('signs the demo operator in with its documented password and a code computed from its secret', async () => {
    await seedDemoOperator(t.app.db, totpSecretKey(t.config.bankingDetailsKey));
    const response = await t.client().post('/api/operator/auth/login/', { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password, code: operatorCode(DEMO_OPERATOR.totpSecret) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'operator@demo.test', name: 'Demo Operator' });
    // Seeding again adds nothing.
    expect(await seedDemoOperator(t.app.db, totpSecretKey(t.config.bankingDetailsKey))).toBe(false);
  });
});

describe('operator sessions', () => {
  it('answers 401 to GET me signed out, and to a builder’s or a supplier’s session', async () => {
    expect((await t.client().get('/api/operator/auth/me/')).statusCode).toBe(401);
    for (const email of ['builder@example.com', 'supplier@example.com']) {
      const user = t.client();
      await user.login(email);
      const response = await user.get('/api/operator/auth/me/');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_authenticated' });
    }
  });

  it('never lets an operator session stand for a user, nor a user session for an operator', async () => {
    const operatorOnly = t.client();
    await signInOperator(t, operatorOnly);
    expect((await operatorOnly.get('/api/users/me/')).statusCode).toBe(401);
    // A user's session token in the operator cookie is no operator session either.
    const user = t.client();
    await user.login('builder@example.com');
    const swapped = await t.app.inject({ method: 'GET', url: '/api/operator/auth/me/', cookies: { operator_session: user.cookie('sessionid') ?? '' } });
    expect(swapped.statusCode).toBe(401);
  });

  it('keeps both sessions side by side in one browser, each on its own routes', async () => {
    const browser = t.client();
    await browser.login('builder@example.com');
    await signInOperator(t, browser);
    expect((await browser.get('/api/users/me/')).json()).toMatchObject({ email: 'builder@example.com' });
    expect((await browser.get('/api/operator/auth/me/')).statusCode).toBe(200);
    // Signing the operator out leaves the builder signed in, and a CSRF token for what remains.
    expect((await browser.post('/api/operator/auth/logout/')).statusCode).toBe(200);
    expect((await browser.get('/api/operator/auth/me/')).statusCode).toBe(401);
    expect((await browser.get('/api/users/me/')).statusCode).toBe(200);
    expect((await browser.post('/api/users/change_data/', { first_name: 'Dana', last_name: 'Builder' })).statusCode).toBe(200);
  });

  it('binds the CSRF token to the operator session: a token from before the sign-in no longer passes', async () => {
    const browser = t.client();
    const before = await browser.ensureCsrf();
    await signInOperator(t, browser);
    const after = browser.cookie('csrftoken');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/operator/auth/logout/',
      headers: { 'x-csrftoken': before },
      cookies: { csrftoken: before, operator_session: browser.cookie('operator_session') ?? '' },
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'csrf_failed' });
  });

  it('ends at sign-out: the old cookie is refused afterwards', async () => {
    const browser = t.client();
    await signInOperator(t, browser);
    const cookie = browser.cookie('operator_session') ?? '';
    expect((await browser.post('/api/operator/auth/logout/')).json()).toEqual({ detail: 'Signed out.' });
    expect(browser.cookie('operator_session')).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/auth/me/', cookies: { operator_session: cookie } })).statusCode).toBe(401);
    // Signing out again, signed out, is fine.
    expect((await browser.post('/api/operator/auth/logout/')).statusCode).toBe(200);
  });

  it('ends after eight idle hours, and at once when the operator is disabled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const idle = t.client();
    await signInOperator(t, idle);
    vi.setSystemTime(Date.now() + OPERATOR_SESSION_IDLE_MS + 1000);
    expect((await idle.get('/api/operator/auth/me/')).statusCode).toBe(401);
    vi.useRealTimers();

    const browser = t.client();
    const operator = await signInOperator(t, browser);
    expect((await browser.get('/api/operator/auth/me/')).statusCode).toBe(200);
    await disableOperatorAccount(t.app.db, operator.email);
    expect((await browser.get('/api/operator/auth/me/')).statusCode).toBe(401);
  });

  it('records sign-in and sign-out in the audit log', async () => {
    const browser = t.client();
    const operator = await signInOperator(t, browser);
    await browser.post('/api/operator/auth/logout/');
    const events = await t.app.db.selectFrom('operator_audit_events').select(['action', 'subject_id']).where('operator_id', '=', operator.id).orderBy('action').execute();
    expect(events).toEqual([
      { action: 'operator.sign_in', subject_id: operator.id },
      { action: 'operator.sign_out', subject_id: operator.id },
    ]);
  });
});
