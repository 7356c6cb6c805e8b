import { randomUUID } from 'node:crypto';
import { errorCodes } from '@marketplace/contracts';
import type {
  ChangePasswordRequest,
  CreateAccountRequest,
  LoginRequest,
  PasswordResetConfirmRequest,
  SignupRequest,
} from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError, validationError } from '../../lib/app-error';
import { appLink } from '../../lib/links';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { HOUR_MS, isoAfter, nowIso } from '../../lib/time';
import { generateToken, hashToken } from '../../lib/tokens';
import type { Auth } from '../../plugins/sessions';
import { insertCompany } from '../companies/companies.repository';
import { claimInvitation, findPendingInvitation } from '../invitations/invitations.repository';
import { deleteSession, deleteUserSessions } from '../sessions/sessions.repository';
import { startSession } from '../sessions/sessions.service';
import type { UserRecord } from '../users/users.repository';
import { emailTaken, findUserByEmail, findUserById, insertUser, normalizeEmail, updatePasswordHash } from '../users/users.repository';
import { claimResetToken, findUsableResetToken, replaceResetToken } from './auth.repository';
import { passwordResetEmail } from './password-reset-email';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';

/** Reset links expire after an hour. */
export const RESET_TOKEN_TTL_MS = HOUR_MS;

/** A user who has just been signed in, and the token for their new session cookie. */
export interface SignedIn {
  user: UserRecord;
  sessionToken: string;
}

const emailExists = () => validationError({ email: 'An account with this email already exists.' });
const invalidCredentials = () =>
  new AppError(400, errorCodes.invalidCredentials, 'Email or password is incorrect.', undefined, 'Unable to log in with provided credentials.');
const invalidInvitation = () =>
  validationError({ token: 'This invitation link is invalid, used or expired. Ask for a new invitation.' }, errorCodes.invalidToken);
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
  async function loadUser(id: string): Promise<UserRecord> {
    const user = await findUserById(db, id);
    if (!user) throw new Error(`User ${id} vanished right after being written.`);
    return user;
  }

  return {
    /** Checks credentials and starts a new session (ending `previousTokenHash`). */
    async login(input: LoginRequest, previousTokenHash: string | null): Promise<SignedIn> {
      const user = await findUserByEmail(db, input.email);
      const valid = user ? await verifyPassword(input.password, user.password_hash) : await verifyAgainstDummy(input.password);
      if (!user || !valid) throw invalidCredentials();
      const sessionToken = await db.transaction().execute((trx) => startSession(trx, user.id, previousTokenHash));
      return { user, sessionToken };
    },

    /** Creates a company with its first user and signs the user in. */
    async signup(input: SignupRequest, previousTokenHash: string | null): Promise<SignedIn> {
      if (await emailTaken(db, input.email)) throw emailExists();
      const passwordHash = await hashPassword(input.password);
      const now = nowIso();
      const companyId = randomUUID();
      const userId = randomUUID();
      try {
        const sessionToken = await db.transaction().execute(async (trx) => {
          await insertCompany(trx, { id: companyId, name: input.company_name, company_type: input.account_type, created_at: now });
          await insertUser(trx, {
            id: userId,
            company_id: companyId,
            email: input.email,
            email_normalized: normalizeEmail(input.email),
            password_hash: passwordHash,
            first_name: input.first_name,
            last_name: input.last_name,
            user_type: input.account_type,
            tos_accepted: 0,
            created_at: now,
            updated_at: now,
          });
          return startSession(trx, userId, previousTokenHash);
        });
        return { user: await loadUser(userId), sessionToken };
      } catch (error) {
        // Two sign-ups with one email racing past the check above: the unique index decides.
        if (isUniqueViolation(error)) throw emailExists();
        throw error;
      }
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
            tos_accepted: 0,
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
      const token = generateToken();
      const link = appLink(publicUrl, '/password/reset_verify', { token });
      await db.transaction().execute(async (trx) => {
        await replaceResetToken(trx, {
          token_hash: hashToken(token),
          user_id: user.id,
          created_at: nowIso(),
          expires_at: isoAfter(RESET_TOKEN_TTL_MS),
          used_at: null,
        });
        await queueEmails(jobs, trx, [passwordResetEmail({ to: user.email, firstName: user.first_name, link })]);
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
