import { format, isValid, parseISO } from 'date-fns';

/**
 * Formats a delivery date for the viewer ("Tue, Nov 24, 2026"). The API sends calendar days
 * (YYYY-MM-DD) and full timestamps; date-fns reads both in the viewer's time zone, so a day
 * shows as that same day everywhere and a timestamp as the viewer's local day.
 * Answers null for a value that is not a date, so a bad value never renders "Invalid Date".
 */
export function formatDeliveryDate(value: string): string | null {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'EEE, MMM d, yyyy') : null;
}
