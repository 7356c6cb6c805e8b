import { describe, expect, it } from 'vitest';
import { actionWords, detailWords, subjectWords } from './audit-event-words';

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
});
