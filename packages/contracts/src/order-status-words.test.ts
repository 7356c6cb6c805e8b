import { describe, expect, it } from 'vitest';
import { lineItemStatusWords, newTermsWords, orderStatusWords, purchaseOrderStatusWords, statusTone, statusWords } from './order-status-words';

describe('line item status words', () => {
  it('says who a pending line waits for, from each side', () => {
    expect(lineItemStatusWords('pending', { viewer: 'supplier' })).toBe('Awaiting your answer');
    expect(lineItemStatusWords('pending', { viewer: 'builder' })).toBe('Awaiting the supplier');
    expect(lineItemStatusWords('pending', { viewer: 'builder_receiver' })).toBe('Awaiting the supplier');
  });

  it('puts new terms first while they wait for the builder, whatever the line recorded', () => {
    for (const status of ['pending', 'confirmed', 'backordered'] as const) {
      expect(lineItemStatusWords(status, { viewer: 'supplier', termsPending: true })).toBe('New terms sent, awaiting the builder');
      expect(lineItemStatusWords(status, { viewer: 'builder', termsPending: true })).toBe('New terms to review');
      expect(lineItemStatusWords(status, { viewer: 'builder_receiver', termsPending: true })).toBe('New terms awaiting the builder');
    }
  });

  it('reads the settled statuses alike on both sides', () => {
    for (const viewer of ['builder', 'supplier'] as const) {
      expect(lineItemStatusWords('confirmed', { viewer })).toBe('Confirmed');
      expect(lineItemStatusWords('backordered', { viewer })).toBe('Backordered');
      expect(lineItemStatusWords('shipped', { viewer })).toBe('Shipped');
      expect(lineItemStatusWords('delivered', { viewer, termsPending: true })).toBe('Delivered');
      expect(lineItemStatusWords('cancelled', { viewer, termsPending: true })).toBe('Cancelled');
    }
  });
});

describe('purchase order and order status words', () => {
  it('says who a submitted purchase order waits for, and puts new terms first', () => {
    expect(purchaseOrderStatusWords('submitted', { viewer: 'supplier' })).toBe('Awaiting your answer');
    expect(purchaseOrderStatusWords('submitted', { viewer: 'builder' })).toBe('Awaiting the supplier');
    expect(purchaseOrderStatusWords('accepted', { viewer: 'builder' })).toBe('Accepted');
    expect(purchaseOrderStatusWords('accepted', { viewer: 'supplier', termsPending: true })).toBe('New terms sent, awaiting the builder');
    expect(purchaseOrderStatusWords('partially_delivered', { viewer: 'builder' })).toBe('Partially delivered');
    expect(purchaseOrderStatusWords('delivered', { viewer: 'builder', termsPending: true })).toBe('Delivered');
  });

  it('words orders, with new terms first until the builder answers', () => {
    expect(orderStatusWords('placed', { viewer: 'builder' })).toBe('Placed');
    expect(orderStatusWords('in_progress', { viewer: 'builder' })).toBe('In progress');
    expect(orderStatusWords('in_progress', { viewer: 'builder', termsPending: true })).toBe(newTermsWords('builder'));
    expect(orderStatusWords('completed', { viewer: 'builder' })).toBe('Completed');
    expect(orderStatusWords('cancelled', { viewer: 'supplier', termsPending: true })).toBe('Cancelled');
  });
});

describe('statusWords for recorded changes', () => {
  it('words a status by what it belongs to, and an unknown one readably', () => {
    expect(statusWords('line_item', 'pending', { viewer: 'builder' })).toBe('Awaiting the supplier');
    expect(statusWords('purchase_order', 'partially_delivered', { viewer: 'supplier' })).toBe('Partially delivered');
    expect(statusWords('order', 'in_progress', { viewer: 'builder' })).toBe('In progress');
    expect(statusWords('order', 'awaiting_payment', { viewer: 'builder' })).toBe('Awaiting payment');
  });
});

describe('statusTone', () => {
  it('marks waiting on new terms as a warning and the rest by where they stand', () => {
    expect(statusTone('confirmed', { termsPending: true })).toBe('warning');
    expect(statusTone('confirmed')).toBe('info');
    expect(statusTone('delivered', { termsPending: true })).toBe('success');
    expect(statusTone('cancelled')).toBe('danger');
    expect(statusTone('pending')).toBe('neutral');
  });
});
