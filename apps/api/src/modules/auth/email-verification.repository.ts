import type { EmailVerificationTokensTable, Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';

/** Stores a confirmation token (hashed) for a user, replacing the user's unused ones. */
export async function replaceVerificationToken(db: Executor, token: EmailVerificationTokensTable): Promise<void> {
  await db.deleteFrom('email_verification_tokens').where('user_id', '=', token.user_id).where('used_at', 'is', null).execute();
  await db.insertInto('email_verification_tokens').values(token).execute();
}

/** Uses the token if it still is usable, answering whose it was; undefined when it is not (or no longer). */
export async function claimVerificationToken(db: Executor, tokenHash: string, now: IsoTime): Promise<string | undefined> {
  const row = await db
    .updateTable('email_verification_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
