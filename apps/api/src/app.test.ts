import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './app';
import { startTestApp } from './testing/test-app';

describe('logging', () => {
  it('redacts cookies, authorization, the CSRF header and password or token fields', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.log.info(
      {
        req: { headers: { cookie: 'sessionid=secret-session', authorization: 'Bearer secret-bearer', 'x-csrftoken': 'secret-csrf' } },
        body: { password: 'secret-password', token: 'secret-token', email: 'dana@example.com' },
        input: { new_password: 'secret-new', current_password: 'secret-current' },
      },
      'something happened',
    );
    await app.close();
    const output = lines.join('');
    expect(output).toContain('dana@example.com');
    expect(output).toContain('[redacted]');
    expect(output).not.toMatch(/secret-/);
  });
});

describe('cookies on an https deployment', () => {
  it('marks the session and CSRF cookies Secure when PUBLIC_URL is https', async () => {
    const t = await startTestApp({ PUBLIC_URL: 'https://market.example.com' });
    try {
      const csrf = await t.app.inject({ method: 'GET', url: '/csrf/token/' });
      expect(csrf.cookies.find((c) => c.name === 'csrftoken')?.secure).toBe(true);
      const client = t.client();
      const login = await client.login('builder@example.com');
      expect(login.cookies.find((c) => c.name === 'sessionid')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(login.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await t.close();
    }
  });
});
