import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens';
import { startTestApp, tokenFrom } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let builder: TestClient;
let supplier: TestClient;
let receiver: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  builder = t.client();
  supplier = t.client();
  receiver = t.client();
  await builder.login('builder@example.com');
  await supplier.login('supplier@example.com');
  await receiver.login('receiver@example.com');
});
afterAll(async () => {
  await t.close();
});

async function invite(client: TestClient, email: string, userType: string) {
  const response = await client.post('/api/invitations/', { email, user_type: userType });
  const mail = (await t.outbox()).filter((message) => message.to === email).at(-1);
  return { response, mail, token: response.statusCode === 201 ? tokenFrom(mail?.links.create_account) : '' };
}

const newUser = { first_name: 'Jamie', last_name: 'Site', password: 'jobsite-radio-7' };

describe('POST /api/invitations/', () => {
  it('lets a builder invite a receiver, by email with a single-use link', async () => {
    const { response, mail } = await invite(builder, 'jamie@example.com', 'builder receiver');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(String), email: 'jamie@example.com', user_type: 'builder_receiver', company_role: null, expires_at: expect.any(String) });
    const ttl = Date.parse(body.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(7 * 24 * 3_600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(7 * 24 * 3_600_000);
    expect(mail?.subject).toBe("You're invited to join Summit Builders");
    expect(mail?.text).toContain('Dana Builder invited you to join Summit Builders');
    expect(mail?.links.create_account).toMatch(/^http:\/\/marketplace\.test\/app\/v2\/create_account\?token=[\w-]{43}$/);
  });

  it('accepts every spelling of builder receiver and builder teammates', async () => {
    expect((await invite(builder, 'dash@example.com', 'builder-receiver')).response.json().user_type).toBe('builder_receiver');
    expect((await invite(builder, 'mate@example.com', 'builder')).response.statusCode).toBe(201);
  });

  it('lets a supplier invite a supplier teammate only', async () => {
    expect((await invite(supplier, 'yard@example.com', 'supplier')).response.statusCode).toBe(201);
    const wrong = await supplier.post('/api/invitations/', { email: 'crew@example.com', user_type: 'builder_receiver' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ user_type: 'A supplier company can invite suppliers only.' });
  });

  it('does not let a builder invite a supplier', async () => {
    const response = await builder.post('/api/invitations/', { email: 'vendor@example.com', user_type: 'supplier' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ user_type: 'A builder company can invite builders and builder receivers.' });
  });

  it('forbids builder receivers from inviting', async () => {
    const response = await receiver.post('/api/invitations/', { email: 'friend@example.com', user_type: 'builder_receiver' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'permission_denied' });
  });

  it('refuses an email that already has an account, and names bad fields', async () => {
    const taken = await builder.post('/api/invitations/', { email: 'Supplier2@example.com', user_type: 'builder' });
    expect(taken.json().fields).toEqual({ email: 'An account with this email already exists.' });
    const bad = await builder.post('/api/invitations/', { email: 'nope', user_type: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: 'Enter a valid email address.', user_type: 'Choose builder, supplier or builder receiver.' });
  });

  it('answers 401 signed out and 403 without CSRF', async () => {
    expect((await t.client().post('/api/invitations/', { email: 'a@example.com', user_type: 'builder' })).statusCode).toBe(401);
    expect((await builder.post('/api/invitations/', { email: 'a@example.com', user_type: 'builder' }, { csrf: false })).statusCode).toBe(403);
  });
});

describe('POST /api/auth/create_account/', () => {
  it('creates the invited user in the inviting company with the invited type, and signs in', async () => {
    const { token } = await invite(builder, 'riley2@example.com', 'builder_receiver');
    const client = t.client();
    const response = await client.post('/api/auth/create_account/', { token, ...newUser });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      email: 'riley2@example.com',
      first_name: 'Jamie',
      last_name: 'Site',
      tos_accepted: false,
      // The invitation reached the address: confirmed from the start.
      email_verified: true,
      user_type: 'builder_receiver',
      company: { id: expect.any(String), name: 'Summit Builders', company_type: 'builder' },
      selected_project_id: null,
      company_role: null,
    });
    const me = await client.get('/api/users/me/');
    expect(me.json()).toMatchObject({ email: 'riley2@example.com', user_type: 'builder_receiver' });

    const reuse = await t.client().post('/api/auth/create_account/', { token, ...newUser });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: 'invalid_token', fields: { token: expect.any(String) } });
  });

  it('refuses an expired invitation', async () => {
    const { token } = await invite(supplier, 'late@example.com', 'supplier');
    await t.app.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const response = await t.client().post('/api/auth/create_account/', { token, ...newUser });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_token', fields: { token: expect.any(String) } });
  });

  it('keeps only the newest invitation to one email valid', async () => {
    const first = await invite(builder, 'twice@example.com', 'builder');
    const second = await invite(builder, 'twice@example.com', 'builder');
    expect((await t.client().post('/api/auth/create_account/', { token: first.token, ...newUser })).statusCode).toBe(400);
    expect((await t.client().post('/api/auth/create_account/', { token: second.token, ...newUser })).statusCode).toBe(201);
  });

  it('refuses when the email got an account in the meantime', async () => {
    const { token } = await invite(builder, 'raced@example.com', 'builder');
    await t.client().post('/api/auth/signup/', {
      email: 'raced@example.com',
      password: 'timber-frame-42',
      first_name: 'Ray',
      last_name: 'Ced',
      company_name: 'Race Co',
      account_type: 'builder',
    });
    const response = await t.client().post('/api/auth/create_account/', { token, ...newUser });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ token: 'An account with this email already exists. Sign in instead.' });
    const invitation = await t.app.db.selectFrom('invitations').select('accepted_at').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    expect(invitation?.accepted_at).toBeNull();
  });

  it('names each bad field and refuses unknown tokens', async () => {
    const bad = await t.client().post('/api/auth/create_account/', { token: '', first_name: 'A', password: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      token: 'The invitation link is incomplete.',
      last_name: 'Enter your last name.',
      password: 'Use at least 10 characters.',
    });
    const unknown = await t.client().post('/api/auth/create_account/', { token: 'made-up', ...newUser });
    expect(unknown.json()).toMatchObject({ code: 'invalid_token' });
  });

  it('refuses a request without the CSRF header', async () => {
    expect((await t.client().post('/api/auth/create_account/', { token: 'x', ...newUser }, { csrf: false })).statusCode).toBe(403);
  });
});
