import type { Executor } from '../../db/schema';
import { DAY_MS, MINUTE_MS, isoBefore, nowIso } from '../../lib/time';
import { generateToken, hashToken } from '../../lib/tokens';
import { sessionCache } from './session-cache';
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

/**
 * The live session for a cookie token, refreshed when due; undefined when absent or idle too long.
 * Served from the session cache when it holds the token (see session-cache.ts).
 */
export async function resumeSession(db: Executor, token: string): Promise<{ session: SessionWithUser; refreshed: boolean } | undefined> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  let session = sessionCache.lookup(tokenHash);
  if (!session || Date.parse(session.lastSeenAt) <= now - SESSION_IDLE_MS) {
    session = await findActiveSession(db, tokenHash, isoBefore(SESSION_IDLE_MS));
    if (!session) return undefined;
    sessionCache.remember(session);
  }
  const due = Date.parse(session.lastSeenAt) < now - TOUCH_INTERVAL_MS;
  if (due) {
    const at = nowIso();
    await touchSession(db, tokenHash, at);
    session = { ...session, lastSeenAt: at };
    sessionCache.remember(session);
  }
  return { session, refreshed: due };
}
