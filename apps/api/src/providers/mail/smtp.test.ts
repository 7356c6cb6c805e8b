import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, tokenFrom } from '../../testing/test-app';
import { createSmtpMailer } from './smtp';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** Reads a quoted-printable body back into text (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  // A real SMTP server on loopback: the mailer holds a full SMTP conversation with it.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP mailer', () => {
  it('delivers a message over SMTP', async () => {
    const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Marketplace <no-reply@marketplace.test>' });
    await mailer.send({ to: 'dana@example.com', subject: 'Hello there', text: 'Line one\nhttp://marketplace.test/x?token=abc', links: {} });
    await mailer.close();
    const message = received.at(-1);
    expect(message?.from).toBe('no-reply@marketplace.test');
    expect(message?.to).toEqual(['dana@example.com']);
    expect(message?.raw).toContain('Subject: Hello there');
    expect(decodeQuotedPrintable(message?.raw ?? '')).toContain('http://marketplace.test/x?token=abc');
  });

  it('is what the app uses when SMTP_URL is set: an invitation arrives with a working link', async () => {
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const builder = t.client();
      await builder.login('builder@example.com');
      const response = await builder.post('/api/invitations/', { email: 'crew@example.com', user_type: 'builder_receiver' });
      expect(response.statusCode).toBe(201);
      const message = received.find((m) => m.to.includes('crew@example.com'));
      expect(message).toBeDefined();
      const body = decodeQuotedPrintable(message?.raw ?? '');
      const link = /http:\/\/marketplace\.test\/app\/v2\/create_account\?token=[\w-]+/.exec(body)?.[0];
      const created = await t.client().post('/api/auth/create_account/', {
        token: tokenFrom(link),
        first_name: 'Casey',
        last_name: 'Crew',
        password: 'jobsite-radio-7',
      });
      expect(created.statusCode).toBe(201);
      expect(await t.outbox()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the SMTP server is unreachable', async () => {
    // A port nothing listens on: take one from a server that is then closed.
    const closed = new SMTPServer({ logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${deadPort}` });
    try {
      const builder = t.client();
      await builder.login('builder@example.com');
      const response = await builder.post('/api/invitations/', { email: 'lost@example.com', user_type: 'builder' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'service_unavailable', display_error: expect.stringContaining('could not send') });
    } finally {
      await t.close();
    }
  });
});
