import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../testing/test-app';
import { BankLinkError } from '../bank-link';
import { createPlaidBankLink } from './plaid-bank-link';

/** Every call the double received: path, headers and JSON body. */
const calls: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
let server: Server;
let apiUrl: string;

/** A local stand-in for the three Plaid endpoints the adapter calls, answering as Plaid's docs show. */
function plaidDouble(path: string, body: Record<string, unknown>): { status: number; json: unknown } {
  if (path === '/link/token/create') return { status: 200, json: { link_token: 'link-sandbox-double', expiration: '2030-01-01T00:00:00Z', request_id: 'r1' } };
  if (path === '/item/public_token/exchange') {
    if (body.public_token === 'public-sandbox-expired') {
      return {
        status: 400,
        json: { error_type: 'INVALID_INPUT', error_code: 'INVALID_PUBLIC_TOKEN', error_message: 'provided public token is expired', display_message: null, request_id: 'r2' },
      };
    }
    return { status: 200, json: { access_token: 'access-sandbox-double', item_id: 'item-double', request_id: 'r3' } };
  }
  if (path === '/accounts/balance/get') {
    if (body.access_token === 'access-sandbox-locked') {
      return {
        status: 400,
        json: { error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'login required', display_message: 'Sign in to your bank again.', request_id: 'r4' },
      };
    }
    return {
      status: 200,
      json: {
        accounts: [
          {
            account_id: 'acc-1',
            name: 'Plaid Checking',
            official_name: 'Plaid Gold Standard 0% Interest Checking',
            mask: '0000',
            type: 'depository',
            subtype: 'checking',
            balances: { available: 1234.56, current: 1300.1, iso_currency_code: 'USD', limit: null, unofficial_currency_code: null },
          },
        ],
        item: { item_id: 'item-double' },
        request_id: 'r5',
      },
    };
  }
  return { status: 404, json: { error_type: 'INVALID_REQUEST', error_code: 'NOT_FOUND', display_message: null } };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      calls.push({ path: request.url ?? '', headers: request.headers, body });
      const { status, json } = plaidDouble(request.url ?? '', body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the Plaid adapter (Plaid’s servers are mocked by a local HTTP double)', () => {
  const plaid = () => createPlaidBankLink({ clientId: 'client-id', secret: 'secret', env: 'sandbox', apiUrl });

  it('creates a link token with its keys in the headers', async () => {
    calls.length = 0;
    expect(await plaid().createLinkToken({ userId: 'user-1', companyName: 'Summit Builders' })).toEqual({ linkToken: 'link-sandbox-double', expiration: '2030-01-01T00:00:00Z' });
    expect(calls[0]?.path).toBe('/link/token/create');
    expect(calls[0]?.headers['plaid-client-id']).toBe('client-id');
    expect(calls[0]?.headers['plaid-secret']).toBe('secret');
    expect(calls[0]?.body).toMatchObject({ client_name: 'Summit Builders', user: { client_user_id: 'user-1' }, country_codes: ['US'], language: 'en' });
  });

  it('exchanges a public token and reads balances in cents', async () => {
    expect(await plaid().exchangePublicToken('public-sandbox-ok')).toEqual({ accessToken: 'access-sandbox-double', itemId: 'item-double' });
    expect(await plaid().getBalances('access-sandbox-double')).toEqual([
      {
        accountId: 'acc-1',
        name: 'Plaid Gold Standard 0% Interest Checking',
        mask: '0000',
        type: 'depository',
        subtype: 'checking',
        availableCents: 123_456,
        currentCents: 130_010,
        currency: 'USD',
      },
    ]);
  });

  it('turns Plaid’s errors into bank-link errors: its display_message when it sends one, ours otherwise', async () => {
    const expired = await plaid().exchangePublicToken('public-sandbox-expired').catch((error: unknown) => error);
    expect(expired).toBeInstanceOf(BankLinkError);
    expect(expired).toMatchObject({ code: 'INVALID_PUBLIC_TOKEN', status: 400, displayMessage: 'The bank-linking service could not complete this request. Try again in a moment.' });
    const locked = await plaid().getBalances('access-sandbox-locked').catch((error: unknown) => error);
    expect(locked).toMatchObject({ code: 'ITEM_LOGIN_REQUIRED', status: 400, displayMessage: 'Sign in to your bank again.' });
  });

  it('links a bank end to end through the API when configured for Plaid, and serves no sandbox dialog', async () => {
    const t = await startTestApp({ BANK_LINK_PROVIDER: 'plaid', PLAID_CLIENT_ID: 'client-id', PLAID_SECRET: 'secret', PLAID_API_URL: apiUrl });
    try {
      const builder = t.client();
      await builder.login('builder@example.com');
      expect((await builder.post('/api/bank-enrollment/link-token')).json()).toEqual({ link_token: 'link-sandbox-double', expiration: '2030-01-01T00:00:00Z' });
      const saved = await builder.post('/api/bank-enrollment/public-token', {
        public_token: 'public-sandbox-ok',
        metadata: { institution: { name: 'Plaid Bank', institution_id: 'ins_1' }, accounts: [{ id: 'acc-1', name: 'Plaid Checking', mask: '0000' }] },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ public_token: 'public-sandbox-ok', institution_name: 'Plaid Bank', accounts: [{ mask: '0000', available_cents: 123_456 }] });
      expect(saved.body).not.toContain('access-sandbox-double');
      const failed = await builder.post('/api/bank-enrollment/public-token', { public_token: 'public-sandbox-expired', metadata: {} });
      expect(failed.statusCode).toBe(400);
      expect(failed.json().code).toBe('bank_link_failed');
      expect((await builder.get('/api/bank-enrollment/sandbox/institutions')).statusCode).toBe(404);
      expect((await t.client().get('/api/client-config')).json().bank_link).toEqual({ provider: 'plaid' });
    } finally {
      await t.close();
    }
  });
});
