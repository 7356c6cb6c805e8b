import { isPlainObject } from '../case/case-conversion';
import { HttpError } from '../http/http-error';

/**
 * A failed call, as every caller sees it. Plain data rather than an Error subclass, so it can
 * sit in the Redux store (RTK Query keeps errors in state) and cross `unwrap()` unchanged.
 */
export interface ApiError {
  /** HTTP status; 0 when no response arrived (network failure, abort, timeout). */
  status: number;
  /** The API's error code (see `errorCodes` in the contracts), else the client's transport code. */
  code: string;
  /** What went wrong, for logs and as a second-best user message. */
  message: string;
  /** The sentence a user may see, when the API sent one. */
  displayError: string | null;
  /** Per-field messages of a validation error, keyed by camelCased field name. */
  fields?: Record<string, string>;
  /** The request's id as the API logged it: what a user quotes to support. */
  requestId?: string;
}

/** Code of a failure that carried no error code at all. */
const UNKNOWN_CODE = 'unknown_error';

/** True when `value` has the shape of an {@link ApiError}. */
export function isApiError(value: unknown): value is ApiError {
  if (!isPlainObject(value)) return false;
  return (
    typeof value.status === 'number' &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    (value.displayError === null || typeof value.displayError === 'string')
  );
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function readFields(value: unknown): Record<string, string> | undefined {
  if (!isPlainObject(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[name] = message;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * Builds an ApiError from a failed call. The body `{ code, message, displayError, fields }`
 * (already camelCased by the client) wins; a failure without such a body keeps the client's own
 * message: 'Network Error', 'canceled', 'Request failed with status code N'.
 */
export function fromHttpError(error: HttpError): ApiError {
  const status = error.response?.status ?? 0;
  const body: unknown = error.response?.data;
  const transportCode = error.code ?? UNKNOWN_CODE;
  if (!isPlainObject(body)) {
    return { status, code: transportCode, message: error.message, displayError: null };
  }
  const fields = readFields(body.fields);
  const requestId = stringOrNull(body.requestId);
  return {
    status,
    code: stringOrNull(body.code) ?? transportCode,
    message: stringOrNull(body.message) ?? error.message,
    displayError: stringOrNull(body.displayError),
    ...(fields ? { fields } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

/** Turns anything thrown by a call into an ApiError, so callers handle one shape. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof HttpError) return fromHttpError(error);
  const message = typeof error === 'string' ? error : (plainMessage(error) ?? '');
  return { status: 0, code: UNKNOWN_CODE, message, displayError: null };
}

function asApiError(error: unknown): ApiError | null {
  if (isApiError(error)) return error;
  return error instanceof HttpError ? fromHttpError(error) : null;
}

/** Reads a `{ message }` from errors that are not ApiErrors (e.g. a thunk's SerializedError). */
function plainMessage(error: unknown): string | null {
  if (error instanceof Error || isPlainObject(error)) {
    return stringOrNull((error as { message?: unknown }).message);
  }
  return null;
}

/**
 * The message to show for a failure: the API's display error, else its message, else
 * `fallback`. A failure on the server's side ends with its reference, which support can find
 * in the logs.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const apiError = asApiError(error);
  if (!apiError) return plainMessage(error) ?? fallback;
  const message = apiError.displayError ?? stringOrNull(apiError.message) ?? fallback;
  return apiError.status >= 500 && apiError.requestId ? `${message} (Reference: ${apiError.requestId})` : message;
}

/**
 * Only the API's user-facing sentence, for messages that must fall back to their own text
 * rather than to a transport message (e.g. "the server's display_error, else …").
 */
export function displayErrorOf(error: unknown): string | null {
  return asApiError(error)?.displayError ?? null;
}
