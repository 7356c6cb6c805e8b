import { operatorContactMessageListQuerySchema, operatorContactMessageListResponseSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/openapi-responses';
import type { ContactService } from '../../contact/contact.service';
import { requireOperator } from '../operator-guard';

/** Home-page contact messages in the operator console, as `ops contact-messages` lists them. */
export const operatorContactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.addHook('onRequest', requireOperator);

  app.get(
    '/api/operator/contact-messages/',
    {
      schema: {
        tags: ['operator'],
        summary: 'Home-page contact messages, newest first',
        querystring: operatorContactMessageListQuerySchema,
        response: { 200: operatorContactMessageListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const [results, count] = await Promise.all([contact.list(request.query.limit, request.query.offset), contact.count()]);
      return { count, results };
    },
  );
};
