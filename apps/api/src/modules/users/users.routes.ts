import {
  changeDataRequestSchema,
  updateTosRequestSchema,
  userPreferencesRequestSchema,
  userResponseSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import { toUserResponse } from './user-response';
import type { UsersService } from './users.service';

const tags = ['users'];

/** The current user: read it, change the names, accept the terms of service, keep preferences. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/users/me/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The signed-in user', response: { 200: userResponseSchema, ...errorResponses(401) } },
    },
    async (request) => toUserResponse(authOf(request).user),
  );

  app.post(
    '/api/users/change_data/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Changes the signed-in user’s first and last name',
        body: changeDataRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => toUserResponse(await users.changeData(authOf(request).user.id, request.body)),
  );

  app.post(
    '/api/users/update_tos/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Records that the signed-in user accepted the terms of service',
        body: updateTosRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => toUserResponse(await users.acceptTos(authOf(request).user.id)),
  );

  app.put(
    '/api/users/me/preferences/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Remembers the project the signed-in builder orders for, across sign-ins and devices',
        body: userPreferencesRequestSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toUserResponse(await users.savePreferences(authOf(request), request.body)),
  );
};
