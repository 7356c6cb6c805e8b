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

/** A real SMTP server on loopback that keeps what it receives: the mailer holds a full SMTP conversation with it. */
async function startRecordingServer(listenPort = 0): Promise<SMTPServer> {
  const recording = new SMTPServer({
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
  await new Promise<void>((resolve) => recording.listen(listenPort, '127.0.0.1', resolve));
  return recording;
}

beforeAll(async () => {
  server = await startRecordingServer();
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
      // Queued with the invitation and sent by the job worker: nothing lands in the outbox.
      expect(await t.outbox()).toEqual([]);
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
    } finally {
      await t.close();
    }
  });

  it('keeps an invitation whose email could not be sent, retries it, and delivers it once when the server answers', async () => {
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
      expect(response.statusCode).toBe(201);
      await t.app.jobs.drain();
      const [failed] = await t.app.jobs.failed();
      expect(failed).toMatchObject({ kind: 'email', dead: false, attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
      expect(Date.parse(failed!.retryAt!)).toBeGreaterThan(Date.now());

      // The mail server comes back on that port; the retry (made due now) delivers it.
      const revived = await startRecordingServer(deadPort);
      try {
        expect(await t.app.jobs.retry(failed!.id)).toBe(true);
        await t.app.jobs.drain();
        const delivered = received.filter((m) => m.to.includes('lost@example.com'));
        expect(delivered).toHaveLength(1);
        expect(delivered[0]?.raw).toContain(`Message-ID: <${failed!.id}@marketplace.test>`);
        expect(await t.app.jobs.failed()).toEqual([]);
      } finally {
        await new Promise<void>((resolve) => revived.close(() => resolve()));
      }
    } finally {
      await t.close();
    }
  });
});
