import { describe, expect, it } from 'vitest';
import type { CompanyAuditEventData } from '../../api/company-api';
import { auditEventSentence, type AuditNames } from './audit-event-words';

const names: AuditNames = { member: (id) => (id === 'user-paul' ? 'Paul Approver' : undefined), project: (id) => (id === 'proj-maple' ? 'Maple Street Duplex' : undefined) };

const event = (action: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null, subjectId: string | null = null): CompanyAuditEventData => ({
  id: 'ev',
  actor: { id: 'user-omar', email: 'omar@summit.example', firstName: 'Omar', lastName: 'Owner' },
  action,
  subjectType: 'user',
  subjectId,
  before,
  after,
  createdAt: '2026-11-22T09:30:00.000Z',
});

describe('the audit log’s sentences', () => {
  it('names the member and both roles of a role change, and what a buyer left', () => {
    expect(auditEventSentence(event('member.role', { companyRole: 'approver' }, { companyRole: 'buyer' }, 'user-paul'), names)).toBe('Omar Owner changed Paul Approver’s role from approver to buyer.');
  });

  it('words a member who left as a former member', () => {
    expect(auditEventSentence(event('member.limits', null, { orderLimitCents: null, monthlyLimitCents: 100_000, approvalLimitCents: null }, 'user-gone'), names)).toBe(
      'Omar Owner set a former member’s limits: no order limit, $1,000.00 a month, no approval limit.',
    );
  });

  it('words settings that let budgets only warn and have no threshold', () => {
    expect(auditEventSentence(event('purchasing_settings.change', null, { approvalThresholdCents: null, approvalExpiryHours: 1, approvalOverBudget: false }), names)).toBe(
      'Omar Owner changed the purchasing settings: no approval threshold, requests wait 1 hour, budgets only warn.',
    );
  });

  it('words the removal of every approver and an invitation of an admin', () => {
    expect(auditEventSentence(event('project.approvers', { userIds: ['user-paul'] }, { userIds: [] }, 'proj-maple'), names)).toBe('Omar Owner removed every approver of Maple Street Duplex.');
    expect(auditEventSentence(event('invitation.create', null, { email: 'ann@summit.example', userType: 'builder', companyRole: 'admin' }), names)).toBe('Omar Owner invited ann@summit.example as an admin.');
  });

  it('words the quotes’ and invoices’ steps', () => {
    expect(auditEventSentence(event('quote.award', { status: 'sent' }, { status: 'closed', lines: [{}, {}], totalCents: 50_580 }), names)).toBe(
      'Omar Owner awarded 2 quoted lines worth $505.80; they went into the project’s cart.',
    );
    expect(auditEventSentence(event('invoice.override', { status: 'exception', number: 'RB-778' }, { status: 'approved', overrideReason: 'Late truck.' }), names)).toBe(
      'Omar Owner approved invoice RB-778 despite its exceptions. Reason: “Late truck.”',
    );
    expect(auditEventSentence(event('invoice.export', { status: 'approved' }, { status: 'exported', format: 'quickbooks', invoices: ['NL-1001'] }), names)).toBe('Omar Owner exported 1 invoice for QuickBooks.');
    expect(auditEventSentence(event('invoice_tolerances.change', null, { defaults: {} }), names)).toBe('Omar Owner changed the invoice tolerances.');
  });

  it('words an action it does not know in plain words', () => {
    expect(auditEventSentence(event('invitation.revoke', null, null), names)).toBe('Omar Owner: invitation revoke.');
  });
});

describe('the audit log’s sentences of the bookkeeping export', () => {
  it('words a payments file apart from a bills file, and a change of the account codes', () => {
    expect(auditEventSentence(event('invoice.export', { paymentExported: false }, { paymentExported: true, kind: 'payments', format: 'xero', invoices: ['NL-1001', 'NL-1002'] }), names)).toBe('Omar Owner exported the payments of 2 invoices for Xero.');
    expect(auditEventSentence(event('invoice.export', { status: 'approved' }, { status: 'exported', kind: 'bills', format: 'xero', invoices: ['NL-1001'] }), names)).toBe('Omar Owner exported 1 invoice for Xero.');
    expect(auditEventSentence(event('account_codes.change', null, { defaultAccount: { xeroCode: '400', quickbooksAccount: 'Purchases' }, categories: [] }), names)).toBe('Omar Owner changed the account codes.');
  });
});
