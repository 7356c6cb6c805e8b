import type { AccountCodes } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CODES_URL, startInvoiceWorld } from './invoice-test-world';
import type { InvoiceWorld } from './invoice-test-world';

let w: InvoiceWorld;
let category: (slug: string) => string;

beforeAll(async () => {
  w = await startInvoiceWorld();
  category = (slug) => w.fixture.taxonomy.categoryId(slug);
});
afterAll(async () => {
  await w.t.close();
});

const FALLBACK = { xero_code: '300', quickbooks_account: 'Cost of Goods Sold' };
/** Each program's standard bank account: where payments come from until the company names its own. */
const STANDARD_BANK = { xero_code: '090', quickbooks_account: 'Checking' };

async function read(client: typeof w.builder): Promise<AccountCodes> {
  const response = await client.get(ACCOUNT_CODES_URL);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountCodes;
}

async function changesLogged(): Promise<{ before: unknown; after: unknown }[]> {
  const events = (await w.builder.get('/api/company/audit-events/?limit=100')).json().results as { action: string; before: unknown; after: unknown }[];
  return events.filter((event) => event.action === 'account_codes.change').map(({ before, after }) => ({ before, after }));
}

describe('GET /api/company/account-codes/', () => {
  it('answers the fallback accounts, the standard bank account to pay from, and no category, to every role of a company that set none', async () => {
    for (const client of [w.builder, w.members.admin.client, w.members.approver.client, w.members.buyer.client]) {
      expect(await read(client)).toEqual({ default_account: FALLBACK, payment_account: STANDARD_BANK, categories: [], updated_at: null });
    }
  });

  it('refuses signed-out callers, receivers and suppliers', async () => {
    expect((await w.signedOut.get(ACCOUNT_CODES_URL)).statusCode).toBe(401);
    for (const client of [w.receiver, w.northwind]) {
      const refused = await client.get(ACCOUNT_CODES_URL);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().display_error).toBe('Only an owner, admin, approver or buyer of a builder company can see its account codes.');
    }
  });
});

describe('PUT /api/company/account-codes/', () => {
  it('replaces the whole table, named in catalogue order, read by every role, audited once', async () => {
    const saved = await w.members.admin.client.put(ACCOUNT_CODES_URL, {
      default_account: { xero_code: ' 400 ', quickbooks_account: 'Purchases' },
      categories: [
        { category_id: category('plywood'), xero_code: '311', quickbooks_account: 'Job Materials:Plywood' },
        { category_id: category('fasteners'), xero_code: '320', quickbooks_account: 'Job Materials:Fasteners' },
        { category_id: category('lumber-composites'), xero_code: '310', quickbooks_account: 'Job Materials:Lumber' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const table = saved.json() as AccountCodes;
    expect(table).toEqual({
      default_account: { xero_code: '400', quickbooks_account: 'Purchases' },
      // Left out, the paying account is the standard one.
      payment_account: STANDARD_BANK,
      categories: [
        { category_id: category('fasteners'), category_name: 'Fasteners', parent_category_name: null, xero_code: '320', quickbooks_account: 'Job Materials:Fasteners' },
        { category_id: category('lumber-composites'), category_name: 'Lumber & Composites', parent_category_name: null, xero_code: '310', quickbooks_account: 'Job Materials:Lumber' },
        { category_id: category('plywood'), category_name: 'Plywood', parent_category_name: 'Lumber & Composites', xero_code: '311', quickbooks_account: 'Job Materials:Plywood' },
      ],
      updated_at: expect.any(String),
    });
    expect(await read(w.members.buyer.client)).toEqual(table);
    expect(await changesLogged()).toEqual([
      {
        before: null,
        after: {
          default_account: { xero_code: '400', quickbooks_account: 'Purchases' },
          payment_account: STANDARD_BANK,
          categories: expect.arrayContaining([{ category_id: category('fasteners'), xero_code: '320', quickbooks_account: 'Job Materials:Fasteners' }]),
        },
      },
    ]);

    // The same table again changes nothing, and leaves no second entry.
    const again = await w.builder.put(ACCOUNT_CODES_URL, {
      default_account: { xero_code: '400', quickbooks_account: 'Purchases' },
      categories: [...table.categories].reverse().map(({ category_id, xero_code, quickbooks_account }) => ({ category_id, xero_code, quickbooks_account })),
    });
    expect(again.json()).toEqual(table);
    expect(await changesLogged()).toHaveLength(1);

    // An empty list removes every category's account; the default stays.
    const emptied = await w.builder.put(ACCOUNT_CODES_URL, { default_account: FALLBACK, categories: [] });
    expect(emptied.json()).toMatchObject({ default_account: FALLBACK, categories: [] });
    const log = await changesLogged();
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ before: { default_account: { xero_code: '400' } }, after: { default_account: FALLBACK, categories: [] } });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await read(w.builder);
    const missing = '00000000-0000-4000-8000-000000000000';
    const refusals: [unknown, Record<string, string>][] = [
      [
        { default_account: FALLBACK, categories: [{ category_id: category('fasteners'), xero_code: '320', quickbooks_account: 'Fasteners' }, { category_id: missing, xero_code: '1', quickbooks_account: 'x' }] },
        { 'categories.1.category_id': 'There is no such category in the catalogue.' },
      ],
      [
        { default_account: FALLBACK, categories: [{ category_id: category('fasteners'), xero_code: '320', quickbooks_account: 'Fasteners' }, { category_id: category('fasteners'), xero_code: '321', quickbooks_account: 'Screws' }] },
        { 'categories.1.category_id': 'Give each category once.' },
      ],
      [
        { default_account: { xero_code: '12345678901', quickbooks_account: '  ' } },
        { 'default_account.xero_code': 'Use at most 10 characters.', 'default_account.quickbooks_account': 'Give the QuickBooks account.' },
      ],
      [{ default_account: { xero_code: '=1+1', quickbooks_account: 'x'.repeat(101) } }, { 'default_account.xero_code': 'Start the Xero account code with a letter or digit.', 'default_account.quickbooks_account': 'Use at most 100 characters.' }],
      [{ default_account: { xero_code: '300', quickbooks_account: 'Cost\u202Eof goods' } }, { 'default_account.quickbooks_account': 'Remove the hidden characters that change the direction of the text (such as U+202E).' }],
      [{ categories: [] }, { default_account: 'Give the default account: a Xero account code and a QuickBooks account.' }],
      [{ default_account: FALLBACK, categories: [{ xero_code: '1', quickbooks_account: 'x' }] }, { 'categories.0.category_id': 'Give the category.' }],
      [
        { default_account: FALLBACK, payment_account: { xero_code: '+090', quickbooks_account: '' } },
        { 'payment_account.xero_code': 'Start the Xero account code with a letter or digit.', 'payment_account.quickbooks_account': 'Give the QuickBooks account.' },
      ],
      [{ default_account: FALLBACK, payment_account: { xero_code: '12345678901', quickbooks_account: 'Checking' } }, { 'payment_account.xero_code': 'Use at most 10 characters.' }],
      [{ default_account: FALLBACK, payment_account: 'Checking' }, { payment_account: 'Give the paying account: a Xero account code and a QuickBooks account.' }],
    ];
    for (const [body, fields] of refusals) {
      const refused = await w.builder.put(ACCOUNT_CODES_URL, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().fields, JSON.stringify(body)).toEqual(expect.objectContaining(fields));
    }
    expect(await read(w.builder)).toEqual(before);
  });

  it('is for owners and admins only; another company keeps its own table', async () => {
    const body = { default_account: { xero_code: '500', quickbooks_account: 'Materials' }, categories: [] };
    expect((await w.signedOut.put(ACCOUNT_CODES_URL, body)).statusCode).toBe(401);
    for (const client of [w.members.approver.client, w.members.buyer.client, w.receiver, w.northwind]) {
      const refused = await client.put(ACCOUNT_CODES_URL, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().display_error).toBe('Only an owner or admin can change the account codes.');
    }
    await w.builder.put(ACCOUNT_CODES_URL, { default_account: { xero_code: '400', quickbooks_account: 'Purchases' }, categories: [{ category_id: category('drywall'), xero_code: '330', quickbooks_account: 'Drywall' }] });
    // The other builder sees none of it, and its own change leaves this one's alone.
    expect(await read(w.otherBuilder)).toEqual({ default_account: FALLBACK, payment_account: STANDARD_BANK, categories: [], updated_at: null });
    expect((await w.otherBuilder.put(ACCOUNT_CODES_URL, body)).statusCode).toBe(200);
    expect((await read(w.builder)).default_account).toEqual({ xero_code: '400', quickbooks_account: 'Purchases' });
    expect((await read(w.otherBuilder)).default_account).toEqual(body.default_account);
  });

  it('is documented under the invoices tag', async () => {
    const document = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(document.paths[ACCOUNT_CODES_URL]?.get?.tags).toEqual(['invoices']);
    expect(document.paths[ACCOUNT_CODES_URL]?.put?.tags).toEqual(['invoices']);
  });
});

describe('the paying account in the table', () => {
  const OPERATING = { xero_code: '091', quickbooks_account: 'Operating Account' };

  it('is set with the table, trimmed, read by every role, audited with it, and back to the standard one when left out', async () => {
    const table = { default_account: { xero_code: '400', quickbooks_account: 'Purchases' }, categories: [] };
    await w.builder.put(ACCOUNT_CODES_URL, table);
    const logged = (await changesLogged()).length;

    const saved = await w.members.admin.client.put(ACCOUNT_CODES_URL, { ...table, payment_account: { xero_code: ' 091 ', quickbooks_account: 'Operating Account ' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ default_account: table.default_account, payment_account: OPERATING });
    for (const client of [w.builder, w.members.approver.client, w.members.buyer.client]) expect((await read(client)).payment_account).toEqual(OPERATING);
    const log = await changesLogged();
    expect(log).toHaveLength(logged + 1);
    expect(log[0]).toMatchObject({ before: { payment_account: STANDARD_BANK }, after: { payment_account: OPERATING } });

    // The same paying account again changes nothing.
    expect((await w.builder.put(ACCOUNT_CODES_URL, { ...table, payment_account: OPERATING })).json()).toEqual(saved.json());
    expect(await changesLogged()).toHaveLength(logged + 1);

    // The table is replaced whole: left out, the paying account is the standard bank account again.
    expect((await w.builder.put(ACCOUNT_CODES_URL, table)).json().payment_account).toEqual(STANDARD_BANK);
    expect((await changesLogged())[0]).toMatchObject({ before: { payment_account: OPERATING }, after: { payment_account: STANDARD_BANK } });
  });

  it('is set by owners and admins only, and is no other company’s', async () => {
    const body = { default_account: FALLBACK, payment_account: { xero_code: '092', quickbooks_account: 'Savings' }, categories: [] };
    expect((await w.signedOut.put(ACCOUNT_CODES_URL, body)).statusCode).toBe(401);
    for (const client of [w.members.buyer.client, w.members.approver.client]) {
      const refused = await client.put(ACCOUNT_CODES_URL, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().display_error).toBe('Only an owner or admin can change the account codes.');
    }
    expect((await read(w.builder)).payment_account).toEqual(STANDARD_BANK);

    expect((await w.builder.put(ACCOUNT_CODES_URL, { ...body, payment_account: OPERATING })).statusCode).toBe(200);
    // The other builder neither sees it nor pays from it; its own leaves this one's alone.
    expect((await read(w.otherBuilder)).payment_account).not.toEqual(OPERATING);
    expect((await w.otherBuilder.put(ACCOUNT_CODES_URL, body)).statusCode).toBe(200);
    expect((await read(w.otherBuilder)).payment_account).toEqual(body.payment_account);
    expect((await read(w.builder)).payment_account).toEqual(OPERATING);
  });
});
