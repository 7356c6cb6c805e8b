import type { QuoteMessage } from '@marketplace/contracts';
import { mockBuyer } from './fixtures';
import { mockQuoteSuppliers } from './quote-fixtures';

/** A message as the mock API keeps it: the request it belongs to, and the copies of one sent to all. */
export interface MockQuoteMessage {
  requestId: string;
  /** Shared by the copies of a message sent to every supplier; null otherwise. */
  toAllId: string | null;
  message: QuoteMessage;
}

const summit = { id: 'company-summit', name: 'Summit Builders' };
const { northside, ridge, oakline, harbor } = mockQuoteSuppliers;
const lines = {
  studs: { id: 'ql-studs', description: 'Douglas Fir Framing Lumber, 2x4 × 8 ft #2' },
  cdx: { id: 'ql-cdx', description: 'CDX Plywood Sheathing, 3/4 in × 4 × 8 ft' },
};

/** The people who write for each supplier. */
const writers: Record<string, { id: string; name: string }> = {
  [northside.id]: { id: 'user-sam', name: 'Sam Northside' },
  [ridge.id]: { id: 'user-rita', name: 'Rita Ridge' },
};

/** A message of `supplier`'s thread: the builder's (Dana's) when `fromSupplier` is false. */
function message(requestId: string, supplier: { id: string; name: string }, sequence: number, fromSupplier: boolean, body: string, createdAt: string, extra: Partial<QuoteMessage> = {}, toAllId: string | null = null): MockQuoteMessage {
  return {
    requestId,
    toAllId,
    message: {
      id: `msg-${requestId}-${supplier.id}-${sequence}`,
      supplier,
      sequence,
      author: fromSupplier ? { side: 'supplier', company: supplier, user: writers[supplier.id] ?? { id: 'user-supplier', name: 'A supplier' } } : { side: 'builder', company: summit, user: mockBuyer },
      body,
      quote_line: null,
      to_all: toAllId !== null,
      created_at: createdAt,
      ...extra,
    },
  };
}

/**
 * The messages of Maple Street's request (`quote-1`) and of the cancelled one (`quote-c`): Dana's
 * word to every supplier about the site, Northside's question on the studs and her answer, Ridge's
 * note on its substitute.
 */
export function mockQuoteMessages(): MockQuoteMessage[] {
  const everyone = (requestId: string) =>
    [northside, ridge, oakline, harbor].map((supplier) => message(requestId, supplier, 1, false, 'Deliveries go to the rear lot off Alder Street; the gate code is 4521.', '2026-11-20T11:00:00.000Z', {}, `all-${requestId}`));
  return [
    ...everyone('quote-1'),
    message('quote-1', northside, 2, true, 'Can we bring the studs in two drops? The second would follow within a week.', '2026-11-21T09:15:00.000Z', { quote_line: lines.studs }),
    message('quote-1', northside, 3, false, 'Two drops are fine, as long as the second arrives by December 5.', '2026-11-21T09:40:00.000Z', { quote_line: lines.studs }),
    message('quote-1', ridge, 2, true, 'We quoted OSB instead of the CDX: same span rating, and in stock.', '2026-11-21T10:30:00.000Z', { quote_line: lines.cdx }),
    ...everyone('quote-c'),
  ];
}
