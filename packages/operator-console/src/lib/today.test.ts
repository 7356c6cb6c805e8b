import { describe, expect, it } from 'vitest';
import { operatorToday, utcToday } from './today';

describe('today', () => {
  it('reads today in UTC', () => {
    expect(utcToday(new Date('2026-11-20T23:30:00.000Z'))).toBe('2026-11-20');
  });

  it('proposes the operator’s today, never a day UTC has not reached', () => {
    expect(operatorToday(new Date('2026-11-20T12:00:00.000Z'))).toBe('2026-11-20');
    // Past 23:00 UTC it is already the 21st east of UTC: the 20th is proposed there.
    expect(operatorToday(new Date('2026-11-20T23:30:00.000Z')) <= '2026-11-20').toBe(true);
  });
});
