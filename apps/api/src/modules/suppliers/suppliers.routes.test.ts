import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../app';
import { startTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';
import { decryptBankNumbers } from './banking-crypto';

let t: TestApp;
let northwind: TestClient;
let northwindMate: TestClient;
let granite: TestClient;
let builder: TestClient;
let receiver: TestClient;
let anonymous: TestClient;

const banking = { account_holder_name: 'Northwind Lumber Co.', routing_number: '121000358', account_number: '000123456789' };

async function companyOf(client: TestClient): Promise<string> {
  return (await client.get('/api/users/me/')).json().company.id as string;
}

beforeAll(async () => {
  t = await startTestApp();
  northwind = t.client();
  northwindMate = t.client();
  granite = t.client();
  builder = t.client();
  receiver = t.client();
  anonymous = t.client();
  await northwind.login('supplier@example.com');
  await granite.login('supplier2@example.com');
  await builder.login('builder@example.com');
  await receiver.login('receiver@example.com');
  await northwind.post('/api/invitations/', { email: 'mate@northwind.test', user_type: 'supplier' });
  const mail = (await t.outbox()).find((message) => message.to === 'mate@northwind.test');
  const token = new URL(mail?.links.create_account ?? '').searchParams.get('token');
  const joined = await northwindMate.post('/api/auth/create_account/', { token, first_name: 'Ned', last_name: 'Mate', password: 'lumber-yard-radio-7' });
  expect(joined.statusCode, joined.body).toBe(201);
});
afterAll(async () => {
  await t.close();
});

describe('POST and GET /api/supplier/', () => {
  it('answers no banking details before any are saved', async () => {
    const response = await granite.get('/api/supplier/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: await companyOf(granite), name: 'Granite Supply Inc.', banking_details: null });
  });

  it('saves the payout account encrypted, answers it masked, and in full only when asked by the supplier’s users', async () => {
    const saved = await northwind.post('/api/supplier/', banking);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.json().banking_details).toEqual({
      account_holder_name: 'Northwind Lumber Co.',
      routing_number: '•••••0358',
      account_number: '•••••6789',
      masked: true,
      updated_at: expect.any(String),
    });
    expect((await northwind.get('/api/supplier/')).json().banking_details.account_number).toBe('•••••6789');
    const full = await northwindMate.get('/api/supplier/?fetch_sensitive_info=true');
    expect(full.json().banking_details).toMatchObject({ routing_number: '121000358', account_number: '000123456789', masked: false });
    // Another supplier only ever sees its own company.
    expect((await granite.get('/api/supplier/?fetch_sensitive_info=true')).json().banking_details).toBeNull();

    const companyId = await companyOf(northwind);
    const row = await t.app.db.selectFrom('supplier_banking_details').selectAll().where('company_id', '=', companyId).executeTakeFirstOrThrow();
    expect(row.numbers_encrypted).not.toContain('123456789');
    expect(decryptBankNumbers(t.config.bankingDetailsKey, companyId, row.numbers_encrypted)).toEqual({ routing_number: '121000358', account_number: '000123456789' });
    // Bound to its company: copied onto another, it does not decrypt.
    expect(() => decryptBankNumbers(t.config.bankingDetailsKey, 'another-company', row.numbers_encrypted)).toThrow();

    const replaced = await northwind.post('/api/supplier/', { ...banking, account_number: '99887766' });
    expect(replaced.json().banking_details.account_number).toBe('•••••7766');
  });

  it('names bad fields', async () => {
    const response = await northwind.post('/api/supplier/', { account_holder_name: ' ', routing_number: '123456789', account_number: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      account_holder_name: 'Enter the account holder’s name.',
      routing_number: 'Enter a valid 9-digit routing number.',
      account_number: 'Enter an account number of 4 to 17 digits.',
    });
    expect((await northwind.get('/api/supplier/?fetch_sensitive_info=yes')).json().fields).toHaveProperty('fetch_sensitive_info');
  });

  it('answers 401 signed out and 403 to builders and builder receivers', async () => {
    expect((await anonymous.get('/api/supplier/?fetch_sensitive_info=true')).statusCode).toBe(401);
    expect((await anonymous.post('/api/supplier/', banking)).statusCode).toBe(401);
    expect((await builder.get('/api/supplier/?fetch_sensitive_info=true')).statusCode).toBe(403);
    expect((await receiver.get('/api/supplier/')).statusCode).toBe(403);
    expect((await builder.post('/api/supplier/', banking)).statusCode).toBe(403);
    expect((await receiver.post('/api/supplier/', banking)).statusCode).toBe(403);
  });

  it('keeps bank numbers out of the logs', () => {
    const paths = loggerOptions('info').redact.paths;
    for (const path of ['body.account_number', 'body.routing_number', '*.account_number', '*.routing_number']) expect(paths).toContain(path);
  });
});

describe('GET /api/company/{id} and PUT /api/update_company/{id}', () => {
  const profile = {
    name: 'Northwind Lumber Company',
    phone: '(415) 555-0100',
    website: 'https://northwind.example',
    street: '500 Mill Rd',
    city: 'Oakland',
    state: 'ca',
    postal_code: '94607',
    description: 'Lumber and sheet goods since 1952.',
  };

  it('reads and changes the caller’s own company', async () => {
    const id = await companyOf(northwind);
    const before = await northwind.get(`/api/company/${id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      id,
      name: 'Northwind Lumber Co.',
      company_type: 'supplier',
      phone: null,
      website: null,
      street: null,
      city: null,
      state: null,
      postal_code: null,
      description: null,
      updated_at: null,
    });
    const updated = await northwind.request('PUT', `/api/update_company/${id}`, profile);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ id, company_type: 'supplier', ...profile, state: 'CA', updated_at: expect.any(String) });
    expect((await northwindMate.get(`/api/company/${id}`)).json().name).toBe('Northwind Lumber Company');
    // The signed-in colleague's own account shows the new name at once.
    expect((await northwindMate.get('/api/users/me/')).json().company.name).toBe('Northwind Lumber Company');
    const cleared = await northwind.request('PUT', `/api/update_company/${id}`, { name: 'Northwind Lumber Co.', phone: '' });
    expect(cleared.json()).toMatchObject({ name: 'Northwind Lumber Co.', phone: null, website: null });
    // Builders keep their company profile too; receivers may read it.
    const summit = await companyOf(builder);
    expect((await builder.request('PUT', `/api/update_company/${summit}`, { name: 'Summit Builders' })).statusCode).toBe(200);
    expect((await receiver.get(`/api/company/${summit}`)).statusCode).toBe(200);
  });

  it('names bad fields', async () => {
    const id = await companyOf(northwind);
    const response = await northwind.request('PUT', `/api/update_company/${id}`, { name: '', phone: 'call me', website: 'northwind', state: 'California', postal_code: '9460' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['name', 'phone', 'postal_code', 'state', 'website']);
  });

  it('refuses a company name that shows nothing or turns the text around, and keeps names in NFC', async () => {
    const id = await companyOf(northwind);
    const invisible = await northwind.request('PUT', `/api/update_company/${id}`, { name: '\u200B\u200B', city: '\u202EOakland' });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().fields).toEqual({
      name: 'Enter the company name.',
      city: 'Remove the hidden characters that change the direction of the text (such as U+202E).',
    });
    const broken = await northwind.request('PUT', `/api/update_company/${id}`, { name: 'Northwind\uDC00' });
    expect(broken.json().fields).toEqual({ name: 'This text has a broken character (half of a UTF-16 pair); type it again.' });
    const decomposed = await northwind.request('PUT', `/api/update_company/${id}`, { name: 'Northwind Cafe\u0301' });
    expect(decomposed.statusCode, decomposed.body).toBe(200);
    const stored = await t.app.db.selectFrom('companies').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Northwind Caf\u00e9');
    await northwind.request('PUT', `/api/update_company/${id}`, { name: 'Northwind Lumber Co.' });
  });

  it('answers 404 for another company, 401 signed out, 403 to receivers changing it', async () => {
    const northwindId = await companyOf(northwind);
    const summit = await companyOf(builder);
    expect((await granite.get(`/api/company/${northwindId}`)).statusCode).toBe(404);
    expect((await granite.request('PUT', `/api/update_company/${northwindId}`, profile)).statusCode).toBe(404);
    expect((await builder.get(`/api/company/${northwindId}`)).statusCode).toBe(404);
    expect((await northwind.get('/api/company/nope')).statusCode).toBe(404);
    expect((await anonymous.get(`/api/company/${northwindId}`)).statusCode).toBe(401);
    expect((await anonymous.request('PUT', `/api/update_company/${northwindId}`, profile)).statusCode).toBe(401);
    expect((await receiver.request('PUT', `/api/update_company/${summit}`, profile)).statusCode).toBe(403);
  });
});
