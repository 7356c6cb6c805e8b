import { errorCodes } from '@marketplace/contracts';
import type { ErrorBody } from '@marketplace/contracts';

/**
 * An expected failure: carries its HTTP status and the error body the client receives.
 * Services throw these; the error plugin turns them into responses.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly displayError: string;
  readonly fields: Record<string, string> | undefined;
  /** Seconds the client should wait before trying again (sent as Retry-After), when known. */
  readonly retryAfterSeconds: number | undefined;

  constructor(statusCode: number, code: string, displayError: string, fields?: Record<string, string>, message?: string, retryAfterSeconds?: number) {
    super(message ?? displayError);
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.displayError = displayError;
    this.fields = fields;
  }

  /** The wire body of this error. */
  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      display_error: this.displayError,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

/** 400 naming the bad fields; the display error is the first field's message. */
export function validationError(fields: Record<string, string>, code: string = errorCodes.validation): AppError {
  const first = Object.values(fields)[0] ?? 'Check the highlighted fields.';
  return new AppError(400, code, first, fields, 'The request has invalid fields.');
}

/** 401: the route needs a signed-in user. */
export function notAuthenticated(): AppError {
  return new AppError(401, errorCodes.unauthenticated, 'Sign in to continue.', undefined, 'Authentication credentials were not provided.');
}

/** 403: signed in, but the account's email address is not confirmed yet. */
export function emailUnverified(): AppError {
  return new AppError(
    403,
    errorCodes.emailUnverified,
    'Confirm your email address first: follow the link we emailed you, or ask for a new one.',
    undefined,
    'The email address of this account is not confirmed.',
  );
}

/** 403: signed in, but this account may not do this. */
export function permissionDenied(displayError = 'Your account cannot do this.'): AppError {
  return new AppError(403, errorCodes.forbidden, displayError, undefined, 'You do not have permission to perform this action.');
}

/** 404: absent, or belongs to another company (the two are indistinguishable on purpose). */
export function notFound(displayError = 'We could not find what you were looking for.'): AppError {
  return new AppError(404, errorCodes.notFound, displayError, undefined, 'Not found.');
}
