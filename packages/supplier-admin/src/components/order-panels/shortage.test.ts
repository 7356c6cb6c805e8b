import { describe, expect, it } from 'vitest';
import { missingQuantity } from './shortage';

const open = { shortageSettledAt: null };

describe('missingQuantity', () => {
  it('is what was ordered less what was counted, on a line delivered or shipped', () => {
    expect(missingQuantity({ ...open, status: 'delivered', quantity: 20, quantityReceived: 18 })).toBe(2);
    expect(missingQuantity({ ...open, status: 'shipped', quantity: 20, quantityReceived: 5 })).toBe(15);
  });

  it('is nothing before anything was counted, once all arrived, or on a line not sent', () => {
    expect(missingQuantity({ ...open, status: 'delivered', quantity: 20, quantityReceived: null })).toBe(0);
    expect(missingQuantity({ ...open, status: 'delivered', quantity: 20, quantityReceived: 20 })).toBe(0);
    expect(missingQuantity({ ...open, status: 'confirmed', quantity: 20, quantityReceived: null })).toBe(0);
    expect(missingQuantity({ ...open, status: 'cancelled', quantity: 20, quantityReceived: 3 })).toBe(0);
  });

  it('is nothing once the supplier accepted the shortage: the line is delivered as counted', () => {
    expect(missingQuantity({ status: 'delivered', quantity: 20, quantityReceived: 18, shortageSettledAt: '2026-11-05T10:00:00.000Z' })).toBe(0);
  });
});
