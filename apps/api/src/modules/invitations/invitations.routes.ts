import { invitationRequestSchema, invitationResponseSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireVerifiedUser } from '../../plugins/sessions';
import type { InvitationsService } from './invitations.service';

/** POST /api/invitations/: how invitations (completed by create_account) come to exist. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ invitations: InvitationsService }> = async (app, { invitations }) => {
  app.post(
    '/api/invitations/',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags: ['accounts'],
        summary: 'Invites someone into the signed-in user’s company by email',
        body: invitationRequestSchema,
        response: { 201: invitationResponseSchema, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const created = await invitations.invite(
        {
          kind: 'user',
          userId: user.id,
          userType: user.user_type,
          companyRole: user.company_role,
          name: `${user.first_name} ${user.last_name}`,
          companyId: user.company_id,
        },
        request.body,
      );
      return reply.code(201).send(created.invitation);
    },
  );
};
