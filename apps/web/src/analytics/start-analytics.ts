import { createAnalytics, createSupportIdentity, startIdentityListener } from '@marketplace/analytics';
import type { Analytics, IdentityStartListening } from '@marketplace/analytics';
import { deferredTools } from './deferred-tools';
import { loadClientConfig } from './load-client-config';

/**
 * Starts analytics and the support identity for this deployment (both off unless
 * GET /api/client-config turns them on) and identifies the user on every current-user fetch.
 * Returns the analytics client at once; it applies calls once the configuration has arrived.
 */
export function startAnalytics(startListening: IdentityStartListening): Analytics {
  const tools = deferredTools(
    loadClientConfig().then((config) => ({
      analytics: createAnalytics(config.analytics),
      support: createSupportIdentity(config.support),
    })),
  );
  startIdentityListener(startListening, tools);
  return tools.analytics;
}
