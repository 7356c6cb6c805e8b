import type { Executor } from '../../../db/schema';
import type { IsoTime } from '../../../lib/time';

/** Who an operator session belongs to. */
export interface OperatorIdentity {
  id: string;
  email: string;
  name: string;
}

/** A live operator session and its operator. */
export interface OperatorSessionRecord {
  tokenHash: string;
  lastSeenAt: IsoTime;
  operator: OperatorIdentity;
}

/** Stores a new operator session. */
export async function insertOperatorSession(db: Executor, session: { token_hash: string; operator_id: string; at: IsoTime }): Promise<void> {
  await db
    .insertInto('operator_sessions')
    .values({ token_hash: session.token_hash, operator_id: session.operator_id, created_at: session.at, last_seen_at: session.at })
    .execute();
}

/**
 * The session with this token hash when it was used after `activeSince`, began after
 * `startedSince`, and its operator is not disabled.
 */
export async function findActiveOperatorSession(
  db: Executor,
  tokenHash: string,
  limits: { activeSince: IsoTime; startedSince: IsoTime },
): Promise<OperatorSessionRecord | undefined> {
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operator_accounts as a', 'a.id', 's.operator_id')
    .select(['s.token_hash', 's.last_seen_at', 'a.id', 'a.email', 'a.name'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.last_seen_at', '>', limits.activeSince)
    .where('s.created_at', '>', limits.startedSince)
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
  return row && { tokenHash: row.token_hash, lastSeenAt: row.last_seen_at, operator: { id: row.id, email: row.email, name: row.name } };
}

/** Marks a session as used now (sliding inactivity expiry). */
export async function touchOperatorSession(db: Executor, tokenHash: string, at: IsoTime): Promise<void> {
  await db.updateTable('operator_sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute();
}

/** Ends one session. */
export async function deleteOperatorSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of an operator that is idle since before `idleBefore` (all of them with no date). */
export async function deleteOperatorSessions(db: Executor, operatorId: string, idleBefore?: IsoTime): Promise<void> {
  let query = db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId);
  if (idleBefore) query = query.where('last_seen_at', '<=', idleBefore);
  await query.execute();
}
