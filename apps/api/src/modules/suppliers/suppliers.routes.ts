import {
  bankingDetailsRequestSchema,
  companyParamsSchema,
  companySchema,
  companyUpdateRequestSchema,
  supplierQuerySchema,
  supplierResponseSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import type { SuppliersService } from './suppliers.service';

/**
 * Companies, suppliers and banking (spec section 7): the caller's supplier company with its
 * payout account, and the caller's own company profile.
 */
export const suppliersRoutes: FastifyPluginAsyncZod<{ suppliers: SuppliersService }> = async (app, { suppliers }) => {
  app.get(
    '/api/supplier/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['suppliers'],
        summary: 'The caller’s supplier company and payout account; numbers masked unless fetch_sensitive_info=true',
        querystring: supplierQuerySchema,
        response: { 200: supplierResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      // Full account numbers must not linger in shared or browser caches.
      void reply.header('Cache-Control', 'no-store');
      return suppliers.getSupplier(authOf(request), request.query);
    },
  );

  app.post(
    '/api/supplier/',
    {
      onRequest: requireUser,
      schema: {
        tags: ['suppliers'],
        summary: 'Saves the caller’s supplier payout account (encrypted at rest); answers it masked',
        body: bankingDetailsRequestSchema,
        response: { 200: supplierResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return suppliers.saveBankingDetails(authOf(request), request.body);
    },
  );

  app.get(
    '/api/company/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['companies'],
        summary: 'The caller’s own company and its profile; any other id answers 404',
        params: companyParamsSchema,
        response: { 200: companySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => suppliers.getCompany(authOf(request), request.params.id),
  );

  app.put(
    '/api/update_company/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['companies'],
        summary: 'Changes the caller’s own company name and profile; builder receivers may not',
        params: companyParamsSchema,
        body: companyUpdateRequestSchema,
        response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => suppliers.updateCompany(authOf(request), request.params.id, request.body),
  );
};
