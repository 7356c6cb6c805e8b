import type { TestClient } from './test-client';

/** The sandbox's bank that links two accounts with $250,000 available in checking. */
export const PLATYPUS = 'ins_sandbox_platypus';
/** The sandbox's bank with $4,200 available. */
export const TATTERSALL = 'ins_sandbox_tattersall';

/** A complete application, as the form's steps fill it (the bank account is added by the caller). */
export const COMPLETE_APPLICATION = {
  legal_name: 'Summit Builders LLC',
  ein: '12-3456789',
  years_in_business: 6,
  annual_revenue_cents: 450_000_000,
  requested_limit_cents: 5_000_000,
  contact_name: 'Dana Builder',
  contact_email: 'dana@summit.example',
  contact_phone: '(415) 555-0100',
};

/**
 * Links a sandbox bank the way the dialog does: a link token, a sign-in with the sandbox
 * credentials, then the public token sent to the server. Answers the public-token response body.
 */
export async function linkSandboxBank(client: TestClient, institutionId: string = PLATYPUS) {
  const linkToken = (await client.post('/api/bank-enrollment/link-token')).json().link_token as string;
  const signIn = await client.post('/api/bank-enrollment/sandbox/sign-in', { link_token: linkToken, institution_id: institutionId, username: 'user_good', password: 'pass_good' });
  if (signIn.statusCode !== 200) throw new Error(`Sandbox sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const { public_token, institution, accounts } = signIn.json();
  const saved = await client.post('/api/bank-enrollment/public-token', { public_token, metadata: { institution, accounts } });
  if (saved.statusCode !== 200) throw new Error(`Saving the public token failed: ${saved.statusCode} ${saved.body}`);
  return saved.json() as { public_token: string; institution_name: string; accounts: { id: string; name: string; mask: string; available_cents: number }[] };
}

/** Applies with a complete application on the given account and submits it; answers the response body. */
export async function applyAndSubmit(client: TestClient, bankAccountId: string, overrides: Record<string, unknown> = {}) {
  const created = await client.post('/api/preapproval-application', { ...COMPLETE_APPLICATION, bank_account_id: bankAccountId, ...overrides });
  if (created.statusCode !== 200) throw new Error(`Applying failed: ${created.statusCode} ${created.body}`);
  const submitted = await client.put(`/api/preapproval-application/${created.json().application.id}`, { submit: true });
  if (submitted.statusCode !== 200) throw new Error(`Submitting failed: ${submitted.statusCode} ${submitted.body}`);
  return submitted.json();
}
