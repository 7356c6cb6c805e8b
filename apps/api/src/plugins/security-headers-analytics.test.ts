import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestApp } from '../testing/test-app';
import { contentSecurityDirectives } from './security-headers';

const base = { DATA_DIR: '/tmp/unused', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://market.example.com' };

describe('CSP connect-src and the analytics collector', () => {
  it('stays same-origin without a collector', () => {
    expect(contentSecurityDirectives(loadConfig(base))['connect-src']).toEqual(["'self'"]);
  });

  it('allows exactly the collector’s origin when it is another one', () => {
    const config = loadConfig({ ...base, ANALYTICS_API_KEY: 'k', ANALYTICS_SERVER_URL: 'https://events.example.com:8443/collect' });
    expect(contentSecurityDirectives(config)['connect-src']).toEqual(["'self'", 'https://events.example.com:8443']);
  });

  it('adds nothing for a collector on the site’s own origin', () => {
    const config = loadConfig({ ...base, ANALYTICS_API_KEY: 'k', ANALYTICS_SERVER_URL: 'https://market.example.com/collect' });
    expect(contentSecurityDirectives(config)['connect-src']).toEqual(["'self'"]);
  });

  it('is sent on responses', async () => {
    const t = await startTestApp({ ANALYTICS_API_KEY: 'k', ANALYTICS_SERVER_URL: 'http://127.0.0.1:4100/collect' });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(response.headers['content-security-policy'])).toContain("connect-src 'self' http://127.0.0.1:4100");
    } finally {
      await t.close();
    }
  });
});
