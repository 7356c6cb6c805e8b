import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../../db/errors';
import type { Database } from '../../../db/schema';
import { hashPassword } from '../../../lib/passwords';
import { nowIso } from '../../../lib/time';
import { deleteOperatorSessions } from '../auth/operator-sessions.repository';
import { disableOperator, findOperatorByEmail, insertOperatorAccount, normalizeOperatorEmail } from './operator-accounts.repository';
import { newTotpSecret, totpUri } from './totp';
import { encryptTotpSecret } from './totp-secret';

/** A new operator's credentials: shown once, never stored in the clear. */
export interface NewOperatorCredentials {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
  /** otpauth:// URI for an authenticator app. */
  totpUri: string;
}

/** Why an operator account could not be created or disabled. */
export class OperatorAccountError extends Error {}

/** A long random password: 18 bytes, 24 base64url characters; meant for a password manager. */
function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates an operator account. The password and TOTP secret are generated unless given (the
 * demo operator's are fixed); only the password's hash and the encrypted secret are stored.
 */
export async function createOperatorAccount(
  db: Kysely<Database>,
  totpKey: Buffer,
  input: { email: string; name: string; password?: string; totpSecret?: string },
): Promise<NewOperatorCredentials> {
  const email = input.email.trim();
  const taken = () => new OperatorAccountError(`An operator account with the email ${email} already exists.`);
  if (await findOperatorByEmail(db, email)) throw taken();
  const password = input.password ?? generatePassword();
  const totpSecret = input.totpSecret ?? newTotpSecret();
  const id = randomUUID();
  await insertOperatorAccount(db, {
    id,
    email,
    email_normalized: normalizeOperatorEmail(email),
    name: input.name.trim(),
    password_hash: await hashPassword(password),
    totp_secret_encrypted: encryptTotpSecret(totpSecret, totpKey),
    totp_last_step: null,
    created_at: nowIso(),
    last_signed_in_at: null,
    disabled_at: null,
  }).catch((error: unknown) => {
    // Two creations with one email racing: the unique index decided.
    throw isUniqueViolation(error) ? taken() : error;
  });
  return { id, email, password, totpSecret, totpUri: totpUri(totpSecret, email) };
}

/** Disables an operator account and ends its sessions at once. */
export async function disableOperatorAccount(db: Kysely<Database>, email: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const disabled = await disableOperator(trx, email, nowIso());
    if (!disabled) {
      const existing = await findOperatorByEmail(trx, email);
      throw new OperatorAccountError(existing ? `The operator account ${existing.email} is already disabled.` : `No operator account has the email ${email.trim()}.`);
    }
    await deleteOperatorSessions(trx, disabled.id);
  });
}
