import type { Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';
import { userRecordColumns } from '../users/users.repository';
import type { UserRecord } from '../users/users.repository';
import { sessionCache } from './session-cache';

/**
 * A live session and its user. Every function here that ends sessions also tells the session
 * cache (session-cache.ts), so no request is served from an ended session.
 */
export interface SessionWithUser {
  tokenHash: string;
  lastSeenAt: IsoTime;
  user: UserRecord;
}

/** Stores a new session. */
export async function insertSession(db: Executor, session: { token_hash: string; user_id: string; at: IsoTime }): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ token_hash: session.token_hash, user_id: session.user_id, created_at: session.at, last_seen_at: session.at })
    .execute();
}

/** The session with this token hash if it was used after `activeSince`, with its user. */
export async function findActiveSession(db: Executor, tokenHash: string, activeSince: IsoTime): Promise<SessionWithUser | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['sessions.token_hash', 'sessions.last_seen_at', ...userRecordColumns])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.last_seen_at', '>', activeSince)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_hash, last_seen_at, ...user } = row;
  return { tokenHash: token_hash, lastSeenAt: last_seen_at, user };
}

/** Marks a session as used now (sliding inactivity expiry). */
export async function touchSession(db: Executor, tokenHash: string, at: IsoTime): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute();
}

/** Ends one session. */
export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  sessionCache.forgetSession(tokenHash);
}

/** Ends every session of a user, except `keepTokenHash` when given. */
export async function deleteUserSessions(db: Executor, userId: string, keepTokenHash?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
  sessionCache.forgetUser(userId);
}

/** Removes a user's sessions idle since before `idleBefore`. */
export async function deleteIdleSessions(db: Executor, userId: string, idleBefore: IsoTime): Promise<void> {
  // Idle sessions are refused whether cached or not (resumeSession), so the cache keeps its entries.
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('last_seen_at', '<=', idleBefore).execute();
}
