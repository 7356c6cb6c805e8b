import type { Executor } from '../../db/schema';
import { DAY_MS, MINUTE_MS, isoBefore, nowIso } from '../../lib/time';
import { generateToken, hashToken } from '../../lib/tokens';
import type { SessionWithUser } from './sessions.repository';
import { deleteIdleSessions, deleteSession, findActiveSession, insertSession, touchSession } from './sessions.repository';

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 14 * DAY_MS;

/** Last-seen times are refreshed at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 5 * MINUTE_MS;

/**
 * Starts a session for `userId`, ending `previousTokenHash` first: a login always gets a new
 * id (no session fixation). Run it inside the transaction that authenticated the user.
 * Answers the raw token for the cookie; only its hash is stored.
 */
export async function startSession(db: Executor, userId: string, previousTokenHash: string | null): Promise<string> {
  if (previousTokenHash) await deleteSession(db, previousTokenHash);
  await deleteIdleSessions(db, userId, isoBefore(SESSION_IDLE_MS));
  const token = generateToken();
  await insertSession(db, { token_hash: hashToken(token), user_id: userId, at: nowIso() });
  return token;
}

/** The live session for a cookie token, refreshed when due; undefined when absent or idle too long. */
export async function resumeSession(db: Executor, token: string): Promise<{ session: SessionWithUser; refreshed: boolean } | undefined> {
  const session = await findActiveSession(db, hashToken(token), isoBefore(SESSION_IDLE_MS));
  if (!session) return undefined;
  const due = Date.parse(session.lastSeenAt) < Date.now() - TOUCH_INTERVAL_MS;
  if (due) await touchSession(db, session.tokenHash, nowIso());
  return { session, refreshed: due };
}
