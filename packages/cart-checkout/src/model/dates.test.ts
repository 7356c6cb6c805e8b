import { describe, expect, it } from 'vitest';
import { formatDay, todayIso } from './dates';

describe('dates', () => {
  it('reads a calendar day as that day wherever the viewer is', () => {
    expect(formatDay('2026-11-24')).toBe('Tue, Nov 24, 2026');
    expect(formatDay(null)).toBeNull();
    expect(formatDay('soon')).toBeNull();
  });

  it('gives today in the local calendar', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
