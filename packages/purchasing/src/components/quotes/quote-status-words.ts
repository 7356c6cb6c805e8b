import type { QuoteInvitationStatus, QuoteRequestStatus } from '@marketplace/contracts';

/** Each status of a quote request as the quote pages say it. */
export const quoteRequestStatusWords: Record<QuoteRequestStatus, string> = {
  sent: 'Open for answers',
  closed: 'Awarded',
  cancelled: 'Cancelled',
  expired: 'Expired without an answer',
};

/** Where each supplier invited stands. */
export const quoteInvitationStatusWords: Record<QuoteInvitationStatus, string> = {
  invited: 'Invited, not opened yet',
  viewed: 'Opened, no answer yet',
  responded: 'Answered',
  declined: 'Declined',
  expired: 'Did not answer in time',
};
