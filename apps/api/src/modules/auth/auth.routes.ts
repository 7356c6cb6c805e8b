import {
  changePasswordRequestSchema,
  createAccountRequestSchema,
  detailResponseSchema,
  loginRequestSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  signupRequestSchema,
  userResponseSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../lib/openapi-responses';
import { rateLimitFor } from '../../plugins/rate-limit';
import { authOf, requireUser } from '../../plugins/sessions';
import { toUserResponse } from '../users/user-response';
import type { AuthService } from './auth.service';

/** Options of {@link authRoutes}. */
export interface AuthRoutesOptions {
  auth: AuthService;
  rateLimits: AppConfig['rateLimits'];
}

const tags = ['auth'];

/** The spec's authentication calls (section 7, "Authentication"). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, rateLimits }) => {
  app.post(
    '/api/auth/login/',
    {
      config: { rateLimit: rateLimitFor(rateLimits.login) },
      schema: {
        tags,
        summary: 'Signs in; starts a new session',
        body: loginRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.login(request.body, request.auth?.tokenHash ?? null);
      reply.startSessionCookies(signedIn.sessionToken);
      return toUserResponse(signedIn.user);
    },
  );

  app.post(
    '/api/auth/signup/',
    {
      schema: {
        tags,
        summary: 'Creates a company and its first user, and signs the user in',
        body: signupRequestSchema,
        response: { 201: userResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.signup(request.body, request.auth?.tokenHash ?? null);
      reply.startSessionCookies(signedIn.sessionToken);
      return reply.code(201).send(toUserResponse(signedIn.user));
    },
  );

  app.post(
    '/api/auth/create_account/',
    {
      schema: {
        tags,
        summary: 'Completes an invitation: creates the invited user and signs them in',
        body: createAccountRequestSchema,
        response: { 201: userResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.createAccount(request.body, request.auth?.tokenHash ?? null);
      reply.startSessionCookies(signedIn.sessionToken);
      return reply.code(201).send(toUserResponse(signedIn.user));
    },
  );

  app.post(
    '/api/auth/password_reset/',
    {
      config: { rateLimit: rateLimitFor(rateLimits.passwordReset) },
      schema: {
        tags,
        summary: 'Emails a reset link if the account exists; always answers 200',
        body: passwordResetRequestSchema,
        response: { 200: detailResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return { detail: 'If an account exists for this email, a reset link is on its way.' };
    },
  );

  app.post(
    '/api/auth/password_reset/confirm/',
    {
      config: { rateLimit: rateLimitFor(rateLimits.passwordReset) },
      schema: {
        tags,
        summary: 'Sets a new password from a reset link; ends every session of the user',
        body: passwordResetConfirmRequestSchema,
        response: { 200: detailResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const userId = await auth.confirmPasswordReset(request.body);
      if (request.auth?.user.id === userId) reply.endSessionCookies();
      return { detail: 'Your password has been reset. Sign in with your new password.' };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'Ends the current session (also fine when signed out)',
        response: { 200: detailResponseSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await auth.logout(request.auth?.tokenHash ?? null);
      reply.endSessionCookies();
      return { detail: 'Signed out.' };
    },
  );

  app.post(
    '/api/auth/password/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Changes the password; ends the user’s other sessions',
        body: changePasswordRequestSchema,
        response: { 200: detailResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await auth.changePassword(authOf(request), request.body);
      return { detail: 'Your password has been changed.' };
    },
  );
};
