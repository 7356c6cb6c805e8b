import {
  changePasswordRequestSchema,
  createAccountRequestSchema,
  detailResponseSchema,
  loginRequestSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  SIGNUP_CHECK_EMAIL_MESSAGE,
  signupRequestSchema,
  userResponseSchema,
  verifyEmailRequestSchema,
} from '@marketplace/contracts';
import type { CreateAccountRequest, SignupRequest } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../lib/openapi-responses';
import { rateLimitFor, rateLimitPerKey } from '../../plugins/rate-limit';
import { authOf, requireUser } from '../../plugins/sessions';
import { toUserResponse } from '../users/user-response';
import { normalizeEmail } from '../users/users.repository';
import { hashToken } from '../../lib/tokens';
import type { AuthService } from './auth.service';
import { knownDeviceUserId, rememberDevice } from './known-device';

/** Options of {@link authRoutes}. */
export interface AuthRoutesOptions {
  auth: AuthService;
  rateLimits: AppConfig['rateLimits'];
  /** Cookies only over HTTPS (the known-device cookie set at sign-in). */
  secureCookies: boolean;
}

const tags = ['auth'];

/** The spec's authentication calls (section 7, "Authentication"). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, rateLimits, secureCookies }) => {
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
      const signedIn = await auth.login(request.body, request.auth?.tokenHash ?? null, knownDeviceUserId(request));
      reply.startSessionCookies(signedIn.sessionToken);
      rememberDevice(reply, signedIn.user.id, secureCookies);
      return toUserResponse(signedIn.user);
    },
  );

  app.post(
    '/api/auth/signup/',
    {
      config: { rateLimit: rateLimitFor(rateLimits.signup) },
      preHandler: rateLimitPerKey(app, rateLimits.signup, 'signup', (request) => normalizeEmail((request.body as SignupRequest).email)),
      schema: {
        tags,
        summary: 'Creates a company and its first user, unconfirmed, and emails a link that confirms the address; answers alike when the address has an account',
        body: signupRequestSchema,
        response: { 202: detailResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await auth.signup(request.body);
      return reply.code(202).send({ detail: SIGNUP_CHECK_EMAIL_MESSAGE });
    },
  );

  app.post(
    '/api/auth/verify_email/',
    {
      config: { rateLimit: rateLimitFor(rateLimits.signup) },
      schema: {
        tags,
        summary: 'Confirms a new account’s email address from its emailed link, and signs the user in',
        body: verifyEmailRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const signedIn = await auth.verifyEmail(request.body, request.auth?.tokenHash ?? null);
      reply.startSessionCookies(signedIn.sessionToken);
      return toUserResponse(signedIn.user);
    },
  );

  app.post(
    '/api/auth/verify_email/resend/',
    {
      onRequest: requireUser,
      config: { rateLimit: rateLimitFor(rateLimits.signup) },
      preHandler: rateLimitPerKey(app, rateLimits.signup, 'verify-resend', (request) => authOf(request).user.id),
      schema: {
        tags,
        summary: 'Emails the signed-in, unconfirmed user a new confirmation link',
        response: { 200: detailResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const email = await auth.resendVerification(authOf(request));
      return { detail: `We sent a new confirmation link to ${email}.` };
    },
  );

  app.post(
    '/api/auth/create_account/',
    {
      config: { rateLimit: rateLimitFor(rateLimits.signup) },
      // Per invitation as well: guesses at one invitation's link from many addresses still stop.
      preHandler: rateLimitPerKey(app, rateLimits.signup, 'create-account', (request) => hashToken((request.body as CreateAccountRequest).token)),
      schema: {
        tags,
        summary: 'Completes an invitation: creates the invited user and signs them in',
        body: createAccountRequestSchema,
        response: { 201: userResponseSchema, ...errorResponses(400, 403, 429) },
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
