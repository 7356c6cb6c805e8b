// amplitude-js has no types of its own: this brings the local declaration into every program
// that compiles this package from source (the web app's too), not only this package's own.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./amplitude-js.d.ts" />
import type { AmplitudeOptions } from 'amplitude-js';
import type { AnalyticsConfig } from './analytics-config';
import { ANALYTICS_DEFAULTS } from './analytics-defaults';

/** The parts of the init options that depend on the page: the flush on leaving it. */
export interface AmplitudeOptionHooks {
  /** Called on `pagehide`, while amplitude-js has switched to beacon transport. */
  onExitPage: () => void;
}

/**
 * amplitude-js init options for a configured collector. amplitude-js takes the endpoint
 * without its scheme and picks the scheme itself: `forceHttps` follows the configured URL so an
 * http collector (a local one) is reached over http, an https one always over https.
 *
 * Nothing is read from or written to cookies (`disableCookies`, device id and unsent events in
 * localStorage), no referrer, UTM or click ids are collected, and the endpoint never changes
 * behind the configuration's back (no dynamic config, no server zone).
 */
export function amplitudeOptions(config: AnalyticsConfig, hooks: AmplitudeOptionHooks): AmplitudeOptions {
  const url = new URL(config.serverUrl);
  const path = url.pathname === '/' ? '' : url.pathname;
  return {
    apiEndpoint: `${url.host}${path}`,
    forceHttps: url.protocol === 'https:',
    // Without batching amplitude-js posts every event on its own; the limits below apply only with it.
    batchEvents: true,
    uploadBatchSize: ANALYTICS_DEFAULTS.uploadBatchSize,
    eventUploadThreshold: ANALYTICS_DEFAULTS.eventUploadThreshold,
    eventUploadPeriodMillis: ANALYTICS_DEFAULTS.eventUploadPeriodMillis,
    sessionTimeout: ANALYTICS_DEFAULTS.sessionTimeout,
    savedMaxCount: ANALYTICS_DEFAULTS.savedMaxCount,
    saveEvents: true,
    disableCookies: true,
    storage: 'localStorage',
    includeReferrer: false,
    includeUtm: false,
    includeGclid: false,
    includeFbclid: false,
    deviceIdFromUrlParam: false,
    useDynamicConfig: false,
    serverZoneBasedApi: false,
    logLevel: 'WARN',
    onExitPage: hooks.onExitPage,
  };
}
