import { LruCache } from '../../lib/lru-cache';
import type { SessionWithUser } from './sessions.repository';

/**
 * How long a session read from the database may be reused. Writes made in this process are seen
 * at once (below); this only bounds how long a change made by another process goes unseen (a
 * second API instance on the same PostgreSQL, or a command-line tool).
 */
export const SESSION_CACHE_TTL_MS = 15_000;

/**
 * Sessions recently read from the database, with their user, by token hash: a signed-in request
 * otherwise spends about a fifth of its time on that one lookup. The sessions, users and
 * companies repositories forget the affected entries whenever they end a session or change what
 * it carries (names, terms accepted, password, company name), so a sign-out, a password change or
 * accepted terms count from the very next request.
 *
 * A forgotten session, user or company is also not cached again for one TTL: the write that made
 * us forget may still be inside its transaction, and a request reading meanwhile (PostgreSQL
 * serves reads during a transaction) would otherwise keep the old row. Those requests simply read
 * the database until the TTL has passed.
 *
 * One cache per process: token hashes, user ids and company ids are random, so entries of
 * different databases (several apps in one test process) can never be mistaken for each other,
 * and forgetting too much only costs a lookup.
 */
class SessionCache {
  private readonly entries = new LruCache<SessionWithUser>({ maxEntries: 10_000, ttlMs: SESSION_CACHE_TTL_MS });
  /** Keys of what was forgotten (see keys below), with the time until which it is not cached again. */
  private readonly forgotten = new Map<string, number>();

  lookup(tokenHash: string): SessionWithUser | undefined {
    return this.entries.get(tokenHash);
  }

  remember(session: SessionWithUser): void {
    if (this.forgotten.size > 0 && this.wasForgotten(session)) return;
    this.entries.set(session.tokenHash, session);
  }

  forgetSession(tokenHash: string): void {
    this.markForgotten(`session:${tokenHash}`);
    this.entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    this.markForgotten(`user:${userId}`);
    this.entries.deleteWhere((session) => session.user.id === userId);
  }

  forgetCompany(companyId: string): void {
    this.markForgotten(`company:${companyId}`);
    this.entries.deleteWhere((session) => session.user.company_id === companyId);
  }

  private wasForgotten(session: SessionWithUser): boolean {
    const now = Date.now();
    return [`session:${session.tokenHash}`, `user:${session.user.id}`, `company:${session.user.company_id}`].some(
      (key) => (this.forgotten.get(key) ?? 0) > now,
    );
  }

  private markForgotten(key: string): void {
    const now = Date.now();
    for (const [forgottenKey, until] of this.forgotten) if (until <= now) this.forgotten.delete(forgottenKey);
    this.forgotten.set(key, now + SESSION_CACHE_TTL_MS);
  }
}

/** The process's session cache (see {@link SessionCache}). */
export const sessionCache = new SessionCache();
