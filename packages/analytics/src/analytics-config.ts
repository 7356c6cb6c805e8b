/** Where analytics events go, as GET /api/client-config answers it (camelCased). */
export interface AnalyticsConfig {
  /** The analytics project's key; it is public by design (every browser sends it). */
  apiKey: string;
  /** The collector's base URL, http(s); events are posted to it unchanged. */
  serverUrl: string;
}

/** The support tool, as GET /api/client-config answers it (camelCased). */
export interface SupportConfig {
  /** The support widget's script URL; its presence turns the support identity on. */
  widgetUrl: string;
}
