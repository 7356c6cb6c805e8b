import {
  brandListQuerySchema,
  brandListResponseSchema,
  brandSchema,
  brandWriteRequestSchema,
  categoryCreateRequestSchema,
  categoryListQuerySchema,
  categoryListResponseSchema,
  categoryRenameRequestSchema,
  operatorIdParamsSchema,
  subCategorySchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/openapi-responses';
import { operatorOf, requireOperator } from '../operator-guard';
import type { BrandsService } from '../../brands/brands.service';
import type { CategoriesService } from '../../categories/categories.service';
import type { OperatorCatalogService } from './operator-catalog.service';

const tags = ['operator'];

/** Brands and categories in the operator console; the lists answer as the catalogue's GET /api/brand and /api/category/. */
export const operatorCatalogRoutes: FastifyPluginAsyncZod<{ catalog: OperatorCatalogService; brands: BrandsService; categories: CategoriesService }> = async (app, { catalog, brands, categories }) => {
  app.addHook('onRequest', requireOperator);
  const id = operatorIdParamsSchema;

  app.get(
    '/api/operator/brands/',
    { schema: { tags, summary: 'Brands by name, as the catalogue lists them', querystring: brandListQuerySchema, response: { 200: brandListResponseSchema, ...errorResponses(400, 401) } } },
    async (request) => brands.list(request.query),
  );

  app.get(
    '/api/operator/categories/',
    {
      schema: { tags, summary: 'Top-level categories (or the sub-categories of `parent_id`), as the catalogue lists them', querystring: categoryListQuerySchema, response: { 200: categoryListResponseSchema, ...errorResponses(400, 401) } },
    },
    async (request) => categories.list(request.query),
  );

  app.post(
    '/api/operator/brands/',
    { schema: { tags, summary: 'Adds a brand', body: brandWriteRequestSchema, response: { 201: brandSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => reply.code(201).send(await catalog.createBrand(operatorOf(request), request.body)),
  );

  app.put(
    '/api/operator/brands/:id/',
    {
      schema: { tags, summary: 'Renames a brand (its slug stays)', params: id, body: brandWriteRequestSchema, response: { 200: brandSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => catalog.renameBrand(operatorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/operator/brands/:id/',
    { schema: { tags, summary: 'Deletes a brand no product has', params: id, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      await catalog.deleteBrand(operatorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/operator/categories/',
    {
      schema: {
        tags,
        summary: 'Adds a top-level category, or with parent_id a sub-category of a top-level one',
        body: categoryCreateRequestSchema,
        response: { 201: subCategorySchema.extend({ position: z.number().int() }), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await catalog.createCategory(operatorOf(request), request.body)),
  );

  app.put(
    '/api/operator/categories/:id/',
    {
      schema: {
        tags,
        summary: 'Renames a category (its slug and place stay)',
        params: id,
        body: categoryRenameRequestSchema,
        response: { 200: subCategorySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => catalog.renameCategory(operatorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/operator/categories/:id/',
    { schema: { tags, summary: 'Deletes a category without products or sub-categories', params: id, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      await catalog.deleteCategory(operatorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
