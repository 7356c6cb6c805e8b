import { describe, expect, it } from 'vitest';
import { MOCK_COMPANY_ID } from '../mocks/fixtures';
import { createBankingCreditHandlers } from '../mocks/handlers';
import { makeMockStore } from '../mocks/mock-store';
import { setupMswServer } from '../test/msw-server';
import { bankingCreditApi } from './banking-credit-api';

const server = setupMswServer();

/** Records each request's method, path, query and JSON body as the API receives them. */
function recordRequests() {
  const seen: { method: string; path: string; query: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/csrf/token/') return;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({ method: request.method, path: url.pathname, query: url.search, body: text ? JSON.parse(text) : undefined });
  });
  return seen;
}

describe('bankingCreditApi', () => {
  it('calls every bank-linking endpoint with the wire names and reads the answers camelCased', async () => {
    const store = makeMockStore();
    const seen = recordRequests();
    const { endpoints } = bankingCreditApi;

    expect((await store.dispatch(endpoints.getBankLinkProvider.initiate())).data).toBe('sandbox');
    expect((await store.dispatch(endpoints.getLinkToken.initiate())).data).toEqual({ linkToken: 'link-sandbox-mock-1', expiration: '2030-01-01T00:00:00.000Z' });
    const institutions = (await store.dispatch(endpoints.getSandboxInstitutions.initiate())).data;
    expect(institutions?.credentials).toEqual({ username: 'user_good', password: 'pass_good' });
    const signedIn = await store
      .dispatch(endpoints.sandboxSignIn.initiate({ linkToken: 'link-sandbox-mock-1', institutionId: 'ins_sandbox_tattersall', username: 'user_good', password: 'pass_good' }))
      .unwrap();
    expect(signedIn.publicToken).toBe('public-sandbox-ins_sandbox_tattersall-mock');
    const saved = await store.dispatch(endpoints.sendPublicToken.initiate({ publicToken: signedIn.publicToken, metadata: { institution: signedIn.institution, accounts: signedIn.accounts } })).unwrap();
    expect(saved).toMatchObject({ publicToken: signedIn.publicToken, institutionName: 'Tattersall Credit Union', accounts: [{ mask: '2222', availableCents: 420_000 }] });
    const accounts = (await store.dispatch(endpoints.getBankAccounts.initiate())).data;
    expect(accounts?.map((account) => account.name)).toEqual(['Business Checking', 'Business Savings', 'Operating Account']);

    expect(seen.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      [
      'GET /api/client-config/',
      'POST /api/bank-enrollment/link-token/',
      'GET /api/bank-enrollment/sandbox/institutions/',
      'POST /api/bank-enrollment/sandbox/sign-in/',
      'POST /api/bank-enrollment/public-token/',
      // A linked bank used up the token: the next link starts with a fresh one.
      'POST /api/bank-enrollment/link-token/',
      'GET /api/bank-enrollment/accounts/',
      ].sort(),
    );
    expect(seen.find((request) => request.path.endsWith('/sign-in/'))?.body).toEqual({ link_token: 'link-sandbox-mock-1', institution_id: 'ins_sandbox_tattersall', username: 'user_good', password: 'pass_good' });
    expect(seen.find((request) => request.path.endsWith('/public-token/'))?.body).toEqual({
      public_token: 'public-sandbox-ins_sandbox_tattersall-mock',
      metadata: { institution: { name: 'Tattersall Credit Union', institution_id: 'ins_sandbox_tattersall' }, accounts: [{ id: 'ins_sandbox_tattersall-acc-0', name: 'Operating Account', mask: '2222' }] },
    });
  });

  it('calls every pre-approval endpoint: read by company, create, save, submit, verify the balance', async () => {
    server.use(...createBankingCreditHandlers({ application: null }));
    const store = makeMockStore();
    const seen = recordRequests();
    const { endpoints } = bankingCreditApi;

    const first = await store.dispatch(endpoints.getPreapproval.initiate({ companyId: MOCK_COMPANY_ID }));
    expect(first.data).toEqual({ application: null, credit: { approvedLimitCents: 0, usedCents: 0, availableCents: 0, currency: 'USD' } });
    const created = await store.dispatch(endpoints.createPreapproval.initiate({ legalName: 'Summit Builders LLC', step: 'financials' })).unwrap();
    expect(created.application).toMatchObject({ id: 'application-new', status: 'draft', legalName: 'Summit Builders LLC', step: 'financials' });
    await store.dispatch(endpoints.updatePreapproval.initiate({ id: 'application-new', requestedLimitCents: 5_000_000, bankAccountId: 'account-checking', step: 'review' })).unwrap();
    const balance = await store.dispatch(endpoints.verifyBusinessBalance.initiate({ bankAccountId: 'account-checking' })).unwrap();
    expect(balance).toMatchObject({ balanceCents: 25_000_000, requestedLimitCents: 5_000_000, coversRequestedLimit: true });
    const submitted = await store.dispatch(endpoints.submitPreapprovalApplication.initiate({ id: 'application-new' })).unwrap();
    expect(submitted).toMatchObject({ id: 'application-new', status: 'approved', credit: { availableCents: 5_000_000 } });

    expect(seen.slice(0, 7).map(({ method, path, query }) => `${method} ${path}${query}`)).toEqual([
      `GET /api/preapproval-application/?company_id=${MOCK_COMPANY_ID}`,
      'POST /api/preapproval-application/',
      // Saving invalidates the cached application: it is read again.
      `GET /api/preapproval-application/?company_id=${MOCK_COMPANY_ID}`,
      'PUT /api/preapproval-application/application-new/',
      `GET /api/preapproval-application/?company_id=${MOCK_COMPANY_ID}`,
      'GET /api/verify-business-balance/?bank_account_id=account-checking',
      'PUT /api/preapproval-application/application-new/',
    ]);
    expect(seen[1]?.body).toEqual({ legal_name: 'Summit Builders LLC', step: 'financials' });
    expect(seen[3]?.body).toEqual({ requested_limit_cents: 5_000_000, bank_account_id: 'account-checking', step: 'review' });
    expect(seen[6]?.body).toEqual({ step: 'review', submit: true });
  });

  it('reads the Plaid provider from the client config', async () => {
    server.use(...createBankingCreditHandlers({ provider: 'plaid' }));
    const store = makeMockStore();
    expect((await store.dispatch(bankingCreditApi.endpoints.getBankLinkProvider.initiate())).data).toBe('plaid');
  });
});
