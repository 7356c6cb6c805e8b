import {
  bankAccountsResponseSchema,
  linkTokenResponseSchema,
  publicTokenRequestSchema,
  publicTokenResponseSchema,
  sandboxInstitutionsResponseSchema,
  sandboxSignInRequestSchema,
  sandboxSignInResponseSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import type { BankEnrollmentService } from './bank-enrollment.service';

const tags = ['banking and credit'];

/** Bank linking (spec section 7, "Companies, suppliers, banking and credit"). */
export const bankEnrollmentRoutes: FastifyPluginAsyncZod<{ bankEnrollment: BankEnrollmentService }> = async (app, { bankEnrollment }) => {
  app.post(
    '/api/bank-enrollment/link-token',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'A short-lived token that opens the bank-link dialog', response: { 200: linkTokenResponseSchema, ...errorResponses(401, 403, 502) } },
    },
    async (request) => bankEnrollment.createLinkToken(authOf(request)),
  );

  app.post(
    '/api/bank-enrollment/public-token',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Exchanges the dialog’s public token for an access token kept encrypted on the server; answers the linked accounts',
        body: publicTokenRequestSchema,
        response: { 200: publicTokenResponseSchema, ...errorResponses(400, 401, 403, 502) },
      },
    },
    async (request) => bankEnrollment.savePublicToken(authOf(request), request.body),
  );

  app.get(
    '/api/bank-enrollment/accounts',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The company’s linked bank accounts: name, mask and last balance', response: { 200: bankAccountsResponseSchema, ...errorResponses(401, 403) } },
    },
    async (request) => ({ accounts: await bankEnrollment.listAccounts(authOf(request)) }),
  );

  if (bankEnrollment.providerName === 'sandbox') {
    app.get(
      '/api/bank-enrollment/sandbox/institutions',
      {
        onRequest: requireUser,
        schema: { tags, summary: 'The sandbox dialog’s banks (some fail on purpose) and test credentials', response: { 200: sandboxInstitutionsResponseSchema, ...errorResponses(401, 403) } },
      },
      async (request) => bankEnrollment.sandboxInstitutions(authOf(request)),
    );

    app.post(
      '/api/bank-enrollment/sandbox/sign-in',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'The sandbox dialog signs in at a bank: a public token, or the bank’s refusal',
          body: sandboxSignInRequestSchema,
          response: { 200: sandboxSignInResponseSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => bankEnrollment.sandboxSignIn(authOf(request), request.body),
    );
  }
};
