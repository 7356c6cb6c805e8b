const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/**
 * Today as YYYY-MM-DD in the viewer's own calendar: the earliest delivery date a builder may ask
 * for (the API refuses past dates).
 */
export function todayIso(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Formats a calendar day (YYYY-MM-DD) as "Tue, Nov 24, 2026". Read as a local date, not as UTC
 * midnight, so the day never shifts by a time zone; null for anything that is not a day.
 */
export function formatDay(value: string | null | undefined): string | null {
  const match = value ? CALENDAR_DAY.exec(value) : null;
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : dayFormat.format(date);
}
