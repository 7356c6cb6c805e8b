import { describe, expect, it } from 'vitest';
import { accountCodesRequestSchema } from './invoice-accounting';
import { invoiceExportRequestSchema } from './invoices';

function fieldErrors(input: unknown): Record<string, string> {
  const result = accountCodesRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const ACCOUNT = { xero_code: '310', quickbooks_account: 'Job Materials:Lumber' };

describe('accountCodesRequestSchema', () => {
  it('trims the codes, takes an absent list as none and an absent paying account as the standard bank account', () => {
    expect(accountCodesRequestSchema.parse({ default_account: { xero_code: ' 400 ', quickbooks_account: ' Purchases ' } })).toEqual({
      default_account: { xero_code: '400', quickbooks_account: 'Purchases' },
      payment_account: { xero_code: '090', quickbooks_account: 'Checking' },
      categories: [],
    });
    expect(accountCodesRequestSchema.parse({ default_account: ACCOUNT, payment_account: { xero_code: ' 091 ', quickbooks_account: 'Operating Account' } }).payment_account).toEqual({ xero_code: '091', quickbooks_account: 'Operating Account' });
  });

  it('checks the paying account as the other accounts, naming its fields', () => {
    expect(fieldErrors({ default_account: ACCOUNT, payment_account: { xero_code: '=090', quickbooks_account: 'x'.repeat(101) } })).toEqual({
      'payment_account.xero_code': 'Start the Xero account code with a letter or digit.',
      'payment_account.quickbooks_account': 'Use at most 100 characters.',
    });
    expect(fieldErrors({ default_account: ACCOUNT, payment_account: { xero_code: '090' } })).toEqual({ 'payment_account.quickbooks_account': 'Give the QuickBooks account.' });
    expect(fieldErrors({ default_account: ACCOUNT, payment_account: null })).toEqual({ payment_account: 'Give the paying account: a Xero account code and a QuickBooks account.' });
  });

  it('refuses a code too long, blank, or read as a formula, and a category twice', () => {
    expect(
      fieldErrors({
        default_account: { xero_code: '12345678901', quickbooks_account: '' },
        categories: [
          { category_id: 'c-1', ...ACCOUNT },
          { category_id: 'c-1', xero_code: '+1', quickbooks_account: 'x'.repeat(101) },
        ],
      }),
    ).toEqual({
      'default_account.xero_code': 'Use at most 10 characters.',
      'default_account.quickbooks_account': 'Give the QuickBooks account.',
      'categories.1.category_id': 'Give each category once.',
      'categories.1.xero_code': 'Start the Xero account code with a letter or digit.',
      'categories.1.quickbooks_account': 'Use at most 100 characters.',
    });
    expect(fieldErrors({ default_account: ACCOUNT, categories: [{ category_id: 'c-1', ...ACCOUNT }, { category_id: 'c-1', ...ACCOUNT }] })).toEqual({ 'categories.1.category_id': 'Give each category once.' });
  });
});

describe('invoiceExportRequestSchema', () => {
  it('exports the bills unless asked for the payments', () => {
    expect(invoiceExportRequestSchema.parse({ format: 'xero' })).toEqual({ format: 'xero', kind: 'bills' });
    expect(invoiceExportRequestSchema.parse({ format: 'quickbooks', kind: 'payments' })).toEqual({ format: 'quickbooks', kind: 'payments' });
    expect(invoiceExportRequestSchema.safeParse({ format: 'xero', kind: 'receipts' }).success).toBe(false);
  });
});
