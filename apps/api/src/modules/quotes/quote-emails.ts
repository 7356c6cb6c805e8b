import { appLink } from '../../lib/links';
import { formatMoney } from '../../lib/money';
import type { MailMessage } from '../../providers/mail/mailer';

/*
 * The emails of a quote request (decision 0611), queued in the transaction of the step that
 * causes them. A supplier's email names only what concerns it: never another supplier's answer.
 */

/** What every quote email names. */
export interface QuoteFacts {
  requestId: string;
  buyerName: string;
  projectName: string;
  publicUrl: string;
}

const builderLink = (facts: QuoteFacts) => appLink(facts.publicUrl, `/quotes/${facts.requestId}`);
const supplierLink = (facts: QuoteFacts) => appLink(facts.publicUrl, `/supplier/quotes/${facts.requestId}`);

/** To each of an invited supplier's people: what is asked, for where, by when. */
export function quoteRequestedEmail(to: string, facts: QuoteFacts & { place: string; neededBy: string; respondBy: string; lines: readonly string[]; note: string | null }): MailMessage {
  const link = supplierLink(facts);
  return {
    to,
    subject: `Quote request from ${facts.buyerName}: ${facts.projectName}`,
    text: [
      `${facts.buyerName} asks you to quote ${facts.lines.length} line${facts.lines.length === 1 ? '' : 's'} for ${facts.projectName} (${facts.place}), needed by ${facts.neededBy}.`,
      `Answer by ${facts.respondBy} (UTC).`,
      '',
      ...facts.lines.map((line) => `  - ${line}`),
      ...(facts.note ? ['', `Note: ${facts.note}`] : []),
      '',
      'Answer here:',
      link,
    ].join('\n'),
    links: { quote: link },
  };
}

/** To the builder who asked: a supplier answered, or answered again. */
export function quoteAnsweredEmail(to: string, facts: QuoteFacts & { supplierName: string; version: number; totalCents: number; currency: string; validUntil: string }): MailMessage {
  const link = builderLink(facts);
  const verb = facts.version > 1 ? 'revised its quote' : 'answered your quote request';
  return {
    to,
    subject: `${facts.supplierName} ${verb} for ${facts.projectName}`,
    text: [`${facts.supplierName} ${verb} for ${facts.projectName}: ${formatMoney(facts.totalCents, facts.currency)} for what it offers, valid until ${facts.validUntil}.`, '', 'Compare the answers here:', link].join('\n'),
    links: { quote: link },
  };
}

/** To the builder who asked: a supplier declined. */
export function quoteDeclinedEmail(to: string, facts: QuoteFacts & { supplierName: string; note: string | null }): MailMessage {
  const link = builderLink(facts);
  return {
    to,
    subject: `${facts.supplierName} declined your quote request for ${facts.projectName}`,
    text: [`${facts.supplierName} will not quote your request for ${facts.projectName}.`, ...(facts.note ? ['', `Note: ${facts.note}`] : []), '', link].join('\n'),
    links: { quote: link },
  };
}

/** To a winning supplier: the lines it won; the order follows when the builder checks out. */
export function quoteAwardedEmail(to: string, facts: QuoteFacts & { lines: readonly string[]; totalCents: number; currency: string }): MailMessage {
  const link = supplierLink(facts);
  return {
    to,
    subject: `Your quote for ${facts.projectName} was accepted`,
    text: [
      `${facts.buyerName} accepted your quote for ${facts.projectName}: ${formatMoney(facts.totalCents, facts.currency)}.`,
      '',
      ...facts.lines.map((line) => `  - ${line}`),
      '',
      'The purchase order follows when they check out, at the prices you quoted.',
      link,
    ].join('\n'),
    links: { quote: link },
  };
}

/** To an invited supplier that won nothing. */
export function quoteNotAwardedEmail(to: string, facts: QuoteFacts): MailMessage {
  const link = supplierLink(facts);
  return {
    to,
    subject: `Quote request closed: ${facts.projectName}`,
    text: [`${facts.buyerName} closed its quote request for ${facts.projectName} and chose another offer this time. Thank you for answering.`, '', link].join('\n'),
    links: { quote: link },
  };
}

/** To an invited supplier still taking part: the request is withdrawn. */
export function quoteCancelledEmail(to: string, facts: QuoteFacts & { note: string | null }): MailMessage {
  const link = supplierLink(facts);
  return {
    to,
    subject: `Quote request cancelled: ${facts.projectName}`,
    text: [`${facts.buyerName} cancelled its quote request for ${facts.projectName}; no answer is needed.`, ...(facts.note ? ['', `Note: ${facts.note}`] : []), '', link].join('\n'),
    links: { quote: link },
  };
}
