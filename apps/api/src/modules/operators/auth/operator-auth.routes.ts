import { detailResponseSchema, operatorLoginRequestSchema, operatorSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../lib/openapi-responses';
import { rateLimitFor } from '../../../plugins/rate-limit';
import { operatorOf, requireOperator } from '../operator-guard';
import type { OperatorAuthService } from './operator-auth.service';

const tags = ['operator'];

/** The operator console's sign-in, sign-out and who-am-I. */
export const operatorAuthRoutes: FastifyPluginAsyncZod<{ operatorAuth: OperatorAuthService; loginRateLimit: AppConfig['rateLimits']['login'] }> = async (
  app,
  { operatorAuth, loginRateLimit },
) => {
  app.post(
    '/api/operator/auth/login/',
    {
      config: { rateLimit: rateLimitFor(loginRateLimit) },
      schema: {
        tags,
        summary: 'Signs an operator in with email, password and the authenticator’s current code; starts an operator session',
        body: operatorLoginRequestSchema,
        response: { 200: operatorSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const signedIn = await operatorAuth.login(request.body, request.operatorAuth?.tokenHash ?? null);
      reply.startOperatorSessionCookies(signedIn.sessionToken);
      return signedIn.operator;
    },
  );

  app.post(
    '/api/operator/auth/logout/',
    {
      schema: {
        tags,
        summary: 'Ends the operator session (also fine when signed out)',
        response: { 200: detailResponseSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const auth = request.operatorAuth;
      await operatorAuth.logout(auth ? { operatorId: auth.operator.id, tokenHash: auth.tokenHash } : null);
      reply.endOperatorSessionCookies();
      return { detail: 'Signed out.' };
    },
  );

  app.get(
    '/api/operator/auth/me/',
    {
      onRequest: requireOperator,
      schema: {
        tags,
        summary: 'The signed-in operator',
        response: { 200: operatorSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { operatorId, email, name } = operatorOf(request);
      return { id: operatorId, email, name };
    },
  );
};
