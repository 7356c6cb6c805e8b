import { useCallback, useSyncExternalStore } from 'react';

/** Screens this narrow show the product filters in a drawer; the same width the layout stacks at. */
export const NARROW_SCREEN = '(max-width: 48rem)';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether the media query matches now, following changes (rotation, resizing). False where it cannot be asked. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : false),
    () => false,
  );
}
