import { companyRoles, MAX_APPROVAL_EXPIRY_HOURS, MAX_SPENDING_LIMIT_CENTS, MIN_APPROVAL_EXPIRY_HOURS } from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import * as rules from './company-rules';

describe('the company rules the forms repeat', () => {
  it('agree with the contracts', () => {
    expect(rules.MAX_SPENDING_LIMIT_CENTS).toBe(MAX_SPENDING_LIMIT_CENTS);
    expect(rules.MIN_APPROVAL_EXPIRY_HOURS).toBe(MIN_APPROVAL_EXPIRY_HOURS);
    expect(rules.MAX_APPROVAL_EXPIRY_HOURS).toBe(MAX_APPROVAL_EXPIRY_HOURS);
    expect(rules.companyRoleValues).toEqual(companyRoles);
  });
});
