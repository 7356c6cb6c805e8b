import { csrfTokenResponseSchema, errorCodes } from '@marketplace/contracts';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { generateToken, safeEqual } from '../lib/tokens';

/** Cookie name of the Django-style protocol the web client implements. */
export const CSRF_COOKIE = 'csrftoken';
/** Header name of the same protocol (Node lower-cases header names). */
export const CSRF_HEADER = 'x-csrftoken';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on routes called by other servers (e.g. payment webhooks), never by browsers. */
    csrf?: boolean;
  }
}

/**
 * Double-submit CSRF protection, written by hand because the client speaks Django's protocol:
 * it reads a plain `csrftoken` cookie (from GET /csrf/token/) and echoes it in `X-CSRFToken`.
 * @fastify/csrf-protection uses its own secret/token pair and header names instead. A page on
 * another site can neither read our cookie nor set that header, so a match proves same origin.
 */
const plugin: FastifyPluginAsync<{ secureCookies: boolean }> = async (app, { secureCookies }) => {
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
      const token = existing && TOKEN_SHAPE.test(existing) ? existing : generateToken();
      // Not HttpOnly: the client reads it to fill the header.
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: secureCookies,
        maxAge: 365 * 24 * 60 * 60,
      });
      return { csrf_token: token };
    },
  );

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
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
