import { describe, expect, it } from 'vitest';
import { orderStatusOf, purchaseOrderStatusOf } from './order-status-rules';

describe('purchaseOrderStatusOf', () => {
  it('follows the lines, cancelled lines aside', () => {
    expect(purchaseOrderStatusOf(['pending', 'pending'])).toBe('submitted');
    expect(purchaseOrderStatusOf(['confirmed', 'pending'])).toBe('submitted');
    expect(purchaseOrderStatusOf(['confirmed', 'backordered', 'shipped'])).toBe('accepted');
    expect(purchaseOrderStatusOf(['delivered', 'pending'])).toBe('partially_delivered');
    expect(purchaseOrderStatusOf(['delivered', 'cancelled'])).toBe('delivered');
    expect(purchaseOrderStatusOf(['cancelled', 'cancelled'])).toBe('cancelled');
    expect(purchaseOrderStatusOf(['confirmed', 'cancelled'])).toBe('accepted');
  });

  it('is partially delivered once part of a shipped line was counted on site', () => {
    expect(purchaseOrderStatusOf(['shipped', 'confirmed'], true)).toBe('partially_delivered');
    expect(purchaseOrderStatusOf(['shipped'], true)).toBe('partially_delivered');
    expect(purchaseOrderStatusOf(['delivered', 'delivered'], true)).toBe('delivered');
  });
});

describe('orderStatusOf', () => {
  it('follows the purchase orders, cancelled ones aside', () => {
    expect(orderStatusOf(['submitted', 'submitted'])).toBe('placed');
    expect(orderStatusOf(['submitted', 'accepted'])).toBe('in_progress');
    expect(orderStatusOf(['partially_delivered', 'delivered'])).toBe('in_progress');
    expect(orderStatusOf(['delivered', 'cancelled'])).toBe('completed');
    expect(orderStatusOf(['cancelled'])).toBe('cancelled');
    expect(orderStatusOf(['submitted', 'cancelled'])).toBe('placed');
  });
});
