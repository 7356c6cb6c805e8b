import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { displayErrorOf, errorMessage, isApiError, toApiError } from './api-error';

function httpError(message: string, code: string, response?: { status: number; data: unknown }) {
  return new HttpError(message, code, response);
}

describe('toApiError', () => {
  it('reads the API error body', () => {
    const error = toApiError(
      httpError('Request failed with status code 400', 'ERR_BAD_REQUEST', {
        status: 400,
        data: { code: 'validation_error', message: 'Invalid body.', displayError: 'Check the form.', fields: { email: 'Taken.' } },
      }),
    );
    expect(error).toEqual({
      status: 400,
      code: 'validation_error',
      message: 'Invalid body.',
      displayError: 'Check the form.',
      fields: { email: 'Taken.' },
    });
    expect(isApiError(error)).toBe(true);
  });

  it.each([
    ['Network Error', 'ERR_NETWORK'],
    ['canceled', 'ERR_CANCELED'],
  ])('keeps the transport message %s', (message, code) => {
    expect(toApiError(httpError(message, code))).toEqual({ status: 0, code, message, displayError: null });
  });

  it('keeps the status message of a response without an error body', () => {
    expect(
      toApiError(httpError('Request failed with status code 502', 'ERR_BAD_RESPONSE', { status: 502, data: '<html>' })),
    ).toEqual({ status: 502, code: 'ERR_BAD_RESPONSE', message: 'Request failed with status code 502', displayError: null });
  });

  it('wraps anything else', () => {
    expect(toApiError(new Error('boom'))).toMatchObject({ status: 0, message: 'boom', displayError: null });
    expect(toApiError({ name: 'ConditionError', message: 'Aborted.' })).toMatchObject({ message: 'Aborted.' });
    expect(toApiError(undefined)).toMatchObject({ message: '' });
    expect(isApiError({ message: 'x' })).toBe(false);
  });
});

describe('errorMessage', () => {
  const base = { status: 400, code: 'validation_error', message: 'Invalid body.', displayError: 'Check the form.' };

  it('answers the display error first', () => {
    expect(errorMessage(base, 'Fallback')).toBe('Check the form.');
  });

  it('then the message', () => {
    expect(errorMessage({ ...base, displayError: null }, 'Fallback')).toBe('Invalid body.');
  });

  it('then the fallback', () => {
    expect(errorMessage({ ...base, displayError: null, message: '' }, 'Fallback')).toBe('Fallback');
    expect(errorMessage(undefined, 'Fallback')).toBe('Fallback');
  });

  it('ends a server-side failure with its reference, and only that', () => {
    const busy = toApiError(httpError('Request failed with status code 503', 'ERR_BAD_RESPONSE', { status: 503, data: { code: 'database_busy', message: 'Busy.', displayError: 'Try again in a few seconds.', requestId: 'req-7f3a' } }));
    expect(busy.requestId).toBe('req-7f3a');
    expect(errorMessage(busy, 'Fallback')).toBe('Try again in a few seconds. (Reference: req-7f3a)');
    expect(errorMessage({ ...base, requestId: 'req-1' }, 'Fallback')).toBe('Check the form.');
  });

  it('reads a serialized thunk error', () => {
    expect(errorMessage({ message: 'Rejected' }, 'Fallback')).toBe('Rejected');
  });

  it('displayErrorOf answers only the user-facing sentence', () => {
    expect(displayErrorOf(base)).toBe('Check the form.');
    expect(displayErrorOf({ ...base, displayError: null })).toBeNull();
  });
});
