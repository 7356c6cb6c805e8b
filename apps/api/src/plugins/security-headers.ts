import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { permissionsPolicy } from './permissions-policy';

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

/**
 * helmet's middleware, built once and run on every request's raw response. @fastify/helmet
 * wraps the same library but builds the middleware again on each request (helmet(options) in
 * its onRequest hook), which measured 7% of a signed-in request's CPU; the headers are the same.
 * helmet has no Permissions-Policy, so that header, also built once, is set beside it.
 */
const plugin: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // X-XSS-Protection drove the XSS auditors browsers have removed (and which could be turned
    // against a page); the CSP does that job now, so the header is not sent at all, not even "0".
    xXssProtection: false,
    // The same as the CSP's frame-ancestors 'none', for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
  });
  const permissions = permissionsPolicy(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('Permissions-Policy', permissions);
    // helmet hands its callback nothing unless a header could not be set.
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
};

/** Security headers on every response (helmet, and the Permissions-Policy). */
export const securityHeadersPlugin = fp(plugin, { name: 'security-headers' });
