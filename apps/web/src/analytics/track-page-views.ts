import type { Analytics } from '@marketplace/analytics';
import type { createBrowserRouter, RouterState } from 'react-router';

/** The part of a data router that page views need (a memory router in tests). */
export type ObservedRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Records a 'Page Viewed' each time a navigation settles on a new location: once the guard's
 * redirects are done (so a refused page is not counted), and not again when the same page
 * only revalidates. Only the path is sent; the query string may hold emailed tokens.
 * Returns the function that stops it.
 */
export function trackPageViews(router: ObservedRouter, analytics: Analytics): () => void {
  let lastKey: string | null = null;
  const report = (state: RouterState) => {
    if (!state.initialized || state.navigation.state !== 'idle') return;
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    analytics.pageView(state.location.pathname);
  };
  report(router.state);
  return router.subscribe(report);
}
