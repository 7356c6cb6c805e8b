import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { startTestApp } from '../../testing/test-app';

const configured = {
  ANALYTICS_API_KEY: 'public-analytics-key',
  ANALYTICS_SERVER_URL: 'https://events.example.com/collect',
  SUPPORT_WIDGET_URL: 'https://support.example.com/widget.js',
  // Server-side secrets that must never reach this public answer.
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_never_public',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  BANK_LINK_PROVIDER: 'plaid',
  PLAID_CLIENT_ID: 'plaid-client',
  PLAID_SECRET: 'plaid-secret-never-public',
};

describe('GET /api/client-config', () => {
  it('answers both tools off by default, without signing in', async () => {
    const t = await startTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/client-config/' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        payments: { provider: 'sandbox', publishable_key: null },
        bank_link: { provider: 'sandbox' },
        analytics: null,
        support: null,
      });
    } finally {
      await t.close();
    }
  });

  it('answers the configured collector and widget, and nothing secret', async () => {
    const t = await startTestApp(configured);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        payments: { provider: 'stripe', publishable_key: 'pk_test_x' },
        bank_link: { provider: 'plaid' },
        analytics: { api_key: 'public-analytics-key', server_url: 'https://events.example.com/collect' },
        support: { widget_url: 'https://support.example.com/widget.js' },
      });
      for (const secret of ['sk_test_never_public', 'plaid-secret-never-public', t.config.sessionSecret]) {
        expect(response.body).not.toContain(secret);
      }
      expect(response.headers['set-cookie']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('analytics and support configuration', () => {
  const base = { DATA_DIR: '/tmp/unused', SESSION_SECRET: 'x'.repeat(32) };

  it('is off unless set', () => {
    const config = loadConfig(base);
    expect(config.analytics).toBeNull();
    expect(config.support).toBeNull();
  });

  it('refuses URLs that are not http(s) and half an analytics setup', () => {
    expect(() => loadConfig({ ...base, ANALYTICS_API_KEY: 'k', ANALYTICS_SERVER_URL: 'ftp://events.example.com' })).toThrow(
      /ANALYTICS_SERVER_URL: Use an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => loadConfig({ ...base, SUPPORT_WIDGET_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_WIDGET_URL/);
    expect(() => loadConfig({ ...base, ANALYTICS_API_KEY: 'k' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ANALYTICS_SERVER_URL: 'https://events.example.com' })).toThrow(/ANALYTICS_API_KEY: required/);
  });
});
