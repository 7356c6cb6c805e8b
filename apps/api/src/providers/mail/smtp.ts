import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/** Sends through the SMTP server at `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);

  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
    },
    async close() {
      transport.close();
    },
  };
}
