/**
 * Times are stored as UTC ISO-8601 strings from `Date#toISOString()` (always
 * `YYYY-MM-DDTHH:mm:ss.sssZ`, 24 characters). Both SQLite and PostgreSQL keep them as `text`
 * and, because the format is fixed-width, compare them correctly as strings. Native timestamp
 * types would not behave identically across the two databases.
 */
export type IsoTime = string;

/** The current time as a stored timestamp. */
export function nowIso(): IsoTime {
  return new Date().toISOString();
}

/** A stored timestamp `ms` milliseconds after `from` (default: now). */
export function isoAfter(ms: number, from: Date = new Date()): IsoTime {
  return new Date(from.getTime() + ms).toISOString();
}

/** A stored timestamp `ms` milliseconds before now. */
export function isoBefore(ms: number): IsoTime {
  return new Date(Date.now() - ms).toISOString();
}

/** One minute in milliseconds. */
export const MINUTE_MS = 60_000;
/** One hour in milliseconds. */
export const HOUR_MS = 60 * MINUTE_MS;
/** One day in milliseconds. */
export const DAY_MS = 24 * HOUR_MS;
