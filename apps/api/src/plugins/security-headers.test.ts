import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestApp } from '../testing/test-app';
import { permissionsPolicy } from './permissions-policy';
import { contentSecurityDirectives } from './security-headers';

const base = { DATA_DIR: '/tmp/unused', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://market.example.com' };

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
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      // The XSS auditor it drove is gone from browsers; the CSP does its job.
      expect(response.headers).not.toHaveProperty('x-xss-protection');
      expect(response.headers['permissions-policy']).toContain('camera=()');
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

  it('keeps scripts to the site and its configured vendors: no inline or eval’d code, no plugins, never framed', () => {
    const directives = contentSecurityDirectives(loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }));
    for (const source of [...(directives['script-src'] ?? []), ...(directives['default-src'] ?? [])]) {
      expect(source).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|blob:/);
    }
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('Permissions-Policy', () => {
  const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' };

  /** The header as feature → allowlist, checking each member is `feature=(…)` (a structured-field inner list). */
  function parse(header: string): Record<string, string[]> {
    return Object.fromEntries(
      header.split(', ').map((member) => {
        const match = /^([a-z-]+)=\(((?:self|"https:\/\/[a-z0-9.-]+")(?: (?:self|"https:\/\/[a-z0-9.-]+"))*)?\)$/.exec(member);
        expect(match, member).not.toBeNull();
        return [match?.[1] ?? '', match?.[2] ? match[2].split(' ') : []];
      }),
    );
  }

  it('denies the powerful features the product does not use, payment included without Stripe', () => {
    const features = parse(permissionsPolicy(loadConfig(base)));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture']) {
      expect(features[feature], feature).toEqual([]);
    }
  });

  it('lets only the page and Stripe’s checkout frames use payment (Apple Pay, Google Pay) when Stripe takes cards', () => {
    const features = parse(permissionsPolicy(loadConfig({ ...base, ...stripe })));
    expect(features.payment).toEqual(['self', '"https://js.stripe.com"', '"https://checkout.stripe.com"']);
    expect(features.camera).toEqual([]);
  });

  it('is sent on every response, the web app’s and the API’s alike', async () => {
    const t = await startTestApp(stripe);
    try {
      for (const url of ['/api/health', '/app/v2/', '/.well-known/security.txt']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.headers['permissions-policy'], url).toBe(permissionsPolicy(t.config));
        expect(response.headers, url).not.toHaveProperty('x-xss-protection');
      }
    } finally {
      await t.close();
    }
  });
});
