import { describe, expect, it } from 'vitest';
import { formatDeliveryDate } from './dates';

describe('formatDeliveryDate', () => {
  it('shows a calendar day as that day', () => {
    expect(formatDeliveryDate('2026-11-24')).toBe('Tue, Nov 24, 2026');
  });

  it('answers null for a value that is not a date', () => {
    expect(formatDeliveryDate('soon')).toBeNull();
  });
});
