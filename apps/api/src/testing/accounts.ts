import type { TestClient } from './test-client';

/** Signs up a second builder company and accepts its terms. */
export async function signUpOtherBuilder(client: TestClient, email = 'owner@other-framing.test', companyName = 'Other Framing LLC') {
  const signup = await client.post('/api/auth/signup/', {
    email,
    password: 'timber-frame-42',
    first_name: 'Nora',
    last_name: 'Owner',
    company_name: companyName,
    account_type: 'builder',
  });
  if (signup.statusCode !== 201) throw new Error(`Sign-up failed: ${signup.statusCode} ${signup.body}`);
  await client.post('/api/users/update_tos/', { tos_accepted: true });
}
