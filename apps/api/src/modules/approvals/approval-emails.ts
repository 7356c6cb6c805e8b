import type { MailMessage } from '../../providers/mail/mailer';
import { formatMoney } from '../../lib/money';
import { appLink } from '../../lib/links';

/** What every approval email names. */
interface RequestFacts {
  projectName: string;
  requesterName: string;
  totalCents: number;
  currency: string;
  publicUrl: string;
}

const requestsLink = (publicUrl: string) => appLink(publicUrl, '/approvals', {});

/** To an approver: a checkout waits for their decision. */
export function approvalAskedEmail(to: string, facts: RequestFacts & { reasons: readonly string[] }): MailMessage {
  const link = requestsLink(facts.publicUrl);
  return {
    to,
    subject: `Approval needed: ${formatMoney(facts.totalCents, facts.currency)} for ${facts.projectName}`,
    text: [`${facts.requesterName} asks approval of an order of ${formatMoney(facts.totalCents, facts.currency)} for ${facts.projectName}.`, '', ...facts.reasons, '', 'Decide here:', link].join('\n'),
    links: { approvals: link },
  };
}

/** To the buyer: what was decided, and what happens next. */
export function approvalDecidedEmail(to: string, facts: RequestFacts & { outcome: 'approved_on_terms' | 'approved_for_card' | 'rejected'; deciderName: string; note: string | null }): MailMessage {
  const link = requestsLink(facts.publicUrl);
  const amount = formatMoney(facts.totalCents, facts.currency);
  const sentence = {
    approved_on_terms: `${facts.deciderName} approved your order of ${amount} for ${facts.projectName} and placed it on the company's credit terms.`,
    approved_for_card: `${facts.deciderName} approved your order of ${amount} for ${facts.projectName}: check out to pay by card.`,
    rejected: `${facts.deciderName} did not approve your order of ${amount} for ${facts.projectName}. Your cart is yours to change again.`,
  }[facts.outcome];
  return {
    to,
    subject: facts.outcome === 'rejected' ? `Not approved: ${facts.projectName}` : `Approved: ${facts.projectName}`,
    text: [sentence, ...(facts.note ? ['', `Note: ${facts.note}`] : []), '', link].join('\n'),
    links: { approvals: link },
  };
}
