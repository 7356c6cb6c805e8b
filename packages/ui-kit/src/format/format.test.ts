import { describe, expect, it } from 'vitest';
import { dayFromToday, formatDay, formatMoment, formatTimeOfDay, isoDay, parseDay } from './dates';
import { formatBasisPoints, formatMoney } from './money';
import { formatQuantity, pluralWord, possessive } from './words';

describe('formatDay', () => {
  it('reads a calendar day as that same day wherever the viewer is', () => {
    expect(formatDay('2026-12-08')).toBe('Dec 8, 2026');
    expect(formatDay('2026-12-08', { weekday: true })).toBe('Tue, Dec 8, 2026');
  });

  it('shows a timestamp as the viewer’s local day', () => {
    const local = new Date(2026, 11, 8, 15, 0);
    expect(formatDay(local.toISOString())).toBe('Dec 8, 2026');
  });

  it('answers null for what is not a date, never "Invalid Date"', () => {
    expect(formatDay(null)).toBeNull();
    expect(formatDay('soon')).toBeNull();
    expect(formatDay('2026-13-45T00:00')).toBeNull();
    expect(parseDay('2026-1-5')).toBeNull();
  });
});

describe('formatMoment and times', () => {
  it('writes a moment with its time in the viewer’s zone', () => {
    expect(formatMoment(new Date(2026, 11, 8, 14, 30).toISOString())).toBe('Dec 8, 2026, 2:30 PM');
    expect(formatMoment('later')).toBeNull();
  });

  it('writes a time of day in 12-hour words', () => {
    expect(formatTimeOfDay('14:30')).toBe('2:30 PM');
    expect(formatTimeOfDay('07:05:00')).toBe('7:05 AM');
    expect(formatTimeOfDay(null)).toBeNull();
  });

  it('counts days in the local calendar', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(dayFromToday(20, new Date(2026, 11, 20, 9))).toBe('2027-01-09');
    expect(dayFromToday(-3, new Date(2026, 0, 2))).toBe('2025-12-30');
  });
});

describe('formatMoney', () => {
  it('divides cents only for display', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(5, 'EUR')).toBe('€0.05');
    expect(formatMoney(null)).toBe('—');
  });
});

describe('formatBasisPoints', () => {
  it('writes basis points as a percentage, to two decimals at most', () => {
    expect(formatBasisPoints(500)).toBe('5%');
    expect(formatBasisPoints(250)).toBe('2.5%');
    expect(formatBasisPoints(1234)).toBe('12.34%');
    expect(formatBasisPoints(0)).toBe('0%');
  });
});

describe('words', () => {
  it('puts units in the number of their count', () => {
    expect(formatQuantity(1, 'piece')).toBe('1 piece');
    expect(formatQuantity(25, 'piece')).toBe('25 pieces');
    expect(formatQuantity(3, 'box')).toBe('3 boxes');
    expect(formatQuantity(1200, 'sheet')).toBe('1,200 sheets');
    expect(formatQuantity(10, 'each')).toBe('10 each');
    expect(formatQuantity(12, 'sq ft')).toBe('12 sq ft');
    expect(pluralWord(2, 'item')).toBe('items');
    expect(pluralWord(1, 'item')).toBe('item');
  });

  it('writes a possessive without "s’s"', () => {
    expect(possessive('Summit Builders')).toBe('Summit Builders’');
    expect(possessive('Ann')).toBe('Ann’s');
  });
});
