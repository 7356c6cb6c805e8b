import { accountCodesRequestSchema, accountCodesSchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import { companyRoleHook, EVERY_COMPANY_ROLE, MANAGING_ROLES } from '../company/company-roles';
import { ACCOUNT_CODES_ROLE_NEEDED } from './account-codes.service';
import type { AccountCodesService } from './account-codes.service';

const tags = ['invoices'];

/** A builder company's category → account table and paying account for the bookkeeping export (decision 0610): every role reads it, owners and admins set it. */
export const accountCodesRoutes: FastifyPluginAsyncZod<{ accountCodes: AccountCodesService }> = async (app, { accountCodes }) => {
  app.get(
    '/api/company/account-codes/',
    {
      onRequest: [requireUser, companyRoleHook(EVERY_COMPANY_ROLE, ACCOUNT_CODES_ROLE_NEEDED.see)],
      schema: {
        tags,
        summary: 'The accounts the export books to: the default (Xero code, QuickBooks account), each mapped catalogue category’s, and the paying account of the payments file (the standard bank account, 090 / Checking, until one is set)',
        response: { 200: accountCodesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => accountCodes.get(authOf(request)),
  );

  app.put(
    '/api/company/account-codes/',
    {
      onRequest: [requireUser, companyRoleHook(MANAGING_ROLES, ACCOUNT_CODES_ROLE_NEEDED.change)],
      schema: {
        tags,
        summary: 'Replaces the whole table: the default account, the paying account (the standard one when left out) and every category’s; owners and admins; audited',
        body: accountCodesRequestSchema,
        response: { 200: accountCodesSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => accountCodes.update(authOf(request), request.body),
  );
};
