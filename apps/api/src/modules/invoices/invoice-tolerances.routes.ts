import { invoiceTolerancesRequestSchema, invoiceTolerancesSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import { companyRoleHook, EVERY_COMPANY_ROLE, MANAGING_ROLES } from '../company/company-roles';
import { TOLERANCE_ROLE_NEEDED } from './invoice-tolerances.service';
import type { InvoiceTolerancesService } from './invoice-tolerances.service';

const tags = ['invoices'];

/** A builder company's invoice tolerances (decision 0610): every role reads them, owners and admins set them. */
export const invoiceTolerancesRoutes: FastifyPluginAsyncZod<{ tolerances: InvoiceTolerancesService }> = async (app, { tolerances }) => {
  app.get(
    '/api/company/invoice-tolerances/',
    {
      onRequest: [requireUser, companyRoleHook(EVERY_COMPANY_ROLE, TOLERANCE_ROLE_NEEDED.see)],
      schema: { tags, summary: 'The company’s invoice tolerances (price, quantity, total: a percent in basis points and an amount) and each supplier’s own', response: { 200: invoiceTolerancesSchema, ...errorResponses(401, 403) } },
    },
    async (request) => tolerances.get(authOf(request)),
  );

  app.put(
    '/api/company/invoice-tolerances/',
    {
      onRequest: [requireUser, companyRoleHook(MANAGING_ROLES, TOLERANCE_ROLE_NEEDED.change)],
      schema: {
        tags,
        summary: 'Replaces the company’s tolerances and every supplier’s own; owners and admins; audited',
        body: invoiceTolerancesRequestSchema,
        response: { 200: invoiceTolerancesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => tolerances.update(authOf(request), request.body),
  );
};
