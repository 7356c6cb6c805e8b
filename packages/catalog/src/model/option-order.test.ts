import { describe, expect, it } from 'vitest';
import { compareOptionValues } from './option-order';

const sorted = (values: string[]) => [...values].sort(compareOptionValues);

describe('compareOptionValues', () => {
  it('orders lengths by their number, not their text', () => {
    expect(sorted(['12 ft', '16 ft', '8 ft', '10 ft'])).toEqual(['8 ft', '10 ft', '12 ft', '16 ft']);
  });

  it('orders fractions and mixed numbers by value', () => {
    expect(sorted(['3/4 in', '1-5/8 in', '5/8 in', '1/2 in', '1 in'])).toEqual(['1/2 in', '5/8 in', '3/4 in', '1 in', '1-5/8 in']);
  });

  it('orders dimensions numerically', () => {
    expect(sorted(['2x10', '2x6', '2x4', '4x4'])).toEqual(['2x4', '2x6', '2x10', '4x4']);
  });

  it('puts words after numbers, alphabetically', () => {
    expect(sorted(['Zinc', '#2', 'Phosphate', '#10'])).toEqual(['#2', '#10', 'Phosphate', 'Zinc']);
  });
});
