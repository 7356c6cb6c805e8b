import { describe, expect, it } from 'vitest';
import { agreedDeliveryWords, hasNewTerms, requestedDeliveryWords } from './line-terms';

const line = {
  status: 'pending' as const,
  requestDeliveryDate: '2026-11-10',
  requestedDeliveryTime: null as string | null,
  confirmedDeliveryDate: null as string | null,
  proposedUnitPriceCents: null as number | null,
  proposedDeliveryDate: null as string | null,
};

describe('requestedDeliveryWords', () => {
  it('shows the requested day with the time asked for, if any', () => {
    expect(requestedDeliveryWords(line)).toBe('Tue, Nov 10, 2026');
    expect(requestedDeliveryWords({ ...line, requestedDeliveryTime: '07:30:00' })).toBe('Tue, Nov 10, 2026 at 7:30 AM');
    expect(requestedDeliveryWords({ ...line, requestDeliveryDate: null })).toBe('No date');
  });
});

describe('agreedDeliveryWords', () => {
  it('says "Not yet" only before the supplier answered', () => {
    expect(agreedDeliveryWords(line)).toBe('Not yet');
    expect(agreedDeliveryWords({ ...line, status: 'backordered' })).toBe('Not yet');
  });

  it('reads a confirmation without a day of its own as the requested day agreed, never "Not yet"', () => {
    expect(agreedDeliveryWords({ ...line, status: 'confirmed' })).toBe('Tue, Nov 10, 2026');
    expect(agreedDeliveryWords({ ...line, status: 'confirmed', confirmedDeliveryDate: '2026-11-12' })).toBe('Thu, Nov 12, 2026');
  });

  it('says a proposed day waits for the builder instead of showing a day nobody agreed', () => {
    const proposed = { ...line, status: 'confirmed' as const, proposedDeliveryDate: '2026-11-19' };
    expect(hasNewTerms(proposed)).toBe(true);
    expect(agreedDeliveryWords(proposed)).toBe('Awaiting your answer to the new date');
    expect(agreedDeliveryWords({ ...line, status: 'cancelled', proposedDeliveryDate: '2026-11-19' })).toBe('None');
  });
});
