import { describe, expect, it } from 'vitest';
import { actionWords, detailWords, eventDetailWords, subjectWords } from './audit-event-words';

describe('audit event words', () => {
  it('writes an action as words', () => {
    expect(actionWords('supplier.approve')).toBe('Supplier approve');
    expect(actionWords('money_settings_update')).toBe('Money settings update');
  });

  it('names the subject by kind and id', () => {
    expect(subjectWords({ subjectType: 'commission_override', subjectId: 'cat-1' })).toBe('commission override cat-1');
    expect(subjectWords({ subjectType: 'money_settings', subjectId: null })).toBe('money settings');
  });

  it('lists the details (keys arrive camelCased)', () => {
    expect(detailWords({ reason: 'Fake documents', commissionBasisPoints: 400, changes: { a: 1 } })).toBe('reason: Fake documents; commission basis points: 400; changes: {"a":1}');
  });

  it('words a recorded credit repayment as a sentence, amounts in dollars', () => {
    const details = { amountCents: 500_000, bankReference: 'WIRE 20261119-0042', receivedOn: '2026-11-19', owedBeforeCents: 2_362_400 };
    expect(actionWords('credit_repayment.record')).toBe('Credit repayment recorded');
    expect(subjectWords({ subjectType: 'company', subjectId: 'company-summit' })).toBe('company company-summit');
    expect(eventDetailWords({ action: 'credit_repayment.record', details })).toBe('$5,000.00 received Nov 19, 2026, bank reference WIRE 20261119-0042; $23,624.00 was owed before.');
  });

  it('falls back to the details as pairs when an action has no sentence or its details are not as expected', () => {
    expect(eventDetailWords({ action: 'supplier.approve', details: { note: 'Documents checked.' } })).toBe('note: Documents checked.');
    expect(eventDetailWords({ action: 'credit_repayment.record', details: { amountCents: 100 } })).toBe('amount cents: 100');
  });
});
