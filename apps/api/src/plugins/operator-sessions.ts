import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OperatorIdentity } from '../modules/operators/auth/operator-sessions.repository';
import { OPERATOR_SESSION_IDLE_MS, resumeOperatorSession } from '../modules/operators/auth/operator-sessions.service';

/**
 * The operator console's session cookie: apart from the users' `sessionid`, so a browser may hold
 * both and neither ever stands for the other. Its path is `/` rather than `/api/operator/` because
 * the CSRF token is bound to every session the browser holds (plugins/csrf.ts), and that binding
 * must read the same on every route.
 */
export const OPERATOR_SESSION_COOKIE = 'operator_session';

/** Only these routes read the operator session: no other route can see an operator at all. */
const OPERATOR_ROUTES = '/api/operator/';

/** The signed-in operator of a request. */
export interface OperatorAuth {
  operator: OperatorIdentity;
  /** Hash of this request's session token: lets sign-out end this very session. */
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, or null. Loaded for /api/operator/ routes only. */
    operatorAuth: OperatorAuth | null;
  }
  interface FastifyReply {
    /** An operator session starts in this browser: its cookie, and a CSRF token bound to it. */
    startOperatorSessionCookies(token: string): FastifyReply;
    /** The operator session ends: its cookie goes, and the CSRF token no longer names it. */
    endOperatorSessionCookies(): FastifyReply;
  }
}

const plugin: FastifyPluginAsync<{ db: Kysely<Database>; secureCookies: boolean }> = async (app, { db, secureCookies }) => {
  // Strict, unlike the users' Lax cookie: the console is never reached by following a link from
  // another site with a reason to be signed in on arrival.
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: secureCookies };
  const setCookie = (reply: FastifyReply, token: string) => reply.setCookie(OPERATOR_SESSION_COOKIE, token, { ...cookieOptions, maxAge: OPERATOR_SESSION_IDLE_MS / 1000 });

  app.decorateRequest('operatorAuth', null);
  app.decorateReply('startOperatorSessionCookies', function startOperatorSessionCookies(this: FastifyReply, token: string) {
    setCookie(this, token).issueCsrfToken({ operator: token });
    return this;
  });
  app.decorateReply('endOperatorSessionCookies', function endOperatorSessionCookies(this: FastifyReply) {
    this.clearCookie(OPERATOR_SESSION_COOKIE, cookieOptions).issueCsrfToken({ operator: null });
    return this;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(OPERATOR_ROUTES)) return;
    const token = request.cookies[OPERATOR_SESSION_COOKIE];
    if (!token) return;
    const resumed = await resumeOperatorSession(db, token);
    if (!resumed) {
      reply.endOperatorSessionCookies();
      return;
    }
    request.operatorAuth = { operator: resumed.session.operator, tokenHash: resumed.session.tokenHash };
    if (resumed.refreshed) setCookie(reply, token);
  });
};

/** Loads the signed-in operator for /api/operator/ requests and manages the operator's cookie. */
export const operatorSessionsPlugin = fp(plugin, { name: 'operator-sessions', dependencies: ['@fastify/cookie', 'csrf'] });
