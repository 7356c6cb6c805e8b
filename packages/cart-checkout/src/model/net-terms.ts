import { dayFromToday } from '@marketplace/ui-kit';

/**
 * Orders on business credit are due this many days after they are placed ("Net 30"): the
 * usual terms of building-supply accounts (decision 0503).
 */
export const NET_TERMS_DAYS = 30;

/** The net terms as builders read them on invoices: "Net 30". */
export const NET_TERMS_LABEL = `Net ${NET_TERMS_DAYS}`;

/** The day an order placed today on terms is due, as YYYY-MM-DD in the viewer's calendar. */
export function termsDueDay(now: Date = new Date()): string {
  return dayFromToday(NET_TERMS_DAYS, now);
}
