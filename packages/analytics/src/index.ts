export { ANALYTICS_DEFAULTS } from './analytics-defaults';
export type { AnalyticsConfig, SupportConfig } from './analytics-config';
export type { AnalyticsEvent, AnalyticsEventName, AnalyticsEventProperties } from './analytics-events';
export { createAnalytics, noAnalytics } from './create-analytics';
export type { Analytics, CreateAnalyticsOptions } from './create-analytics';
export { createSupportIdentity, noSupportIdentity, SUPPORT_IDENTITY_EVENT } from './support-identity';
export type { SupportIdentity, SupportUser } from './support-identity';
export { startIdentityListener } from './identity-listener';
export type { IdentityStartListening, IdentityTargets } from './identity-listener';
