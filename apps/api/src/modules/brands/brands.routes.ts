import { brandListQuerySchema, brandListResponseSchema, brandSchema, idParamsSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { errorResponses } from '../../lib/openapi-responses';
import { requireUser } from '../../plugins/sessions';
import type { BrandsService } from './brands.service';

const tags = ['catalogue'];

/** GET /api/brand and /api/brand/{id}: any signed-in account may read the catalogue. */
export const brandsRoutes: FastifyPluginAsyncZod<{ brands: BrandsService }> = async (app, { brands }) => {
  // These answers are large: serialized by fast-json-stringify from the same schemas (lib/fast-serializer.ts).
  app.setSerializerCompiler(fastSerializerCompiler);

  app.get(
    '/api/brand',
    {
      onRequest: requireUser,
      config: { catalogCache: true },
      schema: {
        tags,
        summary: 'Brands by name, optionally filtered by `query`',
        querystring: brandListQuerySchema,
        response: { 200: brandListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => brands.list(request.query),
  );

  app.get(
    '/api/brand/:id',
    {
      onRequest: requireUser,
      config: { catalogCache: true },
      schema: { tags, summary: 'One brand', params: idParamsSchema, response: { 200: brandSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => brands.get(request.params.id),
  );
};
