import { productAttributeListQuerySchema, productAttributeListResponseSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { errorResponses } from '../../lib/openapi-responses';
import { requireUser } from '../../plugins/sessions';
import type { ProductAttributesService } from './product-attributes.service';

/** GET /api/product_attributes/: by category (a sub-category includes its parent's) or by name. */
export const productAttributesRoutes: FastifyPluginAsyncZod<{ productAttributes: ProductAttributesService }> = async (app, { productAttributes }) => {
  // These answers are large: serialized by fast-json-stringify from the same schemas (lib/fast-serializer.ts).
  app.setSerializerCompiler(fastSerializerCompiler);

  app.get(
    '/api/product_attributes/',
    {
      onRequest: requireUser,
      config: { catalogCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Product attributes of a category or matching `query`; options with `fetch_options=true`',
        querystring: productAttributeListQuerySchema,
        response: { 200: productAttributeListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => productAttributes.list(request.query),
  );
};
