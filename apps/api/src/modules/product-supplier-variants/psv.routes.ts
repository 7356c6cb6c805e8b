import {
  idParamsSchema,
  productSupplierParamsSchema,
  productSupplierResponseSchema,
  productSupplierVariantSchema,
  psvDetailQuerySchema,
  psvListQuerySchema,
  psvListResponseSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import type { PsvService } from './psv.service';

const tags = ['catalogue'];

/** The offers: GET /api/product_supplier_variant/ (list and one) and /api/product_supplier/{productId}/{supplierId}. */
export const psvRoutes: FastifyPluginAsyncZod<{ psvs: PsvService }> = async (app, { psvs }) => {
  // These answers are large: serialized by fast-json-stringify from the same schemas (lib/fast-serializer.ts).
  app.setSerializerCompiler(fastSerializerCompiler);

  app.get(
    '/api/product_supplier_variant/',
    {
      onRequest: requireUser,
      config: { catalogCache: true },
      schema: {
        tags,
        summary: 'Product supplier variants; each fetch flag adds its part, `fetch_total` the count',
        querystring: psvListQuerySchema,
        response: { 200: psvListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => psvs.list(request.query, authOf(request)),
  );

  app.get(
    '/api/product_supplier_variant/:id/',
    {
      onRequest: requireUser,
      config: { catalogCache: true },
      schema: {
        tags,
        summary: 'One product supplier variant, with the parts its fetch flags ask for',
        params: idParamsSchema,
        querystring: psvDetailQuerySchema,
        response: { 200: productSupplierVariantSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => psvs.get(request.params.id, request.query, authOf(request)),
  );

  app.get(
    '/api/product_supplier/:productId/:supplierId',
    {
      onRequest: requireUser,
      config: { catalogCache: true },
      schema: {
        tags,
        summary: 'A product as one supplier sells it: its offers, brand, and the other suppliers of it',
        params: productSupplierParamsSchema,
        response: { 200: productSupplierResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => psvs.productSupplier(request.params.productId, request.params.supplierId, authOf(request)),
  );
};
