import { describe, expect, it } from 'vitest';
import { unitPriceFor } from './pricing';

const tiers = [
  { min_quantity: 100, price_cents: 800 },
  { min_quantity: 10, price_cents: 900 },
];

describe('unitPriceFor', () => {
  it('charges the base price below the first break', () => {
    expect(unitPriceFor(9, 1000, tiers)).toBe(1000);
  });

  it('charges the largest break the quantity reaches, whatever order the tiers come in', () => {
    expect(unitPriceFor(10, 1000, tiers)).toBe(900);
    expect(unitPriceFor(99, 1000, tiers)).toBe(900);
    expect(unitPriceFor(250, 1000, tiers)).toBe(800);
  });

  it('charges the base price when the offer has no tiers', () => {
    expect(unitPriceFor(1000, 1234, [])).toBe(1234);
  });
});
