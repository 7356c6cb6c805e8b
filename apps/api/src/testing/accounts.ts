import type { TestClient } from './test-client';
import { tokenFrom } from './test-app';
import type { TestApp } from './test-app';

/** What POST /api/auth/signup/ takes. */
export interface SignUpFields {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  company_name: string;
  account_type: 'builder' | 'supplier';
}

/** The newest confirmation link emailed to `email`. */
export async function confirmationLinkFor(t: TestApp, email: string): Promise<string | undefined> {
  return (await t.outbox()).filter((message) => message.to === email && message.links.verify_email).at(-1)?.links.verify_email;
}

/**
 * Signs a new company up the way a person does: sign-up, then the emailed confirmation link,
 * which signs `client` in with the address confirmed.
 */
export async function signUpConfirmed(t: TestApp, client: TestClient, fields: SignUpFields): Promise<void> {
  const signup = await client.post('/api/auth/signup/', fields);
  if (signup.statusCode !== 202) throw new Error(`Sign-up failed: ${signup.statusCode} ${signup.body}`);
  const verified = await client.post('/api/auth/verify_email/', { token: tokenFrom(await confirmationLinkFor(t, fields.email)) });
  if (verified.statusCode !== 200) throw new Error(`Confirming the email failed: ${verified.statusCode} ${verified.body}`);
}

/** Signs up (and confirms) a second builder company and accepts its terms. */
export async function signUpOtherBuilder(t: TestApp, client: TestClient, email = 'owner@other-framing.test', companyName = 'Other Framing LLC') {
  await signUpConfirmed(t, client, { email, password: 'timber-frame-42', first_name: 'Nora', last_name: 'Owner', company_name: companyName, account_type: 'builder' });
  await client.post('/api/users/update_tos/', { tos_accepted: true });
}
