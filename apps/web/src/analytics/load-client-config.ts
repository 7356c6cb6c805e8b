import type { AnalyticsConfig, SupportConfig } from '@marketplace/analytics';
import { httpClient } from '@marketplace/api-client';
import type { Camelize, ClientConfigResponse } from '@marketplace/contracts';

/** The optional browser tools this deployment turns on; null means off. */
export interface ClientConfig {
  analytics: AnalyticsConfig | null;
  support: SupportConfig | null;
}

/** Both tools off: the default, and the answer when the configuration cannot be read. */
export const toolsOff: ClientConfig = { analytics: null, support: null };

/**
 * Reads GET /api/client-config. A failure leaves the tools off rather than failing the app
 * (they are optional), and is reported on the console so it is not silently lost.
 */
export async function loadClientConfig(): Promise<ClientConfig> {
  try {
    const { data } = await httpClient.get<Camelize<ClientConfigResponse>>('/api/client-config');
    return { analytics: data.analytics ?? null, support: data.support ?? null };
  } catch (error) {
    console.warn('Analytics and the support identity are off: /api/client-config could not be read.', error);
    return toolsOff;
  }
}
