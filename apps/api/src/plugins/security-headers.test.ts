import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestApp } from '../testing/test-app';
import { contentSecurityDirectives } from './security-headers';

describe('security headers', () => {
  it('sends a same-origin CSP and the usual hardening headers', async () => {
    const t = await startTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(csp).not.toContain('stripe');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('allows the real vendors’ scripts only when they are configured, and https extras on https', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/unused',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://market.example.com',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      BANK_LINK_PROVIDER: 'plaid',
      PLAID_CLIENT_ID: 'id',
      PLAID_SECRET: 'secret',
    });
    const directives = contentSecurityDirectives(config);
    expect(directives['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://cdn.plaid.com']);
    expect(directives['upgrade-insecure-requests']).toEqual([]);
  });
});
