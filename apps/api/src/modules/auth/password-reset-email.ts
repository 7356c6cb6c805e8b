import type { MailMessage } from '../../providers/mail/mailer';

/** The email that carries a password-reset link. */
export function passwordResetEmail(options: { to: string; firstName: string; link: string }): MailMessage {
  return {
    to: options.to,
    subject: 'Reset your password',
    text: [
      `Hello ${options.firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your marketplace account.',
      'Choose a new password here:',
      options.link,
      '',
      'The link works once and expires in one hour. If you did not ask for it, ignore this email: your password stays the same.',
    ].join('\n'),
    links: { reset_password: options.link },
  };
}
