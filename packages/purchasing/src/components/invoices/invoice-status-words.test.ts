import { describe, expect, it } from 'vitest';
import { approvedWords } from './invoice-status-words';

describe('approvedWords', () => {
  it('says an approved invoice is approved, and one of an order on credit terms settled on them', () => {
    expect(approvedWords({ number: 'NL-1042', status: 'approved' })).toBe('Invoice NL-1042 is approved.');
    expect(approvedWords({ number: 'NL-1042', status: 'paid' })).toBe('Invoice NL-1042 is approved and settled on the credit terms.');
  });
});
