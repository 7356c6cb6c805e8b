import type { AccountType } from '@marketplace/contracts';
import type { MailMessage } from '../../providers/mail/mailer';

const typeLabels: Record<AccountType, string> = {
  builder: 'a builder',
  supplier: 'a supplier',
  builder_receiver: 'a builder receiver',
};

/** The email that carries an invitation link. */
export function invitationEmail(options: {
  to: string;
  inviterName: string;
  companyName: string;
  userType: AccountType;
  link: string;
}): MailMessage {
  return {
    to: options.to,
    subject: `You're invited to join ${options.companyName}`,
    text: [
      'Hello,',
      '',
      `${options.inviterName} invited you to join ${options.companyName} on the marketplace as ${typeLabels[options.userType]}.`,
      '',
      'Create your account here:',
      options.link,
      '',
      'The link works once and expires in 7 days. If you did not expect this invitation, ignore this email.',
    ].join('\n'),
    links: { create_account: options.link },
  };
}
