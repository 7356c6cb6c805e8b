import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { emailUnverified, notAuthenticated } from '../lib/app-error';
import { resumeSession, SESSION_IDLE_MS } from '../modules/sessions/sessions.service';
import type { UserRecord } from '../modules/users/users.repository';

/** The cookie name the web client expects. */
export const SESSION_COOKIE = 'sessionid';

/** Who is signed in on this request. */
export interface Auth {
  user: UserRecord;
  /** Hash of this request's session token: lets a service keep or end this very session. */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded for /api/ routes only. */
    auth: Auth | null;
  }
  interface FastifyReply {
    /** Sets the session cookie to a freshly started session's token. */
    setSessionCookie(token: string): FastifyReply;
    /** Removes the session cookie. */
    clearSessionCookie(): FastifyReply;
    /** A session starts in this browser: its cookie, and a CSRF token bound to it. */
    startSessionCookies(token: string): FastifyReply;
    /** The browser's session ends: its cookie goes, and the CSRF token is replaced by a signed-out one. */
    endSessionCookies(): FastifyReply;
  }
}

/** Options of {@link sessionsPlugin}. */
export interface SessionsPluginOptions {
  db: Kysely<Database>;
  secureCookies: boolean;
}

/**
 * Server-side sessions kept in the `sessions` table through Kysely, so they work the same on
 * SQLite and PostgreSQL (the @fastify/session stores are in-memory or need extra services).
 * The cookie holds a random token; the table holds only its SHA-256.
 */
const plugin: FastifyPluginAsync<SessionsPluginOptions> = async (app, { db, secureCookies }) => {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies,
  };

  app.decorateRequest('auth', null);
  app.decorateReply('setSessionCookie', function setSessionCookie(this: FastifyReply, token: string) {
    return this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_IDLE_MS / 1000 });
  });
  app.decorateReply('clearSessionCookie', function clearSessionCookie(this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, cookieOptions);
  });

  app.decorateReply('startSessionCookies', function startSessionCookies(this: FastifyReply, token: string) {
    this.setSessionCookie(token).issueCsrfToken({ user: token });
    return this;
  });
  app.decorateReply('endSessionCookies', function endSessionCookies(this: FastifyReply) {
    this.clearSessionCookie().issueCsrfToken({ user: null });
    return this;
  });

  app.addHook('onRequest', async (request, reply) => {
    // Static files and docs never need the user; skip the lookup for them.
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const resumed = await resumeSession(db, token);
    if (!resumed) {
      reply.endSessionCookies();
      return;
    }
    request.auth = { user: resumed.session.user, tokenHash: resumed.session.tokenHash };
    // Keep the browser's cookie alive as long as the server-side session.
    if (resumed.refreshed) reply.setSessionCookie(token);
  });
};

/** Loads the signed-in user for /api/ requests and manages the session cookie. */
export const sessionsPlugin = fp(plugin, { name: 'sessions', dependencies: ['@fastify/cookie', 'csrf'] });

/** Route hook: answers 401 unless someone is signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw notAuthenticated();
}

/**
 * Route hook: 401 unless someone is signed in, 403 `email_unverified` until they confirmed their
 * email address. Guards what an unconfirmed account may not do yet (decision 0134): check out,
 * apply for credit, invite, publish to the catalogue.
 */
export async function requireVerifiedUser(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw notAuthenticated();
  if (request.auth.user.email_verified_at === null) throw emailUnverified();
}

/** The signed-in user of a route guarded by {@link requireUser}. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}
