import { describe, expect, it } from 'vitest';
import { basisPointsOfPercent } from './commission-rate';

describe('commission rates', () => {
  it('reads a typed percentage as basis points, to two decimals', () => {
    expect(basisPointsOfPercent('5')).toBe(500);
    expect(basisPointsOfPercent('2.75%')).toBe(275);
    expect(basisPointsOfPercent('0')).toBe(0);
    expect(basisPointsOfPercent('1.234')).toBeNull();
    expect(basisPointsOfPercent('five')).toBeNull();
  });
});
