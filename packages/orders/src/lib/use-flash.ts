import { errorMessage, toApiError, type ApiError } from '@marketplace/api-client';
import { showFlash } from '@marketplace/ui-kit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';

/** Shows what happened to an order action in the shell's flash message. */
export function useOrderFlash() {
  const dispatch = useDispatch();
  /** Flashes the API's display_error (else `fallback`) and answers the error, for field messages. */
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
