import type { MailMessage } from '../../providers/mail/mailer';

/** The email that carries the link confirming a new account's address. */
export function verifyEmailEmail(options: { to: string; firstName: string; link: string }): MailMessage {
  return {
    to: options.to,
    subject: 'Confirm your email address',
    text: [
      `Hello ${options.firstName},`,
      '',
      'Welcome to the marketplace. Confirm your email address to finish signing up:',
      options.link,
      '',
      'Until then you can browse the catalogue, but not place orders, apply for credit, invite your team or publish products.',
      'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
    ].join('\n'),
    links: { verify_email: options.link },
  };
}
