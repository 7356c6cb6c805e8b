import type { Executor } from '../../db/schema';
import type { IsoTime } from '../../lib/time';

/** Failed sign-ins to one email that cost nothing: typing mistakes. */
export const FREE_LOGIN_FAILURES = 5;
/** The longest wait one email's failures can impose. */
export const MAX_LOGIN_DELAY_MS = 15 * 60_000;

/**
 * How long after its last failure an email must wait before its next try: nothing for the first
 * few failures, then 1 s, doubling with each failure, up to 15 minutes. A guesser spread over
 * many addresses gets a handful of tries an hour per account; a person who mistyped waits seconds.
 */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(1_000 * 2 ** (failures - FREE_LOGIN_FAILURES), MAX_LOGIN_DELAY_MS);
}

/** Milliseconds until this email may try again (0: now). */
export async function loginWaitMs(db: Executor, emailNormalized: string, now: Date): Promise<number> {
  const row = await db.selectFrom('login_failures').select(['failures', 'last_failed_at']).where('email_normalized', '=', emailNormalized).executeTakeFirst();
  if (!row) return 0;
  const allowedAt = Date.parse(row.last_failed_at) + loginDelayMs(Number(row.failures));
  return Math.max(0, allowedAt - now.getTime());
}

/** Counts a failed sign-in to this email. */
export async function recordLoginFailure(db: Executor, emailNormalized: string, at: IsoTime): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ email_normalized: emailNormalized, failures: 1, last_failed_at: at })
    .onConflict((conflict) => conflict.column('email_normalized').doUpdateSet((eb) => ({ failures: eb('login_failures.failures', '+', 1), last_failed_at: at })))
    .execute();
}

/** Forgets the email's failures after it signed in. */
export async function clearLoginFailures(db: Executor, emailNormalized: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email_normalized', '=', emailNormalized).execute();
}
