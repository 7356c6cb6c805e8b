import { CREDIT_TERMS_DAYS, DEFAULT_NET_TERMS_DAYS } from '@marketplace/contracts';
import { addDays, format, parseISO } from 'date-fns';
import type { PaymentMethod } from '../../db/ordering-schema';

/**
 * The buyer's net terms for an invoice: the marketplace's credit terms when the order was placed
 * on them, otherwise Net 30. Both are 30 days today (decision 0503 made credit Net 30), yet they
 * stay two figures: credit terms are the marketplace's to change, Net 30 is the trade's default.
 */
export function netTermsDays(paymentMethod: PaymentMethod): number {
  return paymentMethod === 'credit' ? CREDIT_TERMS_DAYS : DEFAULT_NET_TERMS_DAYS;
}

/**
 * The due date: `days` calendar days after the invoice date (YYYY-MM-DD). Dates have no zone:
 * date-fns counts on the local calendar and formats on it again, so no clock change shifts a day.
 */
export function dueDateOf(invoiceDate: string, days: number): string {
  return format(addDays(parseISO(invoiceDate), days), 'yyyy-MM-dd');
}

/** The calendar day of a moment in UTC, as the API's days are. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
