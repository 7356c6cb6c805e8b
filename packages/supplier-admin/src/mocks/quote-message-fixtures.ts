import type { QuoteMessage } from '@marketplace/contracts';
import { mockSupplierUser, SUPPLIER_COMPANY_ID } from './fixtures';
import { hoursFromNow } from './quote-fixtures';

/** A message as the mock API keeps it: the request whose thread (the mock supplier's) holds it. */
export interface MockQuoteMessage {
  requestId: string;
  message: QuoteMessage;
}

const supplier = { id: SUPPLIER_COMPANY_ID, name: 'Northwind Lumber Co.' };
const summit = { id: 'company-summit', name: 'Summit Builders' };
const bea = { id: 'user-buyer', name: 'Bea Buyer' };
const sam = { id: mockSupplierUser.id, name: `${mockSupplierUser.first_name} ${mockSupplierUser.last_name}` };

function message(requestId: string, sequence: number, fromSupplier: boolean, body: string, hoursAgo: number, line: QuoteMessage['quote_line'] = null): MockQuoteMessage {
  return {
    requestId,
    message: {
      id: `${requestId}-message-${sequence}`,
      supplier,
      sequence,
      author: fromSupplier ? { side: 'supplier', company: supplier, user: sam } : { side: 'builder', company: summit, user: bea },
      body,
      quote_line: line,
      // A supplier is never told that a message went to every supplier.
      to_all: false,
      created_at: hoursFromNow(-hoursAgo),
    },
  };
}

/**
 * The mock supplier's threads: on the answered request the builder's word on the site, a question
 * on the drywall and the answer to it; on the awarded one a thank-you. The new request has none.
 */
export function mockQuoteMessages(): MockQuoteMessage[] {
  const drywall = { id: 'quote-answered-drywall', description: 'UltraLight Drywall Panel, 1/2 in, 4 ft x 8 ft' };
  return [
    message('quote-answered', 1, false, 'The north gate opens at 7 am; the code is 4521.', 30),
    message('quote-answered', 2, true, 'Could we bring the drywall in two drops, a week apart?', 12, drywall),
    message('quote-answered', 3, false, 'Two drops are fine, the second by the end of the month.', 11, drywall),
    message('quote-awarded', 1, false, 'Thank you: the purchase order follows this week.', 99),
  ];
}
