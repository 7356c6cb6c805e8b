import {
  productAvailabilitySearchRequestSchema,
  productAvailabilitySearchResponseSchema,
  productSearchRequestSchema,
  productSearchResponseSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { asksForFreshAnswer } from '../../lib/fresh-answer';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import type { SearchService } from './search.service';

const tags = ['catalogue'];

/** POST /api/search/products/ and /api/search/products/availability/ (POST: they carry a body of filters). */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  // These answers are large: serialized by fast-json-stringify from the same schemas (lib/fast-serializer.ts).
  app.setSerializerCompiler(fastSerializerCompiler);

  app.post(
    '/api/search/products/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Full-text search of the offers: ranked, paged, with the total and facet counts',
        body: productSearchRequestSchema,
        response: { 200: productSearchResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => search.search(request.body, { fresh: asksForFreshAnswer(request.headers) }),
  );

  app.post(
    '/api/search/products/availability/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The same search, each result with its availability for one of the caller’s projects',
        body: productAvailabilitySearchRequestSchema,
        response: { 200: productAvailabilitySearchResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => search.searchForProject(request.body, authOf(request), { fresh: asksForFreshAnswer(request.headers) }),
  );
};
