import type { Availability } from '@marketplace/contracts';
import { DAY_MS } from '../../lib/time';

/** What availability needs to know about an offer. */
export interface OfferStock {
  company_id: string;
  stock_on_hand: number;
  minimum_order_quantity: number;
  lead_time_days: number;
}

/** Postal codes compare without spaces and case ("sw1a 1aa" is "SW1A1AA"). */
export function normalizePostalCode(postalCode: string): string {
  return postalCode.replace(/\s+/g, '').toUpperCase();
}

/**
 * Every prefix of a postal code, shortest first ("94158" → 9, 94, 941, 9415, 94158): a
 * supplier serves the code when one of its service-area prefixes is among them, which one
 * indexed IN lookup answers.
 */
export function postalPrefixes(postalCode: string): string[] {
  const code = normalizePostalCode(postalCode).slice(0, 12);
  return Array.from({ length: code.length }, (_, i) => code.slice(0, i + 1));
}

/** The UTC calendar date `days` after `now`, as YYYY-MM-DD. */
export function utcDateAfter(days: number, now: Date): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Availability of an offer for a project (PRODUCT.md): deliverable when the supplier serves the
 * project's postal code. Stock covering the minimum order ships for tomorrow; otherwise the
 * supplier's lead time applies (at least a day: nothing is delivered the day it is ordered).
 */
export function availabilityOf(offer: OfferStock, servingSuppliers: ReadonlySet<string>, now: Date): Availability {
  const deliverable = servingSuppliers.has(offer.company_id);
  const days = offer.stock_on_hand >= offer.minimum_order_quantity ? 1 : Math.max(1, offer.lead_time_days);
  return {
    deliverable,
    stock_on_hand: offer.stock_on_hand,
    earliest_delivery_date: deliverable ? utcDateAfter(days, now) : null,
  };
}
