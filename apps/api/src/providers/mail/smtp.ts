import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';
import { toNodemailer } from './mailer';

/** Sends through the SMTP server at `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);

  return {
    async send(message: MailMessage) {
      await transport.sendMail(toNodemailer(options.from, message));
    },
    async close() {
      transport.close();
    },
  };
}
