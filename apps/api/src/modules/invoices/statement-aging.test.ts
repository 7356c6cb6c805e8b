import { describe, expect, it } from 'vitest';
import { dueDateOf, netTermsDays, utcDay } from './invoice-terms';
import { ageInvoices, agingBucketOf, daysPastDue } from './statement-aging';

describe('dueDateOf', () => {
  it('adds the net terms in calendar days, across months, years and leap days', () => {
    expect(dueDateOf('2026-01-31', 30)).toBe('2026-03-02');
    expect(dueDateOf('2026-12-15', 30)).toBe('2027-01-14');
    expect(dueDateOf('2028-02-01', 30)).toBe('2028-03-02');
    expect(dueDateOf('2026-03-01', 0)).toBe('2026-03-01');
  });

  it('uses the credit terms for an order on terms and Net 30 otherwise', () => {
    expect(netTermsDays('credit')).toBe(30);
    expect(netTermsDays('card')).toBe(30);
  });
});

describe('aging', () => {
  const today = utcDay(new Date('2026-06-30T23:59:59.000Z'));

  it('counts days past due on the calendar, UTC', () => {
    expect(today).toBe('2026-06-30');
    expect(daysPastDue('2026-06-30', today)).toBe(0);
    expect(daysPastDue('2026-07-01', today)).toBe(-1);
    expect(daysPastDue('2026-05-31', today)).toBe(30);
  });

  it('puts each invoice in its bucket, at every edge', () => {
    const cases: [string, string][] = [
      ['2026-07-30', 'current_cents'],
      ['2026-06-30', 'current_cents'],
      ['2026-06-29', 'days_1_30_cents'],
      ['2026-05-31', 'days_1_30_cents'],
      ['2026-05-30', 'days_31_60_cents'],
      ['2026-05-01', 'days_31_60_cents'],
      ['2026-04-30', 'days_61_90_cents'],
      ['2026-04-01', 'days_61_90_cents'],
      ['2026-03-31', 'days_over_90_cents'],
    ];
    for (const [due, bucket] of cases) expect(agingBucketOf(due, today), due).toBe(bucket);
  });

  it('adds the open invoices’ totals up per bucket', () => {
    expect(
      ageInvoices(
        [
          { due_date: '2026-07-10', total_cents: 100 },
          { due_date: '2026-07-01', total_cents: 50 },
          { due_date: '2026-06-01', total_cents: 200 },
          { due_date: '2026-01-01', total_cents: 7 },
        ],
        today,
      ),
    ).toEqual({ current_cents: 150, days_1_30_cents: 200, days_31_60_cents: 0, days_61_90_cents: 0, days_over_90_cents: 7 });
  });
});
