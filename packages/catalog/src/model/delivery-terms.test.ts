import { describe, expect, it } from 'vitest';
import { deliveryExplanation, minimumOrderText } from './delivery-terms';

describe('deliveryExplanation', () => {
  it('says stock ships tomorrow and when the lead time applies', () => {
    expect(deliveryExplanation({ stockOnHand: 200, minimumOrderQuantity: 1, leadTimeDays: 10 }, 'piece')).toBe(
      'In stock: earliest delivery tomorrow; lead time 10 days when out of stock.',
    );
  });

  it('says the lead time applies when stock is below the minimum order', () => {
    expect(deliveryExplanation({ stockOnHand: 3, minimumOrderQuantity: 25, leadTimeDays: 1 }, 'piece')).toBe(
      'Only 3 pieces in stock, less than the minimum order: lead time 1 day.',
    );
  });

  it('says the lead time applies when out of stock', () => {
    expect(deliveryExplanation({ stockOnHand: 0, minimumOrderQuantity: 1, leadTimeDays: 7 }, 'sheet')).toBe('Out of stock: lead time 7 days.');
  });
});

describe('minimumOrderText', () => {
  it('names the minimum with its unit in the right number', () => {
    expect(minimumOrderText(25, 'piece')).toBe('Minimum order 25 pieces');
    expect(minimumOrderText(1, 'piece')).toBeNull();
  });
});
