import type { IncomingLineItem } from '../../api/supplier-orders-api';

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const momentFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A local calendar day as YYYY-MM-DD: "today" is the viewer's today, not UTC's. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The viewer's today plus `days`, as YYYY-MM-DD. */
export function dayFromToday(days: number, now: Date = new Date()): string {
  return isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}

/**
 * A calendar day (YYYY-MM-DD) as "Tue, Nov 24, 2026". Read as a local date, never as UTC midnight,
 * so an agreed delivery day does not shift with the viewer's zone.
 */
export function formatDay(value: string | null | undefined): string | null {
  const match = value ? CALENDAR_DAY.exec(value) : null;
  if (!match) return null;
  return dayFormat.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** A moment (ISO timestamp) in the viewer's zone. */
export function formatMoment(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : momentFormat.format(date);
}

/** Integer cents as money ("$1,234.50"). */
export function formatMoney(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** A line's name as buyers and suppliers read it: product and variant. */
export function lineName(line: IncomingLineItem): string {
  return `${line.productName}, ${line.productSupplierVariantName}`;
}

/** The day a line is due: the one agreed with the supplier, else the one the builder asked for. */
export function dueDay(line: IncomingLineItem): string | null {
  return line.confirmedDeliveryDate ?? line.requestDeliveryDate;
}
