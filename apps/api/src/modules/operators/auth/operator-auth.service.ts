import { errorCodes } from '@marketplace/contracts';
import type { Operator, OperatorLoginRequest } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { verifyAgainstDummy, verifyPassword } from '../../../lib/passwords';
import { nowIso } from '../../../lib/time';
import { clearLoginFailures, loginWaitMs, recordLoginFailure } from '../../auth/login-throttle';
import { claimTotpStep, findOperatorByEmail, normalizeOperatorEmail } from '../accounts/operator-accounts.repository';
import type { OperatorAccountRecord } from '../accounts/operator-accounts.repository';
import { totpTimeStep } from '../accounts/totp';
import { decryptTotpSecret } from '../accounts/totp-secret';
import { recordOperatorAction } from '../operator-audit';
import { deleteOperatorSession } from './operator-sessions.repository';
import { startOperatorSession } from './operator-sessions.service';

/** One answer for a wrong email, password or code, a spent code and a disabled account alike. */
const signInRefused = () =>
  new AppError(401, errorCodes.invalidCredentials, 'The email, password or code is incorrect.', undefined, 'Unable to sign in with the provided credentials.');

const tooManyFailures = (waitMs: number) => {
  const seconds = Math.ceil(waitMs / 1000);
  return new AppError(
    429,
    errorCodes.rateLimited,
    `Too many failed sign-ins to this account. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    undefined,
    `Sign-ins to this account are delayed after failed attempts; retry in ${seconds} seconds.`,
    seconds,
  );
};

/**
 * Failed operator sign-ins are counted in the users' table of failures (decision 0135) under a
 * key of their own, so an operator and a user with the same address never slow each other down.
 */
const throttleKey = (email: string) => `operator:${normalizeOperatorEmail(email)}`;

/** An operator just signed in, and the token for their new session cookie. */
export interface OperatorSignedIn {
  operator: Operator;
  sessionToken: string;
}

/** Operator sign-in and sign-out. */
export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;

/** Creates the operator auth service; `totpKey` decrypts the stored TOTP secrets. */
export function createOperatorAuthService({ db, totpKey }: { db: Kysely<Database>; totpKey: Buffer }) {
  /** The time step of a valid code of this account, else null: never says which part was wrong. */
  async function checkCredentials(account: OperatorAccountRecord | undefined, input: OperatorLoginRequest): Promise<number | null> {
    // The password is checked (or a dummy hash, as long) whatever else is wrong: timing tells nothing.
    const passwordRight = account ? await verifyPassword(input.password, account.password_hash) : await verifyAgainstDummy(input.password);
    if (!account || !passwordRight || account.disabled_at !== null) return null;
    return totpTimeStep(decryptTotpSecret(account.totp_secret_encrypted, totpKey), input.code);
  }

  return {
    /**
     * Signs an operator in with password and code together, ending `previousTokenHash`. A code
     * is good once: its time step is spent in the same transaction that starts the session.
     */
    async login(input: OperatorLoginRequest, previousTokenHash: string | null): Promise<OperatorSignedIn> {
      const key = throttleKey(input.email);
      const waitMs = await loginWaitMs(db, key, new Date());
      if (waitMs > 0) throw tooManyFailures(waitMs);
      const account = await findOperatorByEmail(db, input.email);
      const step = await checkCredentials(account, input);
      const sessionToken =
        account && step !== null
          ? await db.transaction().execute(async (trx) => {
              if (!(await claimTotpStep(trx, account.id, step, nowIso()))) return null;
              await clearLoginFailures(trx, key);
              const token = await startOperatorSession(trx, account.id, previousTokenHash);
              await recordOperatorAction(trx, { operatorId: account.id, action: 'operator.sign_in', subjectType: 'operator', subjectId: account.id });
              return token;
            })
          : null;
      if (!account || sessionToken === null) {
        await recordLoginFailure(db, key, nowIso());
        throw signInRefused();
      }
      return { operator: { id: account.id, email: account.email, name: account.name }, sessionToken };
    },

    /** Ends the current operator session, if any. */
    async logout(session: { operatorId: string; tokenHash: string } | null): Promise<void> {
      if (!session) return;
      await db.transaction().execute(async (trx) => {
        await deleteOperatorSession(trx, session.tokenHash);
        await recordOperatorAction(trx, { operatorId: session.operatorId, action: 'operator.sign_out', subjectType: 'operator', subjectId: session.operatorId });
      });
    },
  };
}
