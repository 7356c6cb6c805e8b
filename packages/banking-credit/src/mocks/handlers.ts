import { apiUrl } from '@marketplace/api-client';
import type { BankAccount, PreapprovalApplication } from '@marketplace/contracts';
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { blankApplication, errorBody, MOCK_COMPANY_ID, mockAccounts, mockInstitutions, preapprovalResponse, validationErrorBody } from './fixtures';

/** Options of {@link createBankingCreditHandlers}. */
export interface BankingCreditMockOptions {
  /** The company's application when the handlers start; null for none. */
  application?: PreapprovalApplication | null;
  /** The company's linked accounts when the handlers start. */
  accounts?: BankAccount[];
  /** The bank-link provider the client config names. */
  provider?: 'sandbox' | 'plaid';
  /** Open orders on terms, in cents. */
  usedCents?: number;
}

type Method = 'get' | 'post' | 'put';

/** A handler that answers `status` with `body` (an error body, usually). */
export function failingHandler(method: Method, path: string, status: number, body: JsonBodyType): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.json(body, { status }));
}

/** A handler that never answers: the loading state of a story. */
export function pendingHandler(method: Method, path: string): HttpHandler {
  return http[method](apiUrl(path), async () => {
    await delay('infinite');
    return new HttpResponse(null);
  });
}

/**
 * A small stateful stand-in for the bank-linking and pre-approval API, shared by tests and
 * stories; it behaves like the built-in sandbox (the same banks and failures). Each call builds
 * fresh state, so tests never leak into each other.
 */
export function createBankingCreditHandlers(options: BankingCreditMockOptions = {}): HttpHandler[] {
  let application = options.application === undefined ? null : options.application;
  let accounts = [...(options.accounts ?? mockAccounts)];
  let tokens = 0;
  const respond = () => HttpResponse.json(preapprovalResponse(application, options.usedCents ?? 0));
  return [
    http.get(apiUrl('/csrf/token/'), () => HttpResponse.json({ csrf_token: 'mock-csrf-token' })),
    http.get(apiUrl('/api/client-config'), () =>
      HttpResponse.json({ payments: { provider: 'sandbox', publishable_key: null }, bank_link: { provider: options.provider ?? 'sandbox' }, analytics: null, support: null }),
    ),
    http.post(apiUrl('/api/bank-enrollment/link-token'), () => {
      tokens += 1;
      return HttpResponse.json({ link_token: `link-sandbox-mock-${tokens}`, expiration: '2030-01-01T00:00:00.000Z' });
    }),
    http.get(apiUrl('/api/bank-enrollment/sandbox/institutions'), () => HttpResponse.json(mockInstitutions)),
    http.post(apiUrl('/api/bank-enrollment/sandbox/sign-in'), async ({ request }) => {
      const body = (await request.json()) as { institution_id: string; username: string; password: string };
      const institution = mockInstitutions.institutions.find((candidate) => candidate.id === body.institution_id);
      if (!institution) return HttpResponse.json(validationErrorBody({ institution_id: 'Choose one of the listed banks.' }), { status: 400 });
      if (institution.id === 'ins_sandbox_outage') {
        return HttpResponse.json(errorBody('bank_link_failed', 'This bank is not responding right now. Try again later or choose another bank.'), { status: 400 });
      }
      if (body.username !== 'user_good' || body.password !== 'pass_good') {
        return HttpResponse.json(validationErrorBody({ password: 'The username or password you entered is incorrect.' }), { status: 400 });
      }
      return HttpResponse.json({
        public_token: `public-sandbox-${institution.id}-mock`,
        institution: { name: institution.name, institution_id: institution.id },
        accounts: [{ id: `${institution.id}-acc-0`, name: 'Operating Account', mask: '2222' }],
      });
    }),
    http.post(apiUrl('/api/bank-enrollment/public-token'), async ({ request }) => {
      const body = (await request.json()) as { public_token: string; metadata: { institution?: { name: string } } };
      if (body.public_token.includes('ins_sandbox_expired')) {
        return HttpResponse.json(errorBody('bank_link_failed', 'The bank connection expired before it was saved. Link your bank again.'), { status: 400 });
      }
      const linked: BankAccount = {
        ...mockAccounts[0]!,
        id: `account-${accounts.length + 1}`,
        institution_name: body.metadata.institution?.name ?? 'Linked bank',
        name: 'Operating Account',
        mask: '2222',
        available_cents: 420_000,
        current_cents: 450_000,
      };
      accounts = [...accounts, linked];
      return HttpResponse.json({ public_token: body.public_token, institution_name: linked.institution_name, accounts: [linked] });
    }),
    http.get(apiUrl('/api/bank-enrollment/accounts'), () => HttpResponse.json({ accounts })),
    http.get(apiUrl('/api/preapproval-application'), ({ request }) => {
      const companyId = new URL(request.url).searchParams.get('company_id');
      if (companyId !== MOCK_COMPANY_ID) return HttpResponse.json(errorBody('not_found', 'This company does not exist.'), { status: 404 });
      return respond();
    }),
    http.post(apiUrl('/api/preapproval-application'), async ({ request }) => {
      const body = (await request.json()) as Partial<PreapprovalApplication>;
      application = { ...blankApplication, ...body, id: 'application-new', status: 'draft' };
      return respond();
    }),
    http.put(apiUrl('/api/preapproval-application/:id'), async ({ params, request }) => {
      if (!application || params.id !== application.id) return HttpResponse.json(errorBody('not_found', 'This credit application does not exist.'), { status: 404 });
      const { submit, ...fields } = (await request.json()) as Partial<PreapprovalApplication> & { submit?: boolean };
      application = { ...application, ...fields };
      if (submit) {
        const covers = (accounts.find((account) => account.id === application?.bank_account_id)?.available_cents ?? 0) >= (application.requested_limit_cents ?? 0);
        application = covers
          ? { ...application, status: 'approved', approved_limit_cents: application.requested_limit_cents, decision_reasons: ['The verified bank balance covers the requested limit.'], decided_by: 'rules' }
          : { ...application, status: 'submitted', decision_reasons: ['Our credit team reviews the application.'] };
      }
      return respond();
    }),
    http.get(apiUrl('/api/verify-business-balance'), () =>
      HttpResponse.json({
        bank_account_id: accounts[0]?.id ?? 'none',
        balance_cents: accounts[0]?.available_cents ?? 0,
        currency: 'USD',
        requested_limit_cents: application?.requested_limit_cents ?? null,
        covers_requested_limit: application?.requested_limit_cents ? (accounts[0]?.available_cents ?? 0) >= application.requested_limit_cents : null,
        checked_at: '2026-11-20T12:00:00.000Z',
      }),
    ),
  ];
}
