import { moneyListQuerySchema, payoutAccountSchema, payoutDetailSchema, payoutListSchema, payoutOnboardingSchema, payoutParamsSchema, timezoneOffsetQuerySchema } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import { sendPayoutStatement } from './send-payout-statement';
import type { SupplierPayoutsService } from './supplier-payouts.service';

const tags = ['payouts'];

/** A supplier's payouts, statements and payout set-up (decision 0143). */
export const supplierPayoutsRoutes: FastifyPluginAsyncZod<{ payouts: SupplierPayoutsService }> = async (app, { payouts }) => {
  app.get(
    '/api/supplier/payouts/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The caller’s supplier company’s payouts, newest first', querystring: moneyListQuerySchema, response: { 200: payoutListSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => payouts.list(authOf(request), request.query),
  );

  app.get(
    '/api/supplier/payouts/:id/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'One payout with the lines it pays', params: payoutParamsSchema, response: { 200: payoutDetailSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => payouts.get(authOf(request), request.params.id),
  );

  for (const format of ['pdf', 'csv'] as const) {
    app.get(
      `/api/supplier/payouts/:id/statement.${format}`,
      {
        onRequest: requireUser,
        schema: { tags, summary: `A payout’s statement as ${format.toUpperCase()}`, params: payoutParamsSchema, querystring: timezoneOffsetQuerySchema, response: errorResponses(400, 401, 403, 404) },
      },
      async (request, reply) => sendPayoutStatement(reply, await payouts.get(authOf(request), request.params.id), format, request.query['timezone-offset']),
    );
  }

  app.get(
    '/api/supplier/payout_account/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Where payouts go, whether they can, and the commission rate', response: { 200: payoutAccountSchema, ...errorResponses(401, 403) } },
    },
    async (request) => payouts.account(authOf(request)),
  );

  app.post(
    '/api/supplier/payout_account/onboarding/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Opens the payout provider’s onboarding (Stripe Connect) and answers where to continue', response: { 200: payoutOnboardingSchema, ...errorResponses(401, 403) } },
    },
    async (request) => payouts.onboard(authOf(request)),
  );
};
