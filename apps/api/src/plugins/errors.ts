import { errorCodes } from '@marketplace/contracts';
import type { ErrorBody } from '@marketplace/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy, isStorageFull, isStorageUnavailable } from '../db/errors';
import { AppError, notFound } from '../lib/app-error';
import { ObjectStoreUnavailableError } from '../providers/storage/object-store';

interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** Seconds a client is told to wait before trying again after a busy database. */
export const DATABASE_BUSY_RETRY_AFTER_S = 2;

const databaseBusy: ErrorResponse = {
  status: 503,
  body: {
    code: errorCodes.databaseBusy,
    message: 'The database is busy.',
    display_error: 'We are busy right now and could not save this. Please try again in a few seconds.',
  },
  headers: { 'retry-after': String(DATABASE_BUSY_RETRY_AFTER_S) },
};

const storageFull: ErrorResponse = {
  status: 507,
  body: {
    code: errorCodes.storageFull,
    message: 'Storage is full.',
    display_error: "We could not save this: the server's storage is full. Nothing was changed; please try again later.",
  },
};

const storageUnavailable: ErrorResponse = {
  status: 503,
  body: {
    code: errorCodes.storageUnavailable,
    message: 'Storage cannot be written.',
    display_error: "We could not save this: the server's storage is not available. Nothing was changed; please try again later.",
  },
};

/** A stored file that cannot be read now (the bucket down or unreachable): nothing was asked wrongly. */
const storageUnreadable: ErrorResponse = {
  status: 503,
  body: {
    code: errorCodes.storageUnavailable,
    message: 'Storage cannot be read.',
    display_error: "We could not fetch this file: the server's storage is not available. Please try again later.",
  },
};

const internal: ErrorResponse = {
  status: 500,
  body: {
    code: errorCodes.internal,
    message: 'Internal server error.',
    display_error: 'Something went wrong on our side. Please try again.',
  },
};

/** Fastify's own 4xx errors (body parsing, content type, size) and what the client reads. */
const transportErrors: Record<string, { status: number; code: string; display: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: errorCodes.unsupportedMediaType, display: 'Send the request body as JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: errorCodes.payloadTooLarge, display: 'The request is too large.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: errorCodes.badRequest, display: 'The request body is empty. Send a JSON object.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: errorCodes.badRequest, display: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: errorCodes.badRequest, display: 'The request body does not match its length.' },
};

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * The fields a validation issue is about. A strict object's unknown parameters come as one issue
 * on the object itself, listing them: each is named, as a bad value would be.
 */
function fieldNamesOf(issue: { keyword: string; instancePath: string; params: Record<string, unknown> }): string[] {
  const name = fieldName(issue.instancePath);
  const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
  if (!Array.isArray(unknownKeys)) return [name];
  return unknownKeys.map((key) => (name === '' ? String(key) : `${name}.${String(key)}`));
}

/** Maps anything thrown while handling a request to the one error body. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    const headers = error.retryAfterSeconds === undefined ? undefined : { 'retry-after': String(error.retryAfterSeconds) };
    return { status: error.statusCode, body: error.toBody(), headers };
  }
  if (isDatabaseBusy(error)) return databaseBusy;
  if (isStorageFull(error)) return storageFull;
  if (isStorageUnavailable(error)) return storageUnavailable;
  // The object store (a bucket) failed: 503 as for a disk, in words for a write or a read.
  if (error instanceof ObjectStoreUnavailableError) return error.writing ? storageUnavailable : storageUnreadable;

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    let rootMessage: string | undefined;
    for (const issue of error.validation) {
      const message = issue.message ?? 'This value is not valid.';
      for (const name of fieldNamesOf(issue)) {
        if (name === '') rootMessage ??= 'Send the request body as a JSON object.';
        else fields[name] ??= message;
      }
    }
    const first = Object.values(fields)[0] ?? rootMessage ?? 'Check the highlighted fields.';
    return {
      status: 400,
      body: {
        code: errorCodes.validation,
        message: 'The request has invalid fields.',
        display_error: first,
        ...(Object.keys(fields).length > 0 ? { fields } : {}),
      },
    };
  }

  if (typeof error === 'object' && error !== null) {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    const known = typeof code === 'string' ? transportErrors[code] : undefined;
    if (known) {
      return { status: known.status, body: { code: known.code, message: known.display, display_error: known.display } };
    }
    // Any other client error raised by Fastify or a plugin (e.g. a malformed body that the
    // JSON parser rejected, prototype poisoning): a generic 4xx, never a 500.
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      const display = 'The request could not be processed. Check it and try again.';
      return { status: statusCode, body: { code: errorCodes.badRequest, message: display, display_error: display } };
    }
  }

  return internal;
}

/**
 * Answers a failure with its status, headers and body, the request's id in it; an unexpected
 * one is logged with its stack first. Also what the app answers for errors raised before routing.
 */
export function replyWithError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body, headers } = toErrorResponse(error);
  if (status >= 500) request.log.error({ err: error }, 'Request failed');
  if (headers) void reply.headers(headers);
  return reply.status(status).send({ ...body, request_id: request.id });
}

/**
 * Every failure, expected or not, answers `{ code, message, display_error, fields? }`;
 * unexpected ones are logged with their stack and answered as a bare 500.
 */
const plugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  app.setErrorHandler((error, request, reply) => replyWithError(error, request, reply));

  app.setNotFoundHandler((request, reply) => replyWithError(notFound(`Nothing is served at ${request.method} ${request.url.split('?')[0]}.`), request, reply));
};

/** The error handler and the 404 handler. */
export const errorsPlugin = fp(plugin, { name: 'errors' });
