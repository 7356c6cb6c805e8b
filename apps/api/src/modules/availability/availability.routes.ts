import { variantAvailabilityParamsSchema, variantAvailabilityResponseSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import type { AvailabilityService } from './availability.service';

/** GET /api/product_variants/{variantId}/availability/{projectId}/ */
export const availabilityRoutes: FastifyPluginAsyncZod<{ availability: AvailabilityService }> = async (app, { availability }) => {
  // These answers are large: serialized by fast-json-stringify from the same schemas (lib/fast-serializer.ts).
  app.setSerializerCompiler(fastSerializerCompiler);

  app.get(
    '/api/product_variants/:variantId/availability/:projectId/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Each active offer of a variant: stock, whether it delivers to the project, and the earliest date',
        params: variantAvailabilityParamsSchema,
        response: { 200: variantAvailabilityResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => availability.forVariant(request.params.variantId, request.params.projectId, authOf(request)),
  );
};
