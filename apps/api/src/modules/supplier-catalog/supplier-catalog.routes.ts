import multipart from '@fastify/multipart';
import {
  idParamsSchema,
  lowStockQuerySchema,
  lowStockResponseSchema,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
  MAX_PRICE_LIST_BYTES,
  offerWriteRequestSchema,
  priceListImportResponseSchema,
  productDetailSchema,
  productSupplierVariantSchema,
  productWriteRequestSchema,
  variantCreateRequestSchema,
  variantDetailSchema,
  variantImagesDeleteRequestSchema,
  variantImagesResponseSchema,
  variantParamsSchema,
  variantUpdateRequestSchema,
} from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationError } from '../../lib/app-error';
import { errorResponses } from '../../lib/openapi-responses';
import { authOf, requireUser, requireVerifiedUser } from '../../plugins/sessions';
import { supplierCompanyOf } from './supplier-catalog.service';
import type { SupplierCatalogService, UploadedFile } from './supplier-catalog.service';

const tags = ['supplier catalogue'];

/** Limits a multipart request is read under, and the field its files come in. */
interface UploadRules {
  field: string;
  maxBytes: number;
  maxFiles: number;
  tooLarge: string;
}

/**
 * The files of a multipart request's field, read into memory under the limits. Anything over a
 * limit is a 400 naming the field, not a generic transport error, so the form can show it.
 */
async function readUploads(request: FastifyRequest, rules: UploadRules): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw validationError({ [rules.field]: 'Send the files as multipart/form-data.' });
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: rules.maxBytes, files: rules.maxFiles, fields: 10, parts: rules.maxFiles + 10 } })) {
      const bytes = await part.toBuffer();
      if (part.fieldname === rules.field) files.push({ filename: part.filename, bytes });
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError({ [rules.field]: rules.tooLarge });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw validationError({ [rules.field]: `Send at most ${rules.maxFiles} file${rules.maxFiles > 1 ? 's' : ''} at once.` });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw validationError({ [rules.field]: 'Send the files as multipart/form-data.' });
    throw error;
  }
  return files;
}

/**
 * The supplier's writes to the catalogue (spec section 7, "Catalogue"): products, variants and
 * their images, offers, the price-list import, and the low-stock list of the dashboard.
 * Reads of the shared catalogue stay in the catalogue modules.
 */
export const supplierCatalogRoutes: FastifyPluginAsyncZod<{ supplierCatalog: SupplierCatalogService }> = async (app, { supplierCatalog }) => {
  // Scoped to these routes: everywhere else the API takes JSON only.
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_UPLOAD } });

  app.post(
    '/api/catalog/',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Creates a product sold by the caller’s supplier company; the description is sanitized',
        body: productWriteRequestSchema,
        response: { 201: productDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await supplierCatalog.createProduct(authOf(request), request.body)),
  );

  app.put(
    '/api/catalog/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Replaces a product’s fields; only its suppliers may',
        params: idParamsSchema,
        body: productWriteRequestSchema,
        response: { 200: productDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => supplierCatalog.updateProduct(authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/catalog/:id/variants/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Adds a variant to a product, with its attribute values and the caller’s offer of it',
        params: idParamsSchema,
        body: variantCreateRequestSchema,
        response: { 201: variantDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await supplierCatalog.createVariant(authOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/catalog/variants/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One variant with its attribute values, images and the caller’s offer id',
        params: variantParamsSchema,
        response: { 200: variantDetailSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => supplierCatalog.getVariant(authOf(request), request.params.id),
  );

  app.put(
    '/api/catalog/variants/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Changes a variant’s name, SKU, attribute values and image order',
        params: variantParamsSchema,
        body: variantUpdateRequestSchema,
        response: { 200: variantDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => supplierCatalog.updateVariant(authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/catalog/variants/:id/images/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: `Uploads images (multipart field "images", JPEG, PNG or WebP, ${MAX_IMAGE_BYTES / 1024 / 1024} MB each, ${MAX_IMAGES_PER_UPLOAD} at most), added after the existing ones`,
        params: variantParamsSchema,
        response: { 201: variantImagesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      // Refuse before reading megabytes of upload the caller may not make.
      await supplierCatalog.checkCanEditVariant(auth, request.params.id);
      const files = await readUploads(request, {
        field: 'images',
        maxBytes: MAX_IMAGE_BYTES,
        maxFiles: MAX_IMAGES_PER_UPLOAD,
        tooLarge: `Each image may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
      });
      return reply.code(201).send(await supplierCatalog.addImages(auth, request.params.id, files));
    },
  );

  app.delete(
    '/api/catalog/variants/:id/images/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Removes images of a variant (ids in the body) and their files',
        params: variantParamsSchema,
        body: variantImagesDeleteRequestSchema,
        response: { 200: variantImagesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => supplierCatalog.removeImages(authOf(request), request.params.id, request.body.images),
  );

  app.put(
    '/api/product_supplier_variant/:id',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Changes the caller’s offer: price, quantity breaks, stock, lead time, minimum order, active',
        params: idParamsSchema,
        body: offerWriteRequestSchema,
        response: { 200: productSupplierVariantSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => supplierCatalog.updateOffer(authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/product_supplier_variant/import',
    {
      onRequest: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Price-list import: a CSV (multipart field "file") of sku, price, stock, lead_time_days; all rows or none',
        response: { 200: priceListImportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      supplierCompanyOf(auth);
      const [file, ...others] = await readUploads(request, {
        field: 'file',
        maxBytes: MAX_PRICE_LIST_BYTES,
        maxFiles: 1,
        tooLarge: `The file may be at most ${MAX_PRICE_LIST_BYTES / 1024 / 1024} MB.`,
      });
      if (!file || others.length > 0) throw validationError({ file: 'Choose one CSV file.' });
      const text = file.bytes.toString('utf8');
      if (text.includes('\u0000') || text.includes('\uFFFD')) throw validationError({ file: 'Save the price list as CSV text (UTF-8).' });
      return supplierCatalog.importPriceList(auth, text);
    },
  );

  app.get(
    '/api/supplier/low_stock/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'The caller’s active offers at or below a stock level, or below their minimum order',
        querystring: lowStockQuerySchema,
        response: { 200: lowStockResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => supplierCatalog.lowStock(authOf(request), request.query),
  );
};
