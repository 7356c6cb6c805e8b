import { appLink } from '../../lib/links';
import type { MailMessage } from '../../providers/mail/mailer';
import type { QuoteFacts } from './quote-emails';

/*
 * The email of a message in a quote request's thread (decision 0611, "Messages"), queued in the
 * transaction that stores the message, through the same outbox as the other quote emails. It
 * goes to the other side of the thread only: a supplier's people, or the builder who asked.
 */

/** What a message's email names besides the request: who wrote, from which company, about which line. */
export interface QuoteMessageFacts extends QuoteFacts {
  authorName: string;
  authorCompany: string;
  body: string;
  /** The line the message points at, in the request's words. */
  line: string | null;
}

/** To an invited supplier's people: the builder wrote in their thread. */
export function quoteMessageToSupplierEmail(to: string, facts: QuoteMessageFacts): MailMessage {
  return messageEmail(to, facts, `Message from ${facts.authorCompany} about its quote request for ${facts.projectName}`, `/supplier/quotes/${facts.requestId}`);
}

/** To the builder who asked: a supplier wrote in its thread. */
export function quoteMessageToBuilderEmail(to: string, facts: QuoteMessageFacts): MailMessage {
  return messageEmail(to, facts, `Message from ${facts.authorCompany} about your quote request for ${facts.projectName}`, `/quotes/${facts.requestId}`);
}

function messageEmail(to: string, facts: QuoteMessageFacts, subject: string, page: string): MailMessage {
  const link = appLink(facts.publicUrl, page);
  return {
    to,
    subject,
    text: [
      `${facts.authorName} (${facts.authorCompany}) wrote about the quote request for ${facts.projectName}${facts.line ? `, on the line “${facts.line}”` : ''}:`,
      '',
      facts.body,
      '',
      'Read the thread and answer here:',
      link,
    ].join('\n'),
    links: { quote: link },
  };
}
