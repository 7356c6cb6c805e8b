import type { MailMessage } from '../../providers/mail/mailer';

/**
 * The email an existing account gets when someone signs up with its address: sign-up answers
 * alike either way, so the owner, not the person signing up, learns the account exists.
 */
export function signupAttemptEmail(options: { to: string; firstName: string; resetLink: string }): MailMessage {
  return {
    to: options.to,
    subject: 'Someone tried to sign up with your email address',
    text: [
      `Hello ${options.firstName},`,
      '',
      'Someone (hopefully you) tried to create a marketplace account with this email address, which already has one.',
      'If it was you, sign in instead. Forgot your password? Choose a new one here:',
      options.resetLink,
      '',
      'The link works once and expires in one hour. If it was not you, ignore this email: nothing changed.',
    ].join('\n'),
    links: { reset_password: options.resetLink },
  };
}
