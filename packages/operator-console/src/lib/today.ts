import { dayFromToday } from '@marketplace/ui-kit';

/** Today in UTC (YYYY-MM-DD): the API refuses a day after it as one still to come. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The operator's today (YYYY-MM-DD) as a form proposes it for something that happened today; the
 * day before east of UTC until UTC reaches that day too, so the API does not refuse it.
 */
export function operatorToday(now: Date = new Date()): string {
  const local = dayFromToday(0, now);
  const utc = utcToday(now);
  return local < utc ? local : utc;
}
