import type { Executor, InvitationsTable } from '../../db/schema';
import type { IsoTime } from '../../lib/time';

/** An invitation row. */
export type InvitationRecord = InvitationsTable;

/** Stores an invitation. */
export async function insertInvitation(db: Executor, invitation: InvitationRecord): Promise<void> {
  await db.insertInto('invitations').values(invitation).execute();
}

/** Drops a company's unaccepted invitations to this email: only the newest link stays valid. */
export async function deletePendingInvitations(db: Executor, companyId: string, emailNormalized: string): Promise<void> {
  await db
    .deleteFrom('invitations')
    .where('company_id', '=', companyId)
    .where('email_normalized', '=', emailNormalized)
    .where('accepted_at', 'is', null)
    .execute();
}

/** The unaccepted, unexpired invitation with this token hash. */
export async function findPendingInvitation(db: Executor, tokenHash: string, now: IsoTime): Promise<InvitationRecord | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Marks an invitation accepted if it still is pending and unexpired; false when another
 * request used it first (the conditional update is what makes the token single-use).
 */
export async function claimInvitation(db: Executor, id: string, now: IsoTime): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
