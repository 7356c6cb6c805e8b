import multipart from '@fastify/multipart';
import {
  invoiceApprovalSchema,
  invoiceBillableLinesSchema,
  invoiceCreateSchema,
  invoiceDisputeSchema,
  invoiceExportRequestSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceParamsSchema,
  invoiceResponseSchema,
  invoiceSchema,
  MAX_ATTACHMENT_BYTES,
  purchaseOrderParamsSchema,
  supplierStatementsSchema,
  timezoneOffsetQuerySchema,
} from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionDenied } from '../../lib/app-error';
import { sendFile } from '../../lib/file-download';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser } from '../../plugins/sessions';
import { APPROVING_ROLES, companyRoleHook, MANAGING_ROLES } from '../company/company-roles';
import { INVOICE_ROLE_NEEDED } from './invoice-access';
import { invoicePdf } from './invoice-pdf';
import { readInvoiceUpload } from './invoice-upload';
import type { InvoicesService } from './invoices.service';

const tags = ['invoices'];

/** 403 before the body is read unless the caller is a supplier's user. */
async function requireSupplierUser(request: FastifyRequest): Promise<void> {
  if (authOf(request).user.user_type !== 'supplier') throw permissionDenied(INVOICE_ROLE_NEEDED.supplier);
}

/**
 * Supplier invoices and three-way match (decision 0610). Suppliers issue, answer disputes, void
 * and attach their PDF; the buying company's owners, admins and the project's approvers approve,
 * dispute and mark paid, owners and admins export; everyone of either side reads their own.
 * Another company's invoice is a 404.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  // Scoped to these routes: everywhere else the API takes JSON only.
  await app.register(multipart, { limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1 } });
  const supplierOnly = [requireUser, requireSupplierUser];
  const deciders = [requireUser, companyRoleHook(APPROVING_ROLES, INVOICE_ROLE_NEEDED.decide)];

  app.post(
    '/api/ordering/purchase_orders/:id/invoices/',
    {
      onRequest: supplierOnly,
      schema: {
        tags,
        summary: 'The purchase order’s supplier bills it; matched at once against the purchase order and what was received. A corrected invoice names the one it replaces, which becomes void',
        params: purchaseOrderParamsSchema,
        body: invoiceCreateSchema,
        response: { 201: invoiceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await invoices.issue(authOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/ordering/purchase_orders/:id/invoices/billable/',
    {
      onRequest: supplierOnly,
      schema: {
        tags,
        summary: 'Per line of the purchase order, for its supplier: the quantity shipped, what invoices that are not void billed, and what is left to bill (shipped − invoiced): an invoice per shipment bills that',
        params: purchaseOrderParamsSchema,
        response: { 200: invoiceBillableLinesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => invoices.billable(authOf(request), request.params.id),
  );

  app.get(
    '/api/ordering/invoices/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The invoices of the caller’s company (the buying company’s, or the supplier’s own), newest first; by status (open: neither paid nor void) or purchase order',
        querystring: invoiceListQuerySchema,
        response: { 200: invoiceListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => invoices.list(authOf(request), request.query),
  );

  // A POST, not a GET: the export moves approved invoices to exported and marks payments
  // exported, which a link on another site must not be able to do (GETs carry no CSRF token).
  app.post(
    '/api/ordering/invoices/export/',
    {
      onRequest: [requireUser, companyRoleHook(MANAGING_ROLES, INVOICE_ROLE_NEEDED.export)],
      schema: {
        tags,
        summary:
          'kind bills (the default): approved and exported invoices not yet paid as Xero or QuickBooks Online bills (CSV), the approved ones become exported; kind payments: the payments of paid invoices not exported before, once. Owners and admins',
        body: invoiceExportRequestSchema,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await invoices.exportCsv(authOf(request), request.body);
      return sendFile(reply, csv, { type: 'text/csv; charset=utf-8', name: fileName, inline: false });
    },
  );

  app.get(
    '/api/ordering/invoices/:id/',
    { onRequest: requireUser, schema: { tags, summary: 'An invoice with its lines and their match, dispute, approval and history', params: invoiceParamsSchema, response: { 200: invoiceSchema, ...errorResponses(400, 401, 404) } } },
    async (request) => invoices.get(authOf(request), request.params.id),
  );

  app.get(
    '/api/ordering/invoices/:id/pdf/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The invoice as a PDF, times in the viewer’s zone (timezone-offset: the negated getTimezoneOffset())', params: invoiceParamsSchema, querystring: timezoneOffsetQuerySchema, response: errorResponses(400, 401, 404) },
    },
    async (request, reply) => {
      const invoice = await invoices.get(authOf(request), request.params.id);
      const pdf = await invoicePdf(invoice, { timezoneOffsetMinutes: request.query['timezone-offset'] });
      return sendFile(reply, pdf, { type: 'application/pdf', name: `invoice-${invoice.number}.pdf`, inline: true });
    },
  );

  app.post(
    '/api/ordering/invoices/:id/attachment/',
    {
      onRequest: supplierOnly,
      schema: {
        tags,
        summary: `The supplier attaches its own PDF of the invoice (multipart field "file", ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB at most), replacing the last, until the invoice is approved`,
        params: invoiceParamsSchema,
        response: { 200: invoiceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const upload = await readInvoiceUpload(request);
      return invoices.attach(authOf(request), request.params.id, upload);
    },
  );

  app.get(
    '/api/ordering/invoices/:id/attachment/',
    { onRequest: requireUser, schema: { tags, summary: 'Downloads the supplier’s own PDF of the invoice', params: invoiceParamsSchema, response: errorResponses(400, 401, 404) } },
    async (request, reply) => {
      const { fileName, file } = await invoices.readAttachment(authOf(request), request.params.id);
      return sendFile(reply, file.body, { type: 'application/pdf', name: fileName, inline: false, size: file.size });
    },
  );

  app.post(
    '/api/ordering/invoices/:id/approve/',
    {
      onRequest: deciders,
      schema: {
        tags,
        summary: 'Approves a matched invoice (owner, admin, or the project’s approver within their limit); an exception or a disputed invoice only by an owner or admin with override_reason',
        params: invoiceParamsSchema,
        body: invoiceApprovalSchema.nullish(),
        response: { 200: invoiceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => invoices.approve(authOf(request), request.params.id, request.body?.override_reason ?? null),
  );

  app.post(
    '/api/ordering/invoices/:id/dispute/',
    {
      onRequest: deciders,
      schema: {
        tags,
        summary: 'Disputes a matched invoice or one with exceptions: a reason, a note the supplier reads, optionally the lines',
        params: invoiceParamsSchema,
        body: invoiceDisputeSchema,
        response: { 200: invoiceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => invoices.dispute(authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/ordering/invoices/:id/mark-paid/',
    { onRequest: deciders, schema: { tags, summary: 'Marks an approved or exported invoice paid', params: invoiceParamsSchema, response: { 200: invoiceSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => invoices.markPaid(authOf(request), request.params.id),
  );

  app.post(
    '/api/ordering/invoices/:id/respond/',
    {
      onRequest: supplierOnly,
      schema: { tags, summary: 'The supplier answers a dispute; the invoice stays disputed until approved or replaced', params: invoiceParamsSchema, body: invoiceResponseSchema, response: { 200: invoiceSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => invoices.respond(authOf(request), request.params.id, request.body.note),
  );

  app.post(
    '/api/ordering/invoices/:id/void/',
    { onRequest: supplierOnly, schema: { tags, summary: 'The supplier voids an invoice the buyer has not approved', params: invoiceParamsSchema, response: { 200: invoiceSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request) => invoices.voidInvoice(authOf(request), request.params.id),
  );

  app.get(
    '/api/supplier/statements/',
    {
      onRequest: supplierOnly,
      schema: { tags, summary: 'Per builder company and currency: the open balance, what is disputed, and its aging by due date (current, 1–30, 31–60, 61–90, over 90 days)', response: { 200: supplierStatementsSchema, ...errorResponses(401, 403) } },
    },
    async (request) => invoices.statements(authOf(request)),
  );
};
