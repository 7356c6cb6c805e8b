import { createByteBudgetCache, deleteWhere } from '../../lib/byte-budget-cache';
import type { ByteBudgetCache } from '../../lib/byte-budget-cache';
import { objectBytes } from '../../lib/memory-size';
import type { SessionWithUser } from './sessions.repository';

/**
 * How long a session read from the database may be reused. Writes made in this process are seen
 * at once (below), and so are those of the other processes of a fleet that shares Redis
 * (decision 0150); this only bounds how long a change made elsewhere goes unseen (a command-line
 * tool, or a fleet process while Redis is unreachable).
 */
export const SESSION_CACHE_TTL_MS = 15_000;

/**
 * Memory the cached sessions may take: about 1.5 KiB each, so some 2,700 users signed in within
 * one TTL are served from memory; beyond that the least recent read the database again.
 */
export const SESSION_CACHE_MAX_BYTES = 4 * 1024 * 1024;

/** Most forgotten keys remembered at once (about 150 bytes each: some 1.5 MiB). */
export const MAX_FORGOTTEN_KEYS = 10_000;

/** What a process forgot: a session (by token hash), every session of a user, or of a company. */
export interface ForgottenNews {
  kind: 'session' | 'user' | 'company';
  id: string;
}

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
export class SessionCache {
  private readonly entries: ByteBudgetCache<SessionWithUser>;
  /** Tells the other processes of a fleet what this one forgot (fleet/session-news.ts); none alone. */
  private announce: ((news: ForgottenNews) => void) | null = null;
  /** Keys of what was forgotten (see keys below), with the time until which it is not cached again. */
  private readonly forgotten = new Map<string, number>();
  /** Set when too much was forgotten at once: nothing is cached again until then. */
  private pausedUntil = 0;

  constructor(readonly maxBytes = SESSION_CACHE_MAX_BYTES) {
    this.entries = createByteBudgetCache<SessionWithUser>({ maxBytes, bytesOf: objectBytes, ttlMs: SESSION_CACHE_TTL_MS, name: 'sessions' });
  }

  lookup(tokenHash: string): SessionWithUser | undefined {
    return this.entries.get(tokenHash);
  }

  remember(session: SessionWithUser): void {
    if (this.pausedUntil > Date.now()) return;
    if (this.forgotten.size > 0 && this.wasForgotten(session)) return;
    this.entries.set(session.tokenHash, session);
  }

  forgetSession(tokenHash: string): void {
    this.forget({ kind: 'session', id: tokenHash });
  }

  forgetUser(userId: string): void {
    this.forget({ kind: 'user', id: userId });
  }

  forgetCompany(companyId: string): void {
    this.forget({ kind: 'company', id: companyId });
  }

  /** Forgets what another process of the fleet forgot, without announcing it again. */
  forgetAsTold(news: ForgottenNews): void {
    this.markForgotten(`${news.kind}:${news.id}`);
    if (news.kind === 'session') this.entries.delete(news.id);
    else if (news.kind === 'user') deleteWhere(this.entries, (session) => session.user.id === news.id);
    else deleteWhere(this.entries, (session) => session.user.company_id === news.id);
  }

  /**
   * Forgets everything and caches nothing for one TTL: what another process forgot while this
   * one could not hear it (its news channel was down) is then read from the database.
   */
  forgetAll(): void {
    this.entries.clear();
    this.forgotten.clear();
    this.pausedUntil = Date.now() + SESSION_CACHE_TTL_MS;
  }

  /** Where to announce what this process forgets; null stops announcing. */
  announceTo(announce: ((news: ForgottenNews) => void) | null): void {
    this.announce = announce;
  }

  private forget(news: ForgottenNews): void {
    this.forgetAsTold(news);
    this.announce?.(news);
  }

  /** Bytes the cached sessions keep alive, by the cache's count (at most {@link maxBytes}). */
  get bytes(): number {
    return this.entries.calculatedSize;
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
    if (this.forgotten.size >= MAX_FORGOTTEN_KEYS) {
      // More writes within one TTL than the list may hold (a bulk change of users): forgetting
      // everything and caching nothing for one TTL is as safe as remembering each key, in bounded memory.
      this.forgetAll();
      return;
    }
    this.forgotten.set(key, now + SESSION_CACHE_TTL_MS);
  }
}

/** The process's session cache (see {@link SessionCache}). */
export const sessionCache = new SessionCache();
