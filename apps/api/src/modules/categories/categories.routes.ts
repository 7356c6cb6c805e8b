import { categoryDetailQuerySchema, categoryListQuerySchema, categoryListResponseSchema, categorySchema, idParamsSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { errorResponses } from '../../lib/openapi-responses';
import { requireUser } from '../../plugins/sessions';
import type { CategoriesService } from './categories.service';

const tags = ['catalogue'];

/** GET /api/category/ and /api/category/{id}/, with sub-categories when `fetch_sub_categories=true`. */
export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (app, { categories }) => {
  // These answers are large: serialized by fast-json-stringify from the same schemas (lib/fast-serializer.ts).
  app.setSerializerCompiler(fastSerializerCompiler);

  app.get(
    '/api/category/',
    {
      onRequest: requireUser,
      config: { catalogCache: true },
      schema: {
        tags,
        summary: 'Top-level categories (or the sub-categories of `parent_id`)',
        querystring: categoryListQuerySchema,
        response: { 200: categoryListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => categories.list(request.query),
  );

  app.get(
    '/api/category/:id/',
    {
      onRequest: requireUser,
      config: { catalogCache: true },
      schema: {
        tags,
        summary: 'One category, with its sub-categories when `fetch_sub_categories=true`',
        params: idParamsSchema,
        querystring: categoryDetailQuerySchema,
        response: { 200: categorySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => categories.get(request.params.id, { fetchSubCategories: request.query.fetch_sub_categories }),
  );
};
