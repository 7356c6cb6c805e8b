import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { findOperatorByEmail } from './operator-accounts.repository';
import { createOperatorAccount } from './operator-accounts.service';

/**
 * The demo operator, for local use and end-to-end tests only: its password and TOTP secret are
 * public (README, "Demo accounts"), so it is added where the demo companies are (a new embedded
 * database, `pnpm seed`) and never otherwise.
 */
export const DEMO_OPERATOR = {
  email: 'operator@demo.test',
  name: 'Demo Operator',
  password: 'demo-operator-password-2026',
  /** Base32, as an authenticator app takes it; a test computes the current code with otpauth. */
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

/** Adds the demo operator when missing; answers whether it did. */
export async function seedDemoOperator(db: Kysely<Database>, totpKey: Buffer): Promise<boolean> {
  if (await findOperatorByEmail(db, DEMO_OPERATOR.email)) return false;
  await createOperatorAccount(db, totpKey, DEMO_OPERATOR);
  return true;
}
