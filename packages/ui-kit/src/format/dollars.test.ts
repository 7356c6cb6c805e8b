import { describe, expect, it } from 'vitest';
import { centsOfDollars, dollarsOfCents } from './money';

describe('dollar amounts', () => {
  it.each([
    ['2500', 250_000],
    ['$12,500.50', 1_250_050],
    [' 0.5 ', 50],
  ])('reads %j as %i cents', (text, cents) => {
    expect(centsOfDollars(text)).toBe(cents);
  });

  it.each(['', 'ten', '1.234', '-5', '1e3'])('refuses %j', (text) => {
    expect(centsOfDollars(text)).toBeNull();
  });

  it('writes cents as dollars with two decimals', () => {
    expect(dollarsOfCents(250_000)).toBe('2500.00');
  });
});
