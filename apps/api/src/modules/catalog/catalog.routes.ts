import {
  catalogMetadataSchema,
  idParamsSchema,
  productDetailSchema,
  productListQuerySchema,
  productListResponseSchema,
  productWithOffersSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { errorResponses } from '../../lib/openapi-responses';
import { requireUser } from '../../plugins/sessions';
import type { CatalogService } from './catalog.service';

const tags = ['catalogue'];

/**
 * The shared catalogue (spec section 7, "Catalogue"): the product list and record, the
 * metadata screens draw their filters from, and a product with every supplier's offer.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  // These answers are large: serialized by fast-json-stringify from the same schemas (lib/fast-serializer.ts).
  app.setSerializerCompiler(fastSerializerCompiler);

  app.get(
    '/api/catalog/',
    {
      onRequest: requireUser,
      config: { catalogCache: true },
      schema: {
        tags,
        summary: 'Catalogue products, newest first by default',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => catalog.list(request.query),
  );

  app.get(
    '/api/catalog/metadata',
    {
      onRequest: requireUser,
      config: { catalogCache: true },
      schema: {
        tags,
        summary: 'Brands, categories with sub-categories, attributes with options, units and sort orders',
        response: { 200: catalogMetadataSchema, ...errorResponses(401) },
      },
    },
    async () => catalog.metadata(),
  );

  app.get(
    '/api/catalog/:id/',
    {
      onRequest: requireUser,
      config: { catalogCache: true },
      schema: {
        tags,
        summary: 'One catalogue product with its variants, attribute values and images',
        params: idParamsSchema,
        response: { 200: productDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => catalog.get(request.params.id),
  );

  app.get(
    '/api/products/:id/',
    {
      onRequest: requireUser,
      config: { catalogCache: true },
      schema: {
        tags,
        summary: 'One product as builders shop it: the catalogue record and each supplier’s active offer',
        params: idParamsSchema,
        response: { 200: productWithOffersSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => catalog.getWithOffers(request.params.id),
  );
};
