// Conversions between the picker's public strings ('YYYY-MM-DD', 'HH:mm:ss') and the
// @internationalized/date objects react-aria works with. The strings are what the API and forms
// store; the objects never leave this folder.
import { type CalendarDate, parseDate, parseTime, Time, toCalendarDate } from '@internationalized/date';
import type { DateValue, TimeValue } from 'react-aria-components';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/** A 'YYYY-MM-DD' string as a CalendarDate; null when absent or not a real calendar date. */
export function parseIsoDate(value: string | undefined | null): CalendarDate | null {
  if (!value || !ISO_DATE.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    // parseDate rejects out-of-range parts (2027-02-30): such a value shows as an empty field.
    return null;
  }
}

/** A 'HH:mm' or 'HH:mm:ss' string as a Time; null when absent or out of range. */
export function parseIsoTime(value: string | undefined | null): Time | null {
  if (!value || !ISO_TIME.test(value)) return null;
  try {
    return parseTime(value);
  } catch {
    return null;
  }
}

/** Any react-aria date as 'YYYY-MM-DD' (the time of day, if any, is dropped). */
export function formatIsoDate(value: DateValue): string {
  return toCalendarDate(value).toString();
}

/** Any react-aria time as 'HH:mm:ss' on a 24-hour clock, whatever the field's hour cycle. */
export function formatIsoTime(value: TimeValue): string {
  const pad = (part: number): string => String(part).padStart(2, '0');
  return `${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}`;
}

/** Copies a time value's clock parts into a plain Time (TimeField may hand back date-times). */
export function toTime(value: TimeValue): Time {
  return new Time(value.hour, value.minute, value.second);
}
