import { describe, expect, it } from 'vitest';
import { availabilityOf, postalPrefixes, utcDateAfter } from './availability-rules';

const now = new Date('2026-03-10T23:30:00.000Z');

describe('availability rules', () => {
  it('lists every prefix of a normalized postal code', () => {
    expect(postalPrefixes('94158')).toEqual(['9', '94', '941', '9415', '94158']);
    expect(postalPrefixes(' sw1a 1aa ')).toEqual(['S', 'SW', 'SW1', 'SW1A', 'SW1A1', 'SW1A1A', 'SW1A1AA']);
    expect(postalPrefixes('')).toEqual([]);
  });

  it('counts days in UTC', () => {
    expect(utcDateAfter(1, now)).toBe('2026-03-11');
    expect(utcDateAfter(7, new Date('2026-12-28T12:00:00Z'))).toBe('2027-01-04');
  });

  it('ships tomorrow from stock covering the minimum, else after the lead time, only where served', () => {
    const serving = new Set(['a']);
    expect(availabilityOf({ company_id: 'a', stock_on_hand: 10, minimum_order_quantity: 10, lead_time_days: 9 }, serving, now)).toEqual({
      deliverable: true,
      stock_on_hand: 10,
      earliest_delivery_date: '2026-03-11',
    });
    expect(availabilityOf({ company_id: 'a', stock_on_hand: 9, minimum_order_quantity: 10, lead_time_days: 9 }, serving, now).earliest_delivery_date).toBe('2026-03-19');
    expect(availabilityOf({ company_id: 'a', stock_on_hand: 0, minimum_order_quantity: 1, lead_time_days: 0 }, serving, now).earliest_delivery_date).toBe('2026-03-11');
    expect(availabilityOf({ company_id: 'b', stock_on_hand: 50, minimum_order_quantity: 1, lead_time_days: 1 }, serving, now)).toEqual({
      deliverable: false,
      stock_on_hand: 50,
      earliest_delivery_date: null,
    });
  });
});
