import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec: after each navigation the view scrolls after this delay. */
export const SCROLL_DELAY_MS = 150;

/**
 * After each navigation, scrolls smoothly to the hash target if there is one, else to the top.
 * The delay lets lazy pages render the element a hash points at.
 */
export function useScrollOnNavigate() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      } else {
        window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
      }
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search, hash]);
}
