import { csrfTokenResponseSchema, errorCodes } from '@marketplace/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { csrfTokenFor, csrfTokenMatches } from '../lib/csrf-tokens';
import type { CsrfSessions } from '../lib/csrf-tokens';
import { safeEqual } from '../lib/tokens';
import { OPERATOR_SESSION_COOKIE } from './operator-sessions';
import { SESSION_COOKIE } from './sessions';

/** Cookie name of the Django-style protocol the web client implements. */
export const CSRF_COOKIE = 'csrftoken';
/** Header name of the same protocol (Node lower-cases header names). */
export const CSRF_HEADER = 'x-csrftoken';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The sessions this request's cookies hold: a company user's and an operator's. */
function sessionsOf(request: FastifyRequest): CsrfSessions {
  return { user: request.cookies[SESSION_COOKIE] ?? null, operator: request.cookies[OPERATOR_SESSION_COOKIE] ?? null };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on routes called by other servers (e.g. payment webhooks), never by browsers. */
    csrf?: boolean;
  }
  interface FastifyReply {
    /**
     * Sets a new CSRF token bound to the browser's sessions with `change` applied: the token of a
     * session that starts, or null for one that ends. Called wherever a session starts or ends,
     * so no token outlives the sessions it was for.
     */
    issueCsrfToken(change: Partial<CsrfSessions>): string;
  }
}

/**
 * Double-submit CSRF protection, written by hand because the client speaks Django's protocol:
 * it reads a plain `csrftoken` cookie (from GET /csrf/token/) and echoes it in `X-CSRFToken`.
 * @fastify/csrf-protection uses its own secret/token pair and header names instead. A page on
 * another site can neither read our cookie nor set that header, so a match proves same origin.
 * The token is also signed for the sessions it was issued to, a company user's and an operator's
 * (decisions 0133 and 0144): a cookie planted from a sibling subdomain, or one from before a
 * sign-in, does not pass.
 */
const plugin: FastifyPluginAsync<{ secureCookies: boolean; secret: string }> = async (app, { secureCookies, secret }) => {
  app.decorateReply('issueCsrfToken', function issueCsrfToken(this: FastifyReply, change: Partial<CsrfSessions>) {
    const token = csrfTokenFor(secret, { ...sessionsOf(this.request), ...change });
    // Not HttpOnly: the client reads it to fill the header.
    this.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure: secureCookies, maxAge: 365 * 24 * 60 * 60 });
    return token;
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/csrf/token/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sets the csrftoken cookie and answers its value',
        response: { 200: csrfTokenResponseSchema },
      },
    },
    async (request, reply) => {
      const existing = request.cookies[CSRF_COOKIE];
      if (existing && csrfTokenMatches(secret, existing, sessionsOf(request))) return { csrf_token: existing };
      return { csrf_token: reply.issueCsrfToken({}) };
    },
  );

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(header, cookie) || !csrfTokenMatches(secret, cookie, sessionsOf(request))) {
      throw new AppError(
        403,
        errorCodes.csrf,
        'Your session expired. Reload the page and try again.',
        undefined,
        cookie ? 'CSRF token missing or incorrect.' : 'CSRF cookie not set.',
      );
    }
  });
};

/** GET /csrf/token/ and the CSRF check on every unsafe method. */
export const csrfPlugin = fp(plugin, { name: 'csrf', dependencies: ['@fastify/cookie'] });
