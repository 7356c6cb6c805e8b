import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { LightMyRequestResponse } from 'fastify';
import { createOperatorAccount } from '../modules/operators/accounts/operator-accounts.service';
import { totpSecretKey } from '../modules/operators/accounts/totp-secret';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

/** An operator account a test made, with the credentials an operator would keep. */
export interface TestOperator {
  id: string;
  email: string;
  name: string;
  password: string;
  totpSecret: string;
}

/** The code an authenticator app shows for this secret at a moment (now by default), computed with otpauth. */
export function operatorCode(totpSecret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(totpSecret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

/**
 * A new operator account of its own. A code signs in once, so each test that signs an operator
 * in takes its own account rather than sharing one whose current code may be spent already.
 */
export async function createTestOperator(t: TestApp, name = 'Olive Operator'): Promise<TestOperator> {
  const email = `operator-${randomUUID().slice(0, 8)}@ops.test`;
  const created = await createOperatorAccount(t.app.db, totpSecretKey(t.config.bankingDetailsKey), { email, name });
  return { id: created.id, email, name, password: created.password, totpSecret: created.totpSecret };
}

/** Signs an operator in on `client` with the current code; answers the response. */
export async function operatorLogin(client: TestClient, operator: TestOperator, code: string = operatorCode(operator.totpSecret)): Promise<LightMyRequestResponse> {
  return client.post('/api/operator/auth/login/', { email: operator.email, password: operator.password, code });
}

/** A new operator signed in on `client` (a new one if none is given); fails loudly otherwise. */
export async function signInOperator(t: TestApp, client: TestClient, operator?: TestOperator): Promise<TestOperator> {
  const account = operator ?? (await createTestOperator(t));
  const response = await operatorLogin(client, account);
  if (response.statusCode !== 200) throw new Error(`Operator sign-in failed: ${response.statusCode} ${response.body}`);
  return account;
}
