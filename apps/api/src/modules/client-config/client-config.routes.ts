import { clientConfigResponseSchema } from '@marketplace/contracts';
import type { ClientConfigResponse } from '@marketplace/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';

/** The browser's view of the optional tools: only what a browser must hold anyway. */
export function clientConfigOf(config: Pick<AppConfig, 'analytics' | 'support' | 'payments' | 'bankLink'>): ClientConfigResponse {
  return {
    payments: {
      provider: config.payments.provider,
      publishable_key: config.payments.provider === 'stripe' ? config.payments.stripePublishableKey : null,
    },
    bank_link: { provider: config.bankLink.provider },
    analytics: config.analytics ? { api_key: config.analytics.apiKey, server_url: config.analytics.serverUrl } : null,
    support: config.support ? { widget_url: config.support.widgetUrl } : null,
  };
}

/**
 * GET /api/client-config: which optional browser tools (analytics, support widget) this
 * deployment turns on, and which card-payment form checkout shows. Public, since the web app reads it before anyone signs in; both parts
 * are null by default.
 */
export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: Pick<AppConfig, 'analytics' | 'support' | 'payments' | 'bankLink'> }> = async (app, { config }) => {
  // Fixed for the life of the process: computed once.
  const body = clientConfigOf(config);
  app.get(
    '/api/client-config',
    { schema: { tags: ['ops'], summary: 'Optional browser tools of this deployment', response: { 200: clientConfigResponseSchema } } },
    async () => body,
  );
};
