import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

describe('formatPrice', () => {
  it('formats integer cents as US dollars', () => {
    expect(formatPrice(123450)).toBe('$1,234.50');
    expect(formatPrice(5)).toBe('$0.05');
  });

  it('uses the currency given', () => {
    expect(formatPrice(1000, 'CAD')).toBe('CA$10.00');
  });
});
