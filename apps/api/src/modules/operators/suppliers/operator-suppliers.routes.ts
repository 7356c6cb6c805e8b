import {
  operatorIdParamsSchema,
  operatorSupplierDetailSchema,
  operatorSupplierListQuerySchema,
  operatorSupplierListResponseSchema,
  supplierApprovalSettingResponseSchema,
  supplierApprovalSettingSchema,
  supplierApproveRequestSchema,
  supplierSuspendRequestSchema,
} from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/openapi-responses';
import { operatorOf, requireOperator } from '../operator-guard';
import type { OperatorSuppliersService } from './operator-suppliers.service';

const tags = ['operator'];

/** Suppliers in the operator console: onboarding, approval, suspension, and the approval setting. */
export const operatorSuppliersRoutes: FastifyPluginAsyncZod<{ suppliers: OperatorSuppliersService }> = async (app, { suppliers }) => {
  app.addHook('onRequest', requireOperator);

  app.get(
    '/api/operator/suppliers/',
    {
      schema: {
        tags,
        summary: 'Supplier companies, newest first, with how far their onboarding got',
        querystring: operatorSupplierListQuerySchema,
        response: { 200: operatorSupplierListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => suppliers.list(request.query),
  );

  app.get(
    '/api/operator/suppliers/:id/',
    {
      schema: {
        tags,
        summary: 'One supplier company in full',
        params: operatorIdParamsSchema,
        response: { 200: operatorSupplierDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => suppliers.get(request.params.id),
  );

  app.post(
    '/api/operator/suppliers/:id/approve/',
    {
      schema: {
        tags,
        summary: 'Approves a pending or suspended supplier: the offers it keeps on sale reach builders again',
        params: operatorIdParamsSchema,
        body: supplierApproveRequestSchema,
        response: { 200: operatorSupplierDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => suppliers.approve(operatorOf(request), request.params.id, request.body.note),
  );

  app.post(
    '/api/operator/suppliers/:id/suspend/',
    {
      schema: {
        tags,
        summary: 'Suspends a supplier: its offers leave the catalogue, search and carts’ reach until approved again',
        params: operatorIdParamsSchema,
        body: supplierSuspendRequestSchema,
        response: { 200: operatorSupplierDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => suppliers.suspend(operatorOf(request), request.params.id, request.body.reason),
  );

  app.get(
    '/api/operator/settings/supplier-approval/',
    {
      schema: {
        tags,
        summary: 'Whether new supplier companies wait for an operator’s approval',
        response: { 200: supplierApprovalSettingResponseSchema, ...errorResponses(401) },
      },
    },
    async () => suppliers.setting(),
  );

  app.put(
    '/api/operator/settings/supplier-approval/',
    {
      schema: {
        tags,
        summary: 'Turns approval of new supplier companies on or off (existing suppliers keep their status)',
        body: supplierApprovalSettingSchema,
        response: { 200: supplierApprovalSettingResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => suppliers.changeSetting(operatorOf(request), request.body),
  );
};
