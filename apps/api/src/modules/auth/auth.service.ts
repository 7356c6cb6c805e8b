import { randomUUID } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type {
  ChangePasswordRequest,
  CreateAccountRequest,
  LoginRequest,
  PasswordResetConfirmRequest,
  SignupRequest,
  VerifyEmailRequest,
} from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError, validationError } from '../../lib/app-error';
import { appLink } from '../../lib/links';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { HOUR_MS, isoAfter, nowIso } from '../../lib/time';
import { generateToken, hashToken } from '../../lib/tokens';
import type { Auth } from '../../plugins/sessions';
import { insertCompany } from '../companies/companies.repository';
import { holdNewSupplierIfRequired } from '../supplier-approval/supplier-approval.repository';
import { claimInvitation, findPendingInvitation } from '../invitations/invitations.repository';
import { deleteSession, deleteUserSessions } from '../sessions/sessions.repository';
import { startSession } from '../sessions/sessions.service';
import type { UserRecord } from '../users/users.repository';
import { emailTaken, findUserByEmail, findUserById, insertUser, markEmailVerified, normalizeEmail, updatePasswordHash } from '../users/users.repository';
import { claimResetToken, findUsableResetToken, replaceResetToken } from './auth.repository';
import { claimVerificationToken, replaceVerificationToken } from './email-verification.repository';
import { clearLoginFailures, loginWaitMs, recordLoginFailure } from './login-throttle';
import { passwordResetEmail } from './password-reset-email';
import { signupAttemptEmail } from './signup-attempt-email';
import { verifyEmailEmail } from './verify-email-email';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';

/** Reset links expire after an hour. */
export const RESET_TOKEN_TTL_MS = HOUR_MS;
/** Links confirming a new account's address expire after a day. */
export const VERIFICATION_TOKEN_TTL_MS = 24 * HOUR_MS;

/** A user who has just been signed in, and the token for their new session cookie. */
export interface SignedIn {
  user: UserRecord;
  sessionToken: string;
}

const invalidCredentials = () =>
  new AppError(400, errorCodes.invalidCredentials, 'Email or password is incorrect.', undefined, 'Unable to log in with provided credentials.');
const invalidInvitation = () =>
  validationError({ token: 'This invitation link is invalid, used or expired. Ask for a new invitation.' }, errorCodes.invalidToken);
const tooManyFailures = (waitMs: number) => {
  const seconds = Math.ceil(waitMs / 1000);
  return new AppError(
    429,
    errorCodes.rateLimited,
    `Too many failed sign-ins to this account. Try again in ${seconds} second${seconds === 1 ? '' : 's'}, or reset your password.`,
    undefined,
    `Sign-ins to this account are delayed after failed attempts; retry in ${seconds} seconds.`,
    seconds,
  );
};
const invalidVerificationToken = () =>
  validationError({ token: 'This confirmation link is invalid, used or expired. Sign in to get a new one.' }, errorCodes.invalidToken);
const invalidResetToken = () =>
  validationError({ token: 'This reset link is invalid, used or expired. Request a new one.' }, errorCodes.invalidToken);

/** Dependencies of {@link createAuthService}. */
export interface AuthServiceDeps {
  db: Kysely<Database>;
  /** Where the reset email is queued. */
  jobs: JobQueue;
  publicUrl: string;
}

/** Sign-in, sign-up, invitations' completion and password flows. */
export type AuthService = ReturnType<typeof createAuthService>;

/** Creates the auth service. */
export function createAuthService({ db, jobs, publicUrl }: AuthServiceDeps) {
  /** A new single-use reset link for the user (their earlier unused ones stop working). */
  async function issueResetLink(trx: Executor, userId: string): Promise<string> {
    const token = generateToken();
    await replaceResetToken(trx, { token_hash: hashToken(token), user_id: userId, created_at: nowIso(), expires_at: isoAfter(RESET_TOKEN_TTL_MS), used_at: null });
    return appLink(publicUrl, '/password/reset_verify', { token });
  }

  /** A new single-use link confirming the user's address (their earlier unused ones stop working). */
  async function issueVerificationLink(trx: Executor, userId: string): Promise<string> {
    const token = generateToken();
    await replaceVerificationToken(trx, { token_hash: hashToken(token), user_id: userId, created_at: nowIso(), expires_at: isoAfter(VERIFICATION_TOKEN_TTL_MS), used_at: null });
    return appLink(publicUrl, '/verify_email', { token });
  }

  async function loadUser(id: string): Promise<UserRecord> {
    const user = await findUserById(db, id);
    if (!user) throw new Error(`User ${id} vanished right after being written.`);
    return user;
  }

  return {
    /**
     * Checks credentials and starts a new session (ending `previousTokenHash`). Failed tries are
     * counted per email, account or not, and slow that email down (decision 0135), except on a
     * browser the account signed in on before (`knownDeviceUserId`): a guesser elsewhere cannot
     * lock its owner out.
     */
    async login(input: LoginRequest, previousTokenHash: string | null, knownDeviceUserId: string | null): Promise<SignedIn> {
      const email = normalizeEmail(input.email);
      const user = await findUserByEmail(db, email);
      const knownDevice = user !== undefined && user.id === knownDeviceUserId;
      if (!knownDevice) {
        const waitMs = await loginWaitMs(db, email, new Date());
        if (waitMs > 0) throw tooManyFailures(waitMs);
      }
      const valid = user ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstDummy(input.password);
      if (!user || !valid) {
        if (!knownDevice) await recordLoginFailure(db, email, nowIso());
        throw invalidCredentials();
      }
      const sessionToken = await db.transaction().execute(async (trx) => {
        await clearLoginFailures(trx, email);
        return startSession(trx, user.id, previousTokenHash);
      });
      return { user, sessionToken };
    },

    /**
     * Sign-up (decision 0134). A new address gets a company, an unconfirmed user and a
     * confirmation link; an address that has an account gets an email saying so, with a reset
     * link. Both take the same steps (the password is hashed either way) and the caller learns
     * nothing: no one is signed in, and the answer is the same.
     */
    async signup(input: SignupRequest): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const signUp = () =>
        db.transaction().execute(async (trx) => {
          const existing = await findUserByEmail(trx, input.email);
          if (existing) {
            await queueEmails(jobs, trx, [signupAttemptEmail({ to: existing.email, firstName: existing.first_name, resetLink: await issueResetLink(trx, existing.id) })]);
            return;
          }
          const now = nowIso();
          const companyId = randomUUID();
          const userId = randomUUID();
          await insertCompany(trx, { id: companyId, name: input.company_name, company_type: input.account_type, created_at: now });
          // Approved at once unless an operator turned on approval of new suppliers (decision 0145).
          if (input.account_type === 'supplier') await holdNewSupplierIfRequired(trx, companyId, now);
          await insertUser(trx, {
            id: userId,
            company_id: companyId,
            email: input.email,
            email_normalized: normalizeEmail(input.email),
            password_hash: passwordHash,
            first_name: input.first_name,
            last_name: input.last_name,
            user_type: input.account_type,
            // The first user of a builder company owns it (decision 0160).
            company_role: input.account_type === 'builder' ? 'owner' : null,
            tos_accepted: 0,
            email_verified_at: null,
            created_at: now,
            updated_at: now,
          });
          await queueEmails(jobs, trx, [verifyEmailEmail({ to: input.email, firstName: input.first_name, link: await issueVerificationLink(trx, userId) })]);
        });
      try {
        await signUp();
      } catch (error) {
        // Two sign-ups with one email racing: the unique index decided, and the address now has an account.
        if (!isUniqueViolation(error)) throw error;
        await signUp();
      }
    },

    /** Confirms a new account's address from its emailed link, and signs the user in. */
    async verifyEmail(input: VerifyEmailRequest, previousTokenHash: string | null): Promise<SignedIn> {
      const { userId, sessionToken } = await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const owner = await claimVerificationToken(trx, hashToken(input.token), now);
        if (!owner) throw invalidVerificationToken();
        await markEmailVerified(trx, owner, now);
        return { userId: owner, sessionToken: await startSession(trx, owner, previousTokenHash) };
      });
      return { user: await loadUser(userId), sessionToken };
    },

    /** Emails the signed-in user a new confirmation link (the earlier ones stop working). */
    async resendVerification(auth: Auth): Promise<string> {
      const { user } = auth;
      if (user.email_verified_at !== null) throw validationError({ email: 'Your email address is already confirmed.' });
      await db.transaction().execute(async (trx) => {
        await queueEmails(jobs, trx, [verifyEmailEmail({ to: user.email, firstName: user.first_name, link: await issueVerificationLink(trx, user.id) })]);
      });
      return user.email;
    },

    /** Completes an invitation: the new user joins the inviting company, then is signed in. */
    async createAccount(input: CreateAccountRequest, previousTokenHash: string | null): Promise<SignedIn> {
      const tokenHash = hashToken(input.token);
      const invitation = await findPendingInvitation(db, tokenHash, nowIso());
      if (!invitation) throw invalidInvitation();
      const passwordHash = await hashPassword(input.password);
      const userId = randomUUID();
      try {
        const sessionToken = await db.transaction().execute(async (trx) => {
          const now = nowIso();
          if (!(await claimInvitation(trx, invitation.id, now))) throw invalidInvitation();
          if (await emailTaken(trx, invitation.email)) {
            throw validationError({ token: 'An account with this email already exists. Sign in instead.' });
          }
          await insertUser(trx, {
            id: userId,
            company_id: invitation.company_id,
            email: invitation.email,
            email_normalized: invitation.email_normalized,
            password_hash: passwordHash,
            first_name: input.first_name,
            last_name: input.last_name,
            user_type: invitation.user_type,
            // An invitation sent before roles existed (migration 024) carries none: it joins as
            // the admin every invited builder then was (decision 0160).
            company_role: invitation.company_role,
            tos_accepted: 0,
            // The invitation reached this address: it is confirmed.
            email_verified_at: now,
            created_at: now,
            updated_at: now,
          });
          return startSession(trx, userId, previousTokenHash);
        });
        return { user: await loadUser(userId), sessionToken };
      } catch (error) {
        if (isUniqueViolation(error)) throw validationError({ token: 'An account with this email already exists. Sign in instead.' });
        throw error;
      }
    },

    /**
     * Emails a reset link when the account exists. The email is queued with the token and goes
     * out after the response, so neither the answer nor its timing says whether the account exists.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      await db.transaction().execute(async (trx) => {
        await queueEmails(jobs, trx, [passwordResetEmail({ to: user.email, firstName: user.first_name, link: await issueResetLink(trx, user.id) })]);
      });
    },

    /** Sets a new password from a reset link and ends every session of the user. Answers the user id. */
    async confirmPasswordReset(input: PasswordResetConfirmRequest): Promise<string> {
      const tokenHash = hashToken(input.token);
      const token = await findUsableResetToken(db, tokenHash, nowIso());
      if (!token) throw invalidResetToken();
      const passwordHash = await hashPassword(input.password);
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        if (!(await claimResetToken(trx, tokenHash, now))) throw invalidResetToken();
        await updatePasswordHash(trx, token.user_id, passwordHash, now);
        await deleteUserSessions(trx, token.user_id);
      });
      return token.user_id;
    },

    /** Changes the password of the signed-in user and ends their other sessions. */
    async changePassword(auth: Auth, input: ChangePasswordRequest): Promise<void> {
      if (!(await verifyPassword(input.current_password, auth.user.password_hash))) {
        throw validationError({ current_password: 'Your current password is incorrect.' });
      }
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, auth.user.id, passwordHash, nowIso());
        await deleteUserSessions(trx, auth.user.id, auth.tokenHash);
      });
    },

    /** Ends the current session, if any. */
    async logout(tokenHash: string | null): Promise<void> {
      if (tokenHash) await deleteSession(db, tokenHash);
    },
  };
}
