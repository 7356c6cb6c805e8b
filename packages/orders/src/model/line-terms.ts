import { formatDay, formatTimeOfDay } from '@marketplace/ui-kit';
import type { LineItemData } from '../api/orders-api';

/** Whether the supplier proposed a new price or date on the line that the builder has not answered. */
export function hasNewTerms(line: Pick<LineItemData, 'proposedUnitPriceCents' | 'proposedDeliveryDate'>): boolean {
  return line.proposedUnitPriceCents !== null || line.proposedDeliveryDate !== null;
}

/** The day (and time, when one was asked for) the builder requested: "Tue, Nov 10, 2026 at 7:30 AM". */
export function requestedDeliveryWords(line: Pick<LineItemData, 'requestDeliveryDate' | 'requestedDeliveryTime'>): string {
  const day = formatDay(line.requestDeliveryDate, { weekday: true });
  if (!day) return 'No date';
  const time = formatTimeOfDay(line.requestedDeliveryTime);
  return time ? `${day} at ${time}` : day;
}

/**
 * The delivery day agreed with the supplier, in words that never contradict the line's status: a
 * confirmed day; the requested one when the supplier confirmed without naming another (that day is
 * then agreed); "Awaiting your answer to the new date" while a proposed day waits; "Not yet" before any answer.
 */
export function agreedDeliveryWords(line: Pick<LineItemData, 'status' | 'confirmedDeliveryDate' | 'requestDeliveryDate' | 'proposedUnitPriceCents' | 'proposedDeliveryDate'>): string {
  if (line.status === 'cancelled') return 'None';
  if (hasNewTerms(line) && line.proposedDeliveryDate !== null) return 'Awaiting your answer to the new date';
  const confirmed = formatDay(line.confirmedDeliveryDate, { weekday: true });
  if (confirmed) return confirmed;
  if (line.status === 'pending' || line.status === 'backordered') return 'Not yet';
  return formatDay(line.requestDeliveryDate, { weekday: true }) ?? 'No date set';
}
