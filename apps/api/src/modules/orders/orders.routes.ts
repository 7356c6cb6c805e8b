import multipart from '@fastify/multipart';
import {
  acceptTermsResponseSchema,
  attachmentKindSchema,
  attachmentParamsSchema,
  attachmentSchema,
  lineItemParamsSchema,
  lineItemUpdateRequestSchema,
  MAX_ATTACHMENT_BYTES,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderMetadataQuerySchema,
  orderMetadataRequestSchema,
  orderMetadataSchema,
  orderParamsSchema,
  orderSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderListResponseSchema,
  purchaseOrderParamsSchema,
  purchaseOrderSchema,
  purchaseOrderUpdateRequestSchema,
  reorderRequestSchema,
  reorderResponseSchema,
  sparseOrderQuerySchema,
  termsRefusalRequestSchema,
  termsRefusalResponseSchema,
  timezoneOffsetQuerySchema,
} from '@marketplace/contracts';
import type { AttachmentKind } from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationError } from '../../lib/app-error';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser, SESSION_COOKIE } from '../../plugins/sessions';
import { resumeSession } from '../sessions/sessions.service';
import { ATTACHMENT_TOO_LARGE } from './attachment-inspection';
import type { AttachmentStore } from './attachments';
import { viewerOf } from './order-access';
import type { OrderUpdatesService } from './order-updates.service';
import type { OrdersService } from './orders.service';
import { purchaseOrderPdf } from './purchase-order-pdf';
import { sendFile } from '../../lib/file-download';

const tags = ['orders'];

/** Options of {@link ordersRoutes}. */
export interface OrdersRoutesOptions {
  orders: OrdersService;
  updates: OrderUpdatesService;
  attachments: AttachmentStore;
}

/**
 * The session plugin loads the user for /api/ paths only; the spec's /v2 and /v3 order reads
 * live outside it, so they resume the session themselves.
 */
async function loadAuthOutsideApi(request: FastifyRequest): Promise<void> {
  if (request.auth) return;
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  const resumed = await resumeSession(request.server.db, token);
  if (resumed) request.auth = { user: resumed.session.user, tokenHash: resumed.session.tokenHash };
}

/** The one file of an upload and its `kind` field, read under the size limit; problems are a 400 naming the field. */
async function readAttachmentUpload(request: FastifyRequest): Promise<{ fileName: string | undefined; bytes: Buffer; kind: AttachmentKind }> {
  if (!request.isMultipart()) throw validationError({ file: 'Send the file as multipart/form-data.' });
  let file: { fileName: string | undefined; bytes: Buffer } | undefined;
  let kindText: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 5, parts: 6 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename, bytes };
      } else if (part.fieldname === 'kind') kindText = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError({ file: ATTACHMENT_TOO_LARGE });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw validationError({ file: 'Attach one file at a time.' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw validationError({ file: 'Send the file as multipart/form-data.' });
    throw error;
  }
  if (!file || file.bytes.length === 0) throw validationError({ file: 'Attach a file in the "file" field.' });
  const kind = attachmentKindSchema.safeParse(kindText ?? 'other');
  if (!kind.success) throw validationError({ kind: 'Use delivery_ticket, invoice or other.' });
  return { ...file, kind: kind.data };
}

/**
 * Orders, purchase orders and line items (spec section 7, "Orders and purchase orders"): the
 * builder's company follows its orders; each supplier works its own purchase orders.
 */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { orders, updates, attachments }) => {
  // Scoped to these routes: everywhere else the API takes JSON only.
  await app.register(multipart, { limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1 } });

  app.get(
    '/api/ordering/orders/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The caller’s placed orders, a page at a time (order_by a field, - for descending), with the total count',
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => orders.list(authOf(request), request.query),
  );

  app.post(
    '/api/ordering/orders/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Reorder: the lines of a past order go into a project’s cart at today’s prices; what cannot be bought again is reported',
        body: reorderRequestSchema,
        response: { 200: reorderResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => orders.reorder(authOf(request), request.body),
  );

  app.get(
    '/api/ordering/orders_metadata/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Counts per status and the projects and suppliers of the caller’s orders',
        querystring: orderMetadataQuerySchema,
        response: { 200: orderMetadataSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => orders.metadata(authOf(request), request.query),
  );

  app.post(
    '/api/ordering/orders_metadata/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The same as GET, with the filters in the body (or none)',
        body: orderMetadataRequestSchema.nullish(),
        response: { 200: orderMetadataSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => orders.metadata(authOf(request), request.body ?? {}),
  );

  app.get(
    '/api/ordering/orders/:id/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The full nested order', params: orderParamsSchema, response: { 200: orderSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => orders.get(authOf(request), request.params.id),
  );

  app.post(
    '/api/ordering/orders/:id/accept-terms',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The builder accepts the prices and dates suppliers proposed; totals are recomputed',
        params: orderParamsSchema,
        response: { 200: acceptTermsResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updates.acceptTerms(authOf(request), request.params.id),
  );

  app.post(
    '/api/ordering/orders/:id/decline-terms',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The builder refuses the new terms of some lines: each goes back to the supplier at the original terms, or is cancelled',
        params: orderParamsSchema,
        body: termsRefusalRequestSchema,
        response: { 200: termsRefusalResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updates.declineTerms(authOf(request), request.params.id, request.body),
  );

  app.get(
    '/v2/orders/:orderId/',
    {
      onRequest: [loadAuthOutsideApi, requireUser],
      schema: {
        tags,
        summary: 'Sparse order: exactly the fields listed in `fields` (comma-separated, dotted paths)',
        params: orderIdParamsSchema,
        querystring: sparseOrderQuerySchema,
        response: { 200: z.record(z.string(), z.unknown()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => orders.getFields(authOf(request), request.params.orderId, request.query.fields),
  );

  app.get(
    '/v3/orders/:orderId',
    {
      onRequest: [loadAuthOutsideApi, requireUser],
      schema: { tags, summary: 'The full nested order', params: orderIdParamsSchema, response: { 200: orderSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => orders.get(authOf(request), request.params.orderId),
  );

  app.get(
    '/api/ordering/purchase_orders/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'A supplier’s incoming purchase orders, or a buyer’s company’s, newest first; filtered by status, delivery days, placing days or number, or those awaiting receipt (overdue first)',
        querystring: purchaseOrderListQuerySchema,
        response: { 200: purchaseOrderListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => orders.listPurchaseOrders(authOf(request), request.query),
  );

  app.get(
    '/api/ordering/purchase_orders/:id/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'A purchase order with its lines and files', params: purchaseOrderParamsSchema, response: { 200: purchaseOrderSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => orders.getPurchaseOrder(authOf(request), request.params.id),
  );

  app.put(
    '/api/ordering/purchase_orders/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Accepts (the supplier) or cancels a whole purchase order',
        params: purchaseOrderParamsSchema,
        body: purchaseOrderUpdateRequestSchema,
        response: { 200: purchaseOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updates.updatePurchaseOrder(authOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/ordering/order_line_items/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Moves a line (confirm, backorder, ship, deliver, cancel, confirm receipt) or proposes a new price or date; answers its purchase order',
        params: lineItemParamsSchema,
        body: lineItemUpdateRequestSchema,
        response: { 200: purchaseOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updates.updateLine(authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/ordering/order_line_items/:id/settle-shortage/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The supplier agrees to a short receipt: only what arrived is owed, the rest goes back to the buying company; answers the purchase order',
        params: lineItemParamsSchema,
        response: { 200: purchaseOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updates.settleShortage(authOf(request), request.params.id),
  );

  app.get(
    '/api/ordering/purchase_orders/:id/pdf/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The purchase order as a PDF, times in the viewer’s zone (timezone-offset: the negated getTimezoneOffset())',
        params: purchaseOrderParamsSchema,
        querystring: timezoneOffsetQuerySchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const po = await orders.getPurchaseOrder(auth, request.params.id);
      const viewer = viewerOf(auth);
      const pdf = await purchaseOrderPdf(po, { timezoneOffsetMinutes: request.query['timezone-offset'], viewer: viewer.kind === 'supplier' ? 'supplier' : viewer.userType });
      return sendFile(reply, pdf, { type: 'application/pdf', name: `purchase-order-${po.number}.pdf`, inline: true });
    },
  );

  app.get(
    '/api/ordering/purchase_orders/:id/attachments/',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'The files of a purchase order', params: purchaseOrderParamsSchema, response: { 200: z.array(attachmentSchema), ...errorResponses(400, 401, 404) } },
    },
    async (request) => attachments.list(app.db, viewerOf(authOf(request)), request.params.id),
  );

  app.post(
    '/api/ordering/purchase_orders/:id/attachments/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: `Uploads a delivery ticket, invoice or other file (multipart field "file", PDF, PNG or JPEG, ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB at most; field "kind")`,
        params: purchaseOrderParamsSchema,
        response: { 201: attachmentSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(authOf(request));
      const upload = await readAttachmentUpload(request);
      return reply.code(201).send(await attachments.add(app.db, viewer, request.params.id, upload));
    },
  );

  app.get(
    '/api/ordering/purchase_orders/:id/attachments/:attachmentId/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Downloads a file of a purchase order (timezone-offset is accepted like the PDF’s)',
        params: attachmentParamsSchema,
        querystring: timezoneOffsetQuerySchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const { attachment, file } = await attachments.read(app.db, viewerOf(authOf(request)), request.params.id, request.params.attachmentId);
      return sendFile(reply, file.body, { type: attachment.content_type, name: attachment.file_name, inline: false, size: file.size });
    },
  );
};
