import { errorMessage, toApiError, type ApiError } from '@marketplace/api-client';
import { showFlash } from '@marketplace/ui-kit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';

/** Shows what happened to a cart change in the shell's flash message. */
export function useCartFlash() {
  const dispatch = useDispatch();
  /** Flashes the API's display_error (else `fallback`) and answers the error, for its field messages. */
  const failed = useCallback(
    (failure: unknown, fallback: string): ApiError => {
      const apiError = toApiError(failure);
      dispatch(showFlash({ message: errorMessage(apiError, fallback), level: 'error' }));
      return apiError;
    },
    [dispatch],
  );
  const succeeded = useCallback((message: string) => dispatch(showFlash({ message, level: 'success' })), [dispatch]);
  return { failed, succeeded };
}

/** The message the API gave for one field of a failed change (`requestedDeliveryDate`, `items.0.quantity`, …). */
export function fieldError(error: ApiError | null, ...names: string[]): string | undefined {
  if (!error?.fields) return undefined;
  for (const name of names) {
    const message = error.fields[name];
    if (message) return message;
  }
  return undefined;
}
