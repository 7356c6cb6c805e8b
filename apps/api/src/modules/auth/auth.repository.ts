import type { Executor, PasswordResetTokensTable } from '../../db/schema';
import type { IsoTime } from '../../lib/time';

/** Stores a reset token (hashed) for a user, replacing the user's unused ones. */
export async function replaceResetToken(db: Executor, token: PasswordResetTokensTable): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', token.user_id).where('used_at', 'is', null).execute();
  await db.insertInto('password_reset_tokens').values(token).execute();
}

/** The unused, unexpired reset token with this hash. */
export async function findUsableResetToken(db: Executor, tokenHash: string, now: IsoTime): Promise<PasswordResetTokensTable | undefined> {
  return db
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks a reset token used if it still is usable; false when another request used it first. */
export async function claimResetToken(db: Executor, tokenHash: string, now: IsoTime): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
