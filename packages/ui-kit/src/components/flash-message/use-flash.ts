import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { hideFlash, showFlash, type FlashLevel } from './flash-slice';

/** What {@link useFlash} answers: one function per level, and one to take the message away. */
export interface FlashActions {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  /** Hides the message on screen: an error must not outlive the action it was about. */
  clear(): void;
}

/**
 * The flash message from a component: `const flash = useFlash(); flash.success('Saved')`. A
 * failure's words come from the caller (for API errors: `errorMessage(failure, fallback)` of the
 * API client), so the design system knows nothing of the API.
 */
export function useFlash(): FlashActions {
  const dispatch = useDispatch();
  return useMemo(() => {
    const show = (level: FlashLevel) => (message: string) => {
      dispatch(showFlash({ message, level }));
    };
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
      clear: () => {
        dispatch(hideFlash());
      },
    };
  }, [dispatch]);
}
