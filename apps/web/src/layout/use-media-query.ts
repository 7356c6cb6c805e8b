import { useCallback, useSyncExternalStore } from 'react';

/** The ui-kit's phone breakpoint: below it the shell's header stacks and the navigation folds. */
export const PHONE_MEDIA_QUERY = '(max-width: 767px)';

function mediaQueryList(query: string): MediaQueryList | null {
  // Browsers without matchMedia (and test DOMs) get the wide layout.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether the media query matches now, re-rendering when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}
