import type { Executor } from '../../../db/schema';
import { HOUR_MS, MINUTE_MS, isoBefore, nowIso } from '../../../lib/time';
import { generateToken, hashToken } from '../../../lib/tokens';
import type { OperatorSessionRecord } from './operator-sessions.repository';
import { deleteOperatorSession, deleteOperatorSessions, findActiveOperatorSession, insertOperatorSession, touchOperatorSession } from './operator-sessions.repository';

/**
 * An operator session ends after this long without a request: an operator can suspend
 * suppliers and decide credit, so an unattended console signs itself out within a working day.
 */
export const OPERATOR_SESSION_IDLE_MS = 8 * HOUR_MS;
/** And a day after sign-in whatever the activity: every day starts with the password and a code. */
export const OPERATOR_SESSION_MAX_MS = 24 * HOUR_MS;
/** Last-seen times are refreshed at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 5 * MINUTE_MS;

/**
 * Starts a session for the operator, ending `previousTokenHash` first (a sign-in always gets a
 * new token). Run it inside the sign-in's transaction. Answers the raw token for the cookie.
 */
export async function startOperatorSession(db: Executor, operatorId: string, previousTokenHash: string | null): Promise<string> {
  if (previousTokenHash) await deleteOperatorSession(db, previousTokenHash);
  await deleteOperatorSessions(db, operatorId, isoBefore(OPERATOR_SESSION_IDLE_MS));
  const token = generateToken();
  await insertOperatorSession(db, { token_hash: hashToken(token), operator_id: operatorId, at: nowIso() });
  return token;
}

/**
 * The live operator session of a cookie token, refreshed when due; undefined when absent,
 * expired or its operator disabled. Read from the database every time: operator requests are
 * few, and a disabled operator must lose access at once.
 */
export async function resumeOperatorSession(db: Executor, token: string): Promise<{ session: OperatorSessionRecord; refreshed: boolean } | undefined> {
  const tokenHash = hashToken(token);
  const session = await findActiveOperatorSession(db, tokenHash, { activeSince: isoBefore(OPERATOR_SESSION_IDLE_MS), startedSince: isoBefore(OPERATOR_SESSION_MAX_MS) });
  if (!session) return undefined;
  const due = Date.parse(session.lastSeenAt) < Date.now() - TOUCH_INTERVAL_MS;
  if (due) await touchOperatorSession(db, tokenHash, nowIso());
  return { session, refreshed: due };
}
