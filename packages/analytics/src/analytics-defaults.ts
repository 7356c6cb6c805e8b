/**
 * Batching and session limits of the analytics client (spec section 9): upload at most 100
 * events per request, flush once 30 are waiting or 30 seconds after the first, start a new
 * session after 30 idle minutes, keep at most 1000 unsent events across reloads.
 */
export const ANALYTICS_DEFAULTS = {
  uploadBatchSize: 100,
  eventUploadThreshold: 30,
  eventUploadPeriodMillis: 30_000,
  sessionTimeout: 30 * 60_000,
  savedMaxCount: 1000,
} as const;
