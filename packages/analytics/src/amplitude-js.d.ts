// amplitude-js 8 ships no type definitions: this declares the part of its API this package
// uses, checked against the library's JSDoc (amplitude.esm.js, DEFAULT_OPTIONS and the
// AmplitudeClient methods).
declare module 'amplitude-js' {
  /** Init options this package sets; the library accepts more. */
  export interface AmplitudeOptions {
    apiEndpoint: string;
    forceHttps: boolean;
    batchEvents: boolean;
    uploadBatchSize: number;
    eventUploadThreshold: number;
    eventUploadPeriodMillis: number;
    sessionTimeout: number;
    savedMaxCount: number;
    saveEvents: boolean;
    disableCookies: boolean;
    storage: 'cookies' | 'localStorage' | 'sessionStorage' | 'none' | '';
    includeReferrer: boolean;
    includeUtm: boolean;
    includeGclid: boolean;
    includeFbclid: boolean;
    deviceIdFromUrlParam: boolean;
    useDynamicConfig: boolean;
    serverZoneBasedApi: boolean;
    logLevel: 'DISABLE' | 'ERROR' | 'WARN' | 'INFO';
    onExitPage: () => void;
  }

  /** One named client (`amplitude.getInstance(name)`). */
  export interface AmplitudeClient {
    init(apiKey: string, userId?: string | null, options?: Partial<AmplitudeOptions>, callback?: (client: AmplitudeClient) => void): void;
    setUserId(userId: string | null, startNewSession?: boolean): void;
    regenerateDeviceId(): void;
    logEvent(eventType: string, eventProperties?: Record<string, unknown>): number;
    sendEvents(): void;
  }

  /** The module's default export: the registry of named clients. */
  interface AmplitudeRegistry {
    getInstance(name?: string): AmplitudeClient;
  }

  const amplitude: AmplitudeRegistry;
  export default amplitude;
}
