import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { securityTxt } from './security-txt';

/** The fields of a security.txt, each name with its values in order. */
function fieldsOf(text: string): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const line of text.split('\n').filter((entry) => entry && !entry.startsWith('#'))) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    expect(match, line).not.toBeNull();
    (fields[match?.[1] ?? ''] ??= []).push(match?.[2] ?? '');
  }
  return fields;
}

describe('GET /.well-known/security.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://market.example.com', SECURITY_CONTACT: 'https://market.example.com/report-a-vulnerability' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers RFC 9116’s fields as UTF-8 plain text: the configured contact, an expiry within a year, the language and its own address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const fields = fieldsOf(response.body);
    expect(fields).toMatchObject({
      Contact: ['https://market.example.com/report-a-vulnerability'],
      'Preferred-Languages': ['en'],
      Canonical: ['https://market.example.com/.well-known/security.txt'],
    });
    expect(fields.Expires).toHaveLength(1);
    const expires = new Date(fields.Expires?.[0] ?? '');
    expect(fields.Expires?.[0]).toBe(expires.toISOString());
    expect(expires.getTime()).toBeGreaterThan(Date.now());
    expect(expires.getTime()).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
  });

  it('answers HEAD too, and the same text all day long', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/.well-known/security.txt' })).statusCode).toBe(200);
    const config = { publicUrl: 'https://market.example.com', securityContact: 'mailto:security@market.example.com' };
    expect(securityTxt(config, new Date('2026-03-01T00:00:00Z'))).toBe(securityTxt(config, new Date('2026-03-01T23:59:59Z')));
    expect(securityTxt(config, new Date('2026-03-01T12:00:00Z'))).toContain('Expires: 2026-08-28T00:00:00.000Z');
  });
});

describe('security.txt without SECURITY_CONTACT', () => {
  it('names security@ the public host', async () => {
    const t = await startTestApp({ PUBLIC_URL: 'https://market.example.com' });
    try {
      const fields = fieldsOf((await t.app.inject({ method: 'GET', url: '/.well-known/security.txt' })).body);
      expect(fields.Contact).toEqual(['mailto:security@market.example.com']);
    } finally {
      await t.close();
    }
  });
});
