// The one way the product writes dates: "Dec 8, 2026" for a day, "Dec 8, 2026, 2:30 PM" for a
// moment, through Intl in US English. Every page formats through these, so no page shows ISO
// dates next to words.

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const momentFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** Options of {@link formatDay}. */
export interface FormatDayOptions {
  /** Lead with the weekday ("Tue, Dec 8, 2026"): for delivery days, where the weekday matters. */
  weekday?: boolean;
}

/** A calendar day (YYYY-MM-DD) as a local Date, never UTC midnight; null when it is no day. */
export function parseDay(value: string | null | undefined): Date | null {
  const match = value ? CALENDAR_DAY.exec(value) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar day (YYYY-MM-DD: a requested delivery date, a project's start) as "Dec 8, 2026". Read
 * as a local date, so the agreed day does not shift with the viewer's zone; a full timestamp is
 * shown as the viewer's local day. Null for anything that is not a date.
 */
export function formatDay(value: string | null | undefined, options: FormatDayOptions = {}): string | null {
  const date = parseDay(value) ?? parseMoment(value);
  if (!date) return null;
  return (options.weekday ? weekdayFormat : dayFormat).format(date);
}

/** A moment (ISO timestamp: placed, shipped, a status change) in the viewer's zone, with the time. */
export function formatMoment(value: string | null | undefined): string | null {
  const date = parseMoment(value);
  return date ? momentFormat.format(date) : null;
}

/** A time of day ("14:30" or "14:30:00") as the viewer reads it ("2:30 PM"); null when it is none. */
export function formatTimeOfDay(value: string | null | undefined): string | null {
  const match = value ? /^(\d{2}):(\d{2})/.exec(value) : null;
  if (!match) return null;
  return timeFormat.format(new Date(2000, 0, 1, Number(match[1]), Number(match[2])));
}

/** A local calendar day as YYYY-MM-DD: "today" is the viewer's today, not UTC's. */
export function isoDay(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The viewer's today plus `days` (negative for the past), as YYYY-MM-DD. */
export function dayFromToday(days: number, now: Date = new Date()): string {
  return isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}

function parseMoment(value: string | null | undefined): Date | null {
  if (!value || CALENDAR_DAY.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
