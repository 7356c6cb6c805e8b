import type { ApiError } from '@marketplace/api-client';
import { describe, expect, it, vi } from 'vitest';
import { applyServerError } from './apply-server-error';

type Values = { email: string; password: string };

describe('applyServerError', () => {
  const error: ApiError = {
    status: 400,
    code: 'validation_error',
    message: 'Invalid.',
    displayError: 'Please correct the highlighted fields.',
    fields: { email: 'This email is already registered.', token: 'Expired.' },
  };

  it('puts field messages under their fields and the display error on the form', () => {
    const setError = vi.fn();
    const message = applyServerError<Values>(error, setError, ['email', 'password'], 'Fallback');
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'This email is already registered.' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'Please correct the highlighted fields. Expired.',
    });
    expect(message).toBe('Please correct the highlighted fields. Expired.');
  });

  it('focuses the first field in error only', () => {
    const setError = vi.fn();
    applyServerError<Values>({ ...error, fields: { email: 'Taken.', password: 'Too short.' } }, setError, ['email', 'password'], 'Fallback');
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Taken.' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith('password', { type: 'server', message: 'Too short.' }, { shouldFocus: false });
  });

  it('falls back to the message, then to the fallback', () => {
    const setError = vi.fn();
    expect(applyServerError<Values>({ ...error, displayError: null, fields: undefined }, setError, [], 'Fallback')).toBe('Invalid.');
    expect(applyServerError<Values>(undefined, setError, [], 'Fallback')).toBe('Fallback');
  });
});
