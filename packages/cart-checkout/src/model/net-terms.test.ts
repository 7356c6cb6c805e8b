import { describe, expect, it } from 'vitest';
import { NET_TERMS_LABEL, termsDueDay } from './net-terms';

describe('net terms', () => {
  it('are Net 30: an order placed today is due thirty days later, across a month and a year', () => {
    expect(NET_TERMS_LABEL).toBe('Net 30');
    expect(termsDueDay(new Date(2026, 11, 8, 23, 30))).toBe('2027-01-07');
    expect(termsDueDay(new Date(2026, 1, 1, 9, 0))).toBe('2026-03-03');
  });
});
