import type { QuoteAnswerLineStatus, QuoteAnswerStatus } from '@marketplace/contracts';
import { formatDistanceStrict } from 'date-fns';
import type { SupplierQuoteRequestSummary } from '../../api/supplier-quotes-api';

/** Where a request stands for the supplier, as the inbox names it. */
export type QuoteInboxStatus = 'new' | 'viewed' | 'answered' | 'declined' | 'expired' | 'closed';

const inboxWords: Record<QuoteInboxStatus, string> = {
  new: 'New',
  viewed: 'Viewed',
  answered: 'Answered',
  declined: 'Declined',
  expired: 'Expired',
  closed: 'Closed',
};

/**
 * The request's status for the supplier, from its own invitation (the only one it sees). The API
 * marks an invitation expired only when someone next reads the request, so an unanswered one past
 * its deadline (`acceptingAnswers` false) already reads "Expired"; one the builder awarded or
 * cancelled before the supplier answered reads "Closed".
 */
export function inboxStatusOf(request: Pick<SupplierQuoteRequestSummary, 'invitations' | 'status' | 'acceptingAnswers'>): QuoteInboxStatus {
  const invitation = request.invitations[0];
  if (invitation?.status === 'declined') return 'declined';
  if (invitation?.status === 'responded') return 'answered';
  if (invitation?.status === 'expired' || request.status === 'expired') return 'expired';
  if (request.status === 'closed' || request.status === 'cancelled') return 'closed';
  if (!request.acceptingAnswers) return 'expired';
  return invitation?.status === 'viewed' ? 'viewed' : 'new';
}

/** The inbox status in words. */
export function inboxStatusWords(status: QuoteInboxStatus): string {
  return inboxWords[status];
}

const lineStatusWords: Record<QuoteAnswerLineStatus, string> = { offered: 'Offered', substitute: 'Substitute', unavailable: 'Not available' };

/** How the supplier answered one line, in words. */
export function answerLineStatusWords(status: QuoteAnswerLineStatus): string {
  return lineStatusWords[status];
}

const answerWords: Record<QuoteAnswerStatus, string> = {
  submitted: 'Sent to the builder',
  superseded: 'Replaced by a later answer',
  withdrawn: 'Withdrawn',
  accepted: 'Accepted',
  partially_accepted: 'Partly accepted',
  rejected: 'Not chosen',
};

/** What became of the supplier's answer, in words. */
export function answerStatusWords(status: QuoteAnswerStatus): string {
  return answerWords[status];
}

/** How far a moment is from now ("in 3 days", "2 hours ago"): a deadline is read against the clock. */
export function fromNow(moment: string, now: Date = new Date()): string {
  return formatDistanceStrict(new Date(moment), now, { addSuffix: true });
}
