import { useSyncExternalStore } from 'react';

/** Widths at which a table no longer fits: a phone held upright (390 px) and small tablets. */
export const NARROW_SCREEN_QUERY = '(max-width: 40rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches;
}

/**
 * Whether the screen is too narrow for a table, following rotations and resized windows. Pages
 * then show the same rows as cards, so nothing is cut off or scrolls sideways.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
