import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailLog, MailMessage, Mailer } from './mailer';
import { toNodemailer } from './mailer';

/**
 * Writes a file under a temporary name and renames it into place: whoever reads the outbox (a
 * person, a test waiting for a message) sees a message whole or not at all, never half written.
 */
async function writeWhole(file: string, data: string | Buffer): Promise<void> {
  const partial = `${file}.${randomUUID().slice(0, 8)}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/**
 * Without an SMTP server (local runs, demos, tests) each message is rendered by nodemailer as
 * a real .eml file in `outboxDir`, beside a .json with its recipient, subject, text and links,
 * and its links are logged, so every email flow works offline.
 */
export function createOutboxMailer(options: { outboxDir: string; from: string; log: MailLog }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail(toNodemailer(options.from, message));
      await mkdir(options.outboxDir, { recursive: true });
      const createdAt = message.queuedAt ?? new Date().toISOString();
      // Sortable by time, unique when two messages share a millisecond; the same name for the
      // same message sent twice, which then overwrites itself.
      const base = `${createdAt.replace(/[:.]/g, '-')}-${message.id ?? randomUUID().slice(0, 8)}`;
      const raw = Buffer.isBuffer(info.message) ? info.message : Buffer.from(String(info.message));
      await writeWhole(path.join(options.outboxDir, `${base}.eml`), raw);
      await writeWhole(
        path.join(options.outboxDir, `${base}.json`),
        `${JSON.stringify({ to: message.to, subject: message.subject, text: message.text, links: message.links, created_at: createdAt }, null, 2)}\n`,
      );
      options.log.info({ to: message.to, subject: message.subject, links: message.links, file: `${base}.eml` }, 'Email written to the outbox');
    },
    async close() {
      transport.close();
    },
  };
}
