import type { Page } from 'playwright-core';
import { callApi } from './api';

/**
 * The signed-in builder on `page` links the sandbox's First Platypus Bank ($250,000 in checking)
 * and is approved by the rules for `limitCents` of credit on terms, through the calls the credit
 * page makes (the credit journey itself is tested in credit.e2e.test.ts).
 */
export async function approveCreditOnTerms(page: Page, limitCents: number, legalName: string): Promise<void> {
  const { link_token } = await callApi<{ link_token: string }>(page, 'POST', '/api/bank-enrollment/link-token');
  const signedIn = await callApi<{ public_token: string; institution: unknown; accounts: unknown }>(page, 'POST', '/api/bank-enrollment/sandbox/sign-in', {
    link_token,
    institution_id: 'ins_sandbox_platypus',
    username: 'user_good',
    password: 'pass_good',
  });
  const linked = await callApi<{ accounts: { id: string }[] }>(page, 'POST', '/api/bank-enrollment/public-token', {
    public_token: signedIn.public_token,
    metadata: { institution: signedIn.institution, accounts: signedIn.accounts },
  });
  const created = await callApi<{ application: { id: string } }>(page, 'POST', '/api/preapproval-application', {
    legal_name: legalName,
    ein: '94-7654321',
    years_in_business: 9,
    annual_revenue_cents: 400_000_000,
    requested_limit_cents: limitCents,
    contact_name: 'Accounts payable',
    contact_email: 'ap@example.com',
    contact_phone: '(415) 555-0199',
    bank_account_id: linked.accounts[0]?.id,
  });
  const submitted = await callApi<{ application: { status: string } }>(page, 'PUT', `/api/preapproval-application/${created.application.id}`, { submit: true });
  if (submitted.application.status !== 'approved') throw new Error(`The credit application was ${submitted.application.status}, not approved.`);
}
