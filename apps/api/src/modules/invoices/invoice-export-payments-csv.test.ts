import { describe, expect, it } from 'vitest';
import { FALLBACK_PAYMENT_ACCOUNT } from './account-codes.repository';
import { paymentsCsv, quickBooksPaymentsCsv, xeroPaymentsCsv } from './invoice-export-payments-csv';
import type { ExportedPayment } from './invoice-export-payments-csv';

function payment(overrides: Partial<ExportedPayment> = {}): ExportedPayment {
  return {
    number: 'INV-7',
    supplier_name: 'Northwind Lumber Co.',
    paid_on: '2026-03-09',
    amount_cents: 12_345,
    currency: 'USD',
    reference: 'Marked paid',
    purchase_order_number: 'PO-1001-1',
    ...overrides,
  };
}

const rowsOf = (csv: string) => csv.trimEnd().split('\n').map((row) => row.split(','));

/** A company's own bank account, as it named it in its account codes. */
const OPERATING = { xero_code: '091', quickbooks_account: 'Operating Account' };

describe('xeroPaymentsCsv', () => {
  it('writes exactly the documented columns, a row per payment, by day, supplier and number', () => {
    const rows = rowsOf(xeroPaymentsCsv([payment({ number: 'INV-9', paid_on: '2026-03-10' }), payment({ supplier_name: 'Granite Supply Inc.', number: 'G-1', reference: 'Credit terms' }), payment()], FALLBACK_PAYMENT_ACCOUNT));
    expect(rows).toEqual([
      ['*InvoiceNumber', '*ContactName', '*Date', '*Amount', 'Reference', '*AccountCode', 'Currency'],
      ['G-1', 'Granite Supply Inc.', '03/09/2026', '123.45', 'Credit terms', '090', 'USD'],
      ['INV-7', 'Northwind Lumber Co.', '03/09/2026', '123.45', 'Marked paid', '090', 'USD'],
      ['INV-9', 'Northwind Lumber Co.', '03/10/2026', '123.45', 'Marked paid', '090', 'USD'],
    ]);
  });

  it('keeps typed text text, never a formula, and writes only the header when nothing is paid', () => {
    expect(rowsOf(xeroPaymentsCsv([payment({ number: '=1+1', reference: '@note' })], FALLBACK_PAYMENT_ACCOUNT))[1]).toEqual(["'=1+1", 'Northwind Lumber Co.', '03/09/2026', '123.45', "'@note", '090', 'USD']);
    expect(xeroPaymentsCsv([], FALLBACK_PAYMENT_ACCOUNT)).toBe('*InvoiceNumber,*ContactName,*Date,*Amount,Reference,*AccountCode,Currency\n');
  });
});

describe('quickBooksPaymentsCsv', () => {
  it('writes exactly the documented columns, MM/dd/yyyy, the purchase order in the memo', () => {
    expect(rowsOf(quickBooksPaymentsCsv([payment({ amount_cents: 100_005 })], FALLBACK_PAYMENT_ACCOUNT))).toEqual([
      ['Bill No', 'Vendor', 'Payment Date', 'Amount', 'Payment Account', 'Reference', 'Memo'],
      ['INV-7', 'Northwind Lumber Co.', '03/09/2026', '1000.05', 'Checking', 'Marked paid', 'PO PO-1001-1'],
    ]);
  });
});

describe('paymentsCsv', () => {
  it('books every payment from the company’s paying account, in either program', () => {
    expect(rowsOf(paymentsCsv('xero', [payment(), payment({ number: 'INV-8' })], OPERATING)).slice(1).map((row) => row[5])).toEqual(['091', '091']);
    expect(rowsOf(paymentsCsv('quickbooks', [payment()], OPERATING))[1]?.[4]).toBe('Operating Account');
  });
});
