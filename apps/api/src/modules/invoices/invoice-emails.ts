import type { DisputeReason } from '@marketplace/contracts';
import { appLink } from '../../lib/links';
import { formatMoney } from '../../lib/money';
import type { MailMessage } from '../../providers/mail/mailer';

/** What every invoice email names. */
export interface InvoiceFacts {
  id: string;
  number: string;
  supplierName: string;
  buyerName: string;
  purchaseOrderNumber: string;
  projectName: string;
  totalCents: number;
  currency: string;
  dueDate: string;
  publicUrl: string;
}

const invoiceLink = (facts: InvoiceFacts) => appLink(facts.publicUrl, `/invoices/${facts.id}`);
const supplierLink = (facts: InvoiceFacts) => appLink(facts.publicUrl, '/supplier/invoices');

/** Reasons of a dispute as a sentence says them. */
export const disputeReasonWords: Record<DisputeReason, string> = {
  short_shipped: 'short shipped',
  damaged: 'damaged goods',
  price_mismatch: 'prices that differ from the purchase order',
  not_ordered: 'items not ordered',
  duplicate: 'a duplicate invoice',
};

/** How a matched invoice came to match, and what became of it: it arrived so, or late goods made it so; approved automatically or not. */
export interface MatchOccasion {
  /** Matched again after goods it bills were received, not on arrival. */
  matchedAgain?: boolean;
  /** Approved at once, as the company's invoice tolerances say. */
  autoApproved?: boolean;
}

/** The sentence saying a matched invoice matches, and what is next for it. */
function matchedVerdict({ matchedAgain = false, autoApproved = false }: MatchOccasion): string {
  const matches = matchedAgain ? 'The goods it bills were received since it arrived: it now matches the purchase order and what was received' : 'It matches the purchase order and what was received';
  return autoApproved ? `${matches}, and was approved automatically, as the company’s invoice tolerances say.` : `${matches}: it is ready to approve.`;
}

/**
 * To the buying company's owners and admins: an invoice arrived, matched or with exceptions, or
 * one with exceptions matched once late goods were received.
 */
export function invoiceArrivedEmail(to: string, facts: InvoiceFacts & MatchOccasion & { matched: boolean; exceptions: readonly string[]; totalNote: string | null }): MailMessage {
  const link = invoiceLink(facts);
  const amount = formatMoney(facts.totalCents, facts.currency);
  const head = `${facts.supplierName} sent invoice ${facts.number} of ${amount} for purchase order ${facts.purchaseOrderNumber} (${facts.projectName}), due ${facts.dueDate}.`;
  const verdict = facts.matched ? matchedVerdict(facts) : 'It does not match the purchase order or what was received:';
  const matchedSubject = `${facts.matchedAgain ? 'matched now the goods are received' : 'matched'}${facts.autoApproved ? ', approved automatically' : ''}`;
  return {
    to,
    subject: facts.matched ? `Invoice ${facts.number} from ${facts.supplierName}: ${matchedSubject}` : `Invoice ${facts.number} from ${facts.supplierName}: ${facts.exceptions.length ? `${facts.exceptions.length} exception${facts.exceptions.length === 1 ? '' : 's'}` : 'total over the purchase order'}`,
    text: [head, '', verdict, ...facts.exceptions.map((line) => `- ${line}`), ...(facts.totalNote ? [`- ${facts.totalNote}`] : []), '', link].join('\n'),
    links: { invoice: link },
  };
}

/** To the supplier's users: the buyer disputed, approved or paid their invoice. */
export function invoiceDecidedEmail(to: string, facts: InvoiceFacts & { outcome: 'disputed' | 'approved' | 'paid'; reason?: DisputeReason; note?: string | null }): MailMessage {
  const link = supplierLink(facts);
  const amount = formatMoney(facts.totalCents, facts.currency);
  const sentence = {
    disputed: `${facts.buyerName} disputes your invoice ${facts.number} of ${amount} (purchase order ${facts.purchaseOrderNumber}) for ${facts.reason ? disputeReasonWords[facts.reason] : 'a reason they give'}. Answer the dispute, or void the invoice and send a corrected one.`,
    approved: `${facts.buyerName} approved your invoice ${facts.number} of ${amount} (purchase order ${facts.purchaseOrderNumber}), due ${facts.dueDate}.`,
    paid: `${facts.buyerName} marked your invoice ${facts.number} of ${amount} (purchase order ${facts.purchaseOrderNumber}) paid.`,
  }[facts.outcome];
  const subject = { disputed: `Invoice ${facts.number} disputed by ${facts.buyerName}`, approved: `Invoice ${facts.number} approved by ${facts.buyerName}`, paid: `Invoice ${facts.number} paid by ${facts.buyerName}` }[facts.outcome];
  return { to, subject, text: [sentence, ...(facts.note ? ['', `Note: ${facts.note}`] : []), '', link].join('\n'), links: { invoices: link } };
}

/** To the builder who disputed: the supplier answered. */
export function disputeAnsweredEmail(to: string, facts: InvoiceFacts & { response: string }): MailMessage {
  const link = invoiceLink(facts);
  return {
    to,
    subject: `${facts.supplierName} answered your dispute of invoice ${facts.number}`,
    text: [`${facts.supplierName} answered your dispute of invoice ${facts.number} (purchase order ${facts.purchaseOrderNumber}):`, '', facts.response, '', link].join('\n'),
    links: { invoice: link },
  };
}
