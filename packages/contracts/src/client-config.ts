import { z } from 'zod';

/**
 * GET /api/client-config in wire form: what the browser needs to turn on optional
 * third-party tools. Each part is null when not configured; only values a browser must hold
 * anyway (a public analytics key, URLs) ever appear here.
 */
export const clientConfigResponseSchema = z.object({
  /** The card-payment provider; Stripe's publishable key is set only when it is the provider. */
  payments: z.object({ provider: z.enum(['sandbox', 'stripe']), publishable_key: z.string().nullable() }),
  /** The bank-link provider: the browser loads Plaid Link only for `plaid`, else the app's own sandbox dialog. */
  bank_link: z.object({ provider: z.enum(['sandbox', 'plaid']) }),
  analytics: z.object({ api_key: z.string(), server_url: z.string() }).nullable(),
  support: z.object({ widget_url: z.string() }).nullable(),
});
export type ClientConfigResponse = z.infer<typeof clientConfigResponseSchema>;
