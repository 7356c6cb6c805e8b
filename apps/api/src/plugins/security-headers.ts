import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

/**
 * The Content-Security-Policy for everything served: the web app's own bundles and styles
 * only (Vite emits files; React and the docs UI set inline styles, hence 'unsafe-inline' for
 * styles alone). The vendors' scripts are allowed only when their real provider is configured;
 * the sandbox providers load nothing from elsewhere. Likewise the analytics collector may be
 * posted to only when one is configured on another origin.
 */
export function contentSecurityDirectives(
  config: Pick<AppConfig, 'payments' | 'bankLink' | 'secureCookies' | 'analytics' | 'publicUrl'>,
): Record<string, string[] | null> {
  const script = ["'self'"];
  const connect = ["'self'"];
  const frame = ["'self'"];
  if (config.payments.provider === 'stripe') {
    script.push('https://js.stripe.com');
    connect.push('https://api.stripe.com');
    frame.push('https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com');
  }
  if (config.bankLink.provider === 'plaid') {
    script.push('https://cdn.plaid.com');
    connect.push('https://*.plaid.com');
    frame.push('https://cdn.plaid.com');
  }
  const collector = config.analytics ? new URL(config.analytics.serverUrl).origin : null;
  if (collector && collector !== new URL(config.publicUrl).origin) connect.push(collector);
  return {
    'default-src': ["'self'"],
    'script-src': script,
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'frame-src': frame,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Only meaningful (and only harmless) when the site itself is served over https.
    'upgrade-insecure-requests': config.secureCookies ? [] : null,
  };
}

const plugin: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
};

/** Security headers on every response (@fastify/helmet). */
export const securityHeadersPlugin = fp(plugin, { name: 'security-headers' });
