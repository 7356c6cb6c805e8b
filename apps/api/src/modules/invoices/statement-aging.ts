import type { AgingBuckets } from '@marketplace/contracts';
import { differenceInCalendarDays, parseISO } from 'date-fns';

/** The bucket an open invoice falls in, by the days it is past due. */
export type AgingBucket = keyof AgingBuckets;

/** No days past due: nothing in any bucket. */
export const emptyAging = (): AgingBuckets => ({ current_cents: 0, days_1_30_cents: 0, days_31_60_cents: 0, days_61_90_cents: 0, days_over_90_cents: 0 });

/** Whole calendar days from the due date to `today` (both YYYY-MM-DD): 0 or less is not yet late. */
export function daysPastDue(dueDate: string, today: string): number {
  return differenceInCalendarDays(parseISO(today), parseISO(dueDate));
}

/** Current (due today or later), 1–30, 31–60, 61–90 or over 90 days past due. */
export function agingBucketOf(dueDate: string, today: string): AgingBucket {
  const late = daysPastDue(dueDate, today);
  if (late <= 0) return 'current_cents';
  if (late <= 30) return 'days_1_30_cents';
  if (late <= 60) return 'days_31_60_cents';
  if (late <= 90) return 'days_61_90_cents';
  return 'days_over_90_cents';
}

/** Open invoices' totals in their buckets. */
export function ageInvoices(invoices: readonly { due_date: string; total_cents: number }[], today: string): AgingBuckets {
  const aging = emptyAging();
  for (const invoice of invoices) aging[agingBucketOf(invoice.due_date, today)] += invoice.total_cents;
  return aging;
}
