import { errorMessage } from '@marketplace/api-client';
import { showFlash } from '@marketplace/ui-kit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';

/**
 * Tells the outcome of an order action in the shell's flash message. A failure shows the API's
 * display_error as written (a 409 names the statuses the line cannot move between).
 */
export function useOrderFlash() {
  const dispatch = useDispatch();
  const failed = useCallback(
    (failure: unknown, fallback: string) => dispatch(showFlash({ message: errorMessage(failure, fallback), level: 'error' })),
    [dispatch],
  );
  const succeeded = useCallback((message: string) => dispatch(showFlash({ message, level: 'success' })), [dispatch]);
  return { failed, succeeded };
}
