import { describe, expect, it } from 'vitest';
import { missingQuantity } from './shortage';

describe('missingQuantity', () => {
  it('is what was ordered less what was counted, on a line delivered or shipped', () => {
    expect(missingQuantity({ status: 'delivered', quantity: 20, quantityReceived: 18 })).toBe(2);
    expect(missingQuantity({ status: 'shipped', quantity: 20, quantityReceived: 5 })).toBe(15);
  });

  it('is nothing before anything was counted, once all arrived, or on a line not sent', () => {
    expect(missingQuantity({ status: 'delivered', quantity: 20, quantityReceived: null })).toBe(0);
    expect(missingQuantity({ status: 'delivered', quantity: 20, quantityReceived: 20 })).toBe(0);
    expect(missingQuantity({ status: 'confirmed', quantity: 20, quantityReceived: null })).toBe(0);
    expect(missingQuantity({ status: 'cancelled', quantity: 20, quantityReceived: 3 })).toBe(0);
  });
});
