import type { Analytics, SupportIdentity } from '@marketplace/analytics';

/** The analytics client and the support identity, as one pair. */
export interface Tools {
  analytics: Analytics;
  support: SupportIdentity;
}

/**
 * Tools usable at once while their configuration is still being fetched: each call waits for
 * it, and calls keep their order. The identity listener and the router start before the
 * configuration arrives, so the first user fetch and the first page are not missed.
 */
export function deferredTools(ready: Promise<Tools>): Tools {
  const later = (use: (tools: Tools) => void) => void ready.then(use);
  return {
    analytics: {
      identify: (email) => later(({ analytics }) => analytics.identify(email)),
      track: (event) => later(({ analytics }) => analytics.track(event)),
      pageView: (path) => later(({ analytics }) => analytics.pageView(path)),
      reset: () => later(({ analytics }) => analytics.reset()),
    },
    support: {
      identify: (email) => later(({ support }) => support.identify(email)),
      forget: () => later(({ support }) => support.forget()),
    },
  };
}
