import { contactMessageRequestSchema, detailResponseSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config';
import { errorResponses } from '../../lib/openapi-responses';
import { rateLimitFor } from '../../plugins/rate-limit';
import type { ContactService } from './contact.service';

/** POST /api/home_page_message: any visitor, no sign-in. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService; rateLimit: RateLimitRule }> = async (
  app,
  { contact, rateLimit },
) => {
  app.post(
    '/api/home_page_message',
    {
      config: { rateLimit: rateLimitFor(rateLimit) },
      schema: {
        tags: ['contact'],
        summary: 'Sends a contact message from the home page',
        body: contactMessageRequestSchema,
        response: { 201: detailResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      await contact.submit(request.body);
      return reply.code(201).send({ detail: 'Thank you. Your message has been sent; we will reply by email.' });
    },
  );
};
