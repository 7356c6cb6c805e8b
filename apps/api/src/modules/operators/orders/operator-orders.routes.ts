import {
  operatorOrderListQuerySchema,
  operatorOrderListResponseSchema,
  operatorPurchaseOrderListQuerySchema,
  operatorPurchaseOrderListResponseSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { errorResponses } from '../../../lib/openapi-responses';
import { requireOperator } from '../operator-guard';
import { searchOrders, searchPurchaseOrders } from './operator-orders.repository';

const tags = ['operator'];

/** Every company's orders and purchase orders, searched by number, company name and status. */
export const operatorOrdersRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.addHook('onRequest', requireOperator);

  app.get(
    '/api/operator/orders/',
    {
      schema: {
        tags,
        summary: 'Orders of every builder, newest first: by number, buyer company name and status',
        querystring: operatorOrderListQuerySchema,
        response: { 200: operatorOrderListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => searchOrders(db, request.query),
  );

  app.get(
    '/api/operator/purchase-orders/',
    {
      schema: {
        tags,
        summary: 'Purchase orders of every supplier, newest first: by purchase-order or order number, supplier or buyer name, and status',
        querystring: operatorPurchaseOrderListQuerySchema,
        response: { 200: operatorPurchaseOrderListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => searchPurchaseOrders(db, request.query),
  );
};
