import {
  commissionOverrideListSchema,
  commissionOverrideParamsSchema,
  commissionOverrideRequestSchema,
  commissionOverrideSchema,
  marketplaceSettingsSchema,
  marketplaceSettingsUpdateSchema,
  moneyListQuerySchema,
  payoutDetailSchema,
  payoutListSchema,
  payoutParamsSchema,
  payoutRunSchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  refundListSchema,
  timezoneOffsetQuerySchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/openapi-responses';
import { sendPayoutStatement } from '../../payouts/send-payout-statement';
import { operatorOf, requireOperator } from '../operator-guard';
import type { OperatorMoneyService } from './operator-money.service';

const tags = ['operator money'];

/** Refunds, payouts, commission and the reconciliation, as the operator console runs them. */
export const operatorMoneyRoutes: FastifyPluginAsyncZod<{ money: OperatorMoneyService }> = async (app, { money }) => {
  app.addHook('onRequest', requireOperator);

  app.get('/api/operator/refunds/', { schema: { tags, summary: 'Every refund, newest first', querystring: moneyListQuerySchema, response: { 200: refundListSchema, ...errorResponses(400, 401) } } }, async (request) =>
    money.refunds(request.query),
  );

  app.get('/api/operator/payouts/', { schema: { tags, summary: 'Every payout, newest first', querystring: moneyListQuerySchema, response: { 200: payoutListSchema, ...errorResponses(400, 401) } } }, async (request) =>
    money.payouts(request.query),
  );

  app.get(
    '/api/operator/payouts/:id/',
    { schema: { tags, summary: 'One payout with the lines it pays', params: payoutParamsSchema, response: { 200: payoutDetailSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => money.payout(request.params.id),
  );

  for (const format of ['pdf', 'csv'] as const) {
    app.get(
      `/api/operator/payouts/:id/statement.${format}`,
      { schema: { tags, summary: `A payout’s statement as ${format.toUpperCase()}`, params: payoutParamsSchema, querystring: timezoneOffsetQuerySchema, response: errorResponses(400, 401, 404) } },
      async (request, reply) => sendPayoutStatement(reply, await money.payout(request.params.id), format, request.query['timezone-offset']),
    );
  }

  app.post(
    '/api/operator/payout_runs/',
    { schema: { tags, summary: 'Decides the payouts due now; each is then sent by a durable job', response: { 200: payoutRunSchema, ...errorResponses(401, 403) } } },
    async (request) => money.runPayouts(operatorOf(request).operatorId),
  );

  app.get(
    '/api/operator/reconciliation/',
    {
      schema: { tags, summary: 'Charges − refunds = payouts + commission + held, per UTC day (default: the last 30 days)', querystring: reconciliationQuerySchema, response: { 200: reconciliationSchema, ...errorResponses(400, 401) } },
    },
    async (request) => money.reconciliation(request.query),
  );

  app.get('/api/operator/money_settings/', { schema: { tags, summary: 'The marketplace commission rate and payout holding period', response: { 200: marketplaceSettingsSchema, ...errorResponses(401) } } }, async () =>
    money.settings(),
  );

  app.patch(
    '/api/operator/money_settings/',
    { schema: { tags, summary: 'Changes the marketplace commission rate or payout holding period', body: marketplaceSettingsUpdateSchema, response: { 200: marketplaceSettingsSchema, ...errorResponses(400, 401, 403) } } },
    async (request) => money.updateSettings(operatorOf(request).operatorId, request.body),
  );

  app.get(
    '/api/operator/commission_overrides/',
    { schema: { tags, summary: 'Commission rates of particular suppliers and categories', response: { 200: commissionOverrideListSchema, ...errorResponses(401) } } },
    async () => ({ results: await money.overrides() }),
  );

  app.put(
    '/api/operator/commission_overrides/',
    {
      schema: { tags, summary: 'Sets a supplier’s or a category’s own commission rate', body: commissionOverrideRequestSchema, response: { 200: commissionOverrideSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => money.setOverride(operatorOf(request).operatorId, request.body),
  );

  app.delete(
    '/api/operator/commission_overrides/:scope/:scopeId/',
    { schema: { tags, summary: 'Removes a supplier’s or a category’s own rate: the marketplace’s applies again', params: commissionOverrideParamsSchema, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      await money.removeOverride(operatorOf(request).operatorId, request.params.scope, request.params.scopeId);
      return reply.code(204).send(null);
    },
  );
};
