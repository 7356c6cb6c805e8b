import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptAccessToken } from '../../providers/bank-link/access-token-crypto';
import { signUpOtherBuilder } from '../../testing/accounts';
import {linkSandboxBank, PLATYPUS, TATTERSALL } from '../../testing/credit-helpers';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

let t: TestApp;
let builder: TestClient;
let supplier: TestClient;
let otherBuilder: TestClient;
let signedOut: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  builder = t.client();
  supplier = t.client();
  otherBuilder = t.client();
  signedOut = t.client();
  await builder.login('builder@example.com');
  await supplier.login('supplier@example.com');
  await signUpOtherBuilder(t, otherBuilder);
});
afterAll(async () => {
  await t.close();
});

async function signIn(client: TestClient, institutionId: string, password = 'pass_good') {
  const linkToken = (await client.post('/api/bank-enrollment/link-token')).json().link_token as string;
  return client.post('/api/bank-enrollment/sandbox/sign-in', { link_token: linkToken, institution_id: institutionId, username: 'user_good', password });
}

describe('POST /api/bank-enrollment/link-token', () => {
  it('answers a sandbox link token to a builder', async () => {
    const response = await builder.post('/api/bank-enrollment/link-token');
    expect(response.statusCode).toBe(200);
    expect(response.json().link_token).toMatch(/^link-sandbox-/);
    expect(Date.parse(response.json().expiration)).toBeGreaterThan(Date.now());
  });

  it('refuses the signed out (401) and suppliers (403)', async () => {
    expect((await signedOut.post('/api/bank-enrollment/link-token')).statusCode).toBe(401);
    const forbidden = await supplier.post('/api/bank-enrollment/link-token');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().display_error).toBe('Only builder accounts can use business credit.');
  });
});

describe('the sandbox dialog', () => {
  it('lists its banks and credentials', async () => {
    const response = await builder.get('/api/bank-enrollment/sandbox/institutions');
    expect(response.statusCode).toBe(200);
    expect(response.json().credentials).toEqual({ username: 'user_good', password: 'pass_good' });
    expect(response.json().institutions.map((institution: { name: string }) => institution.name)).toEqual([
      'First Platypus Bank',
      'Tattersall Credit Union',
      'Outage Savings Bank',
      'Expired Token Bank',
    ]);
    expect((await supplier.get('/api/bank-enrollment/sandbox/institutions')).statusCode).toBe(403);
    expect((await signedOut.get('/api/bank-enrollment/sandbox/institutions')).statusCode).toBe(401);
  });

  it('refuses wrong credentials and a bank that is down, with a message for the builder', async () => {
    const wrong = await signIn(builder, PLATYPUS, 'nope');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'validation_error', fields: { password: 'The username or password you entered is incorrect.' } });
    const down = await signIn(builder, 'ins_sandbox_outage');
    expect(down.statusCode).toBe(400);
    expect(down.json()).toMatchObject({ code: 'bank_link_failed', display_error: expect.stringMatching(/not responding/) });
  });

  it('names the missing field (400)', async () => {
    const response = await builder.post('/api/bank-enrollment/sandbox/sign-in', { link_token: 'link-sandbox-x', username: 'user_good', password: 'pass_good' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('institution_id');
  });
});

describe('POST /api/bank-enrollment/public-token and GET /api/bank-enrollment/accounts', () => {
  it('exchanges the public token, keeps the access token encrypted and answers the accounts without it', async () => {
    const saved = await linkSandboxBank(builder, PLATYPUS);
    expect(saved.public_token).toMatch(/^public-sandbox-/);
    expect(saved.institution_name).toBe('First Platypus Bank');
    expect(saved.accounts.map((account) => [account.name, account.mask, account.available_cents])).toEqual([
      ['Business Checking', '0000', 25_000_000],
      ['Business Savings', '1111', 7_500_000],
    ]);
    expect(JSON.stringify(saved)).not.toMatch(/access-sandbox/);

    const stored = await t.app.db.selectFrom('bank_enrollments').selectAll().where('item_id', 'like', 'item-sandbox-%').execute();
    expect(stored).toHaveLength(1);
    const encrypted = stored[0]!.access_token_encrypted;
    expect(encrypted).not.toMatch(/access-sandbox/);
    expect(decryptAccessToken(encrypted, t.config.bankLink.accessTokenKey)).toMatch(/^access-sandbox-ins_sandbox_platypus-/);

    const listed = await builder.get('/api/bank-enrollment/accounts');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().accounts).toHaveLength(2);
    expect(listed.json().accounts[0]).toMatchObject({ institution_name: 'First Platypus Bank', name: 'Business Checking', mask: '0000', current_cents: 25_100_000, currency: 'USD' });
    expect(listed.body).not.toMatch(/access-sandbox|item-sandbox/);
  });

  it('answers the server’s display_error when the exchange fails, and links nothing', async () => {
    const signedIn = await signIn(builder, 'ins_sandbox_expired');
    expect(signedIn.statusCode).toBe(200);
    const response = await builder.post('/api/bank-enrollment/public-token', { public_token: signedIn.json().public_token, metadata: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bank_link_failed', display_error: 'The bank connection expired before it was saved. Link your bank again.' });
    expect((await builder.get('/api/bank-enrollment/accounts')).json().accounts).toHaveLength(2);
  });

  it('refuses a token the provider never issued', async () => {
    const response = await builder.post('/api/bank-enrollment/public-token', { public_token: 'public-made-up', metadata: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bank_link_failed');
  });

  it('names the missing public_token (400)', async () => {
    const response = await builder.post('/api/bank-enrollment/public-token', { metadata: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('public_token');
  });

  it('keeps each company’s accounts to itself', async () => {
    await linkSandboxBank(otherBuilder, TATTERSALL);
    const others = (await otherBuilder.get('/api/bank-enrollment/accounts')).json().accounts;
    expect(others.map((account: { name: string }) => account.name)).toEqual(['Operating Account']);
    expect((await builder.get('/api/bank-enrollment/accounts')).json().accounts).toHaveLength(2);
  });

  it('refuses the signed out (401) and suppliers (403)', async () => {
    expect((await signedOut.post('/api/bank-enrollment/public-token', { public_token: 'x', metadata: {} })).statusCode).toBe(401);
    expect((await supplier.post('/api/bank-enrollment/public-token', { public_token: 'public-sandbox-ins_sandbox_platypus-x', metadata: {} })).statusCode).toBe(403);
    expect((await signedOut.get('/api/bank-enrollment/accounts')).statusCode).toBe(401);
    expect((await supplier.get('/api/bank-enrollment/accounts')).statusCode).toBe(403);
  });
});
