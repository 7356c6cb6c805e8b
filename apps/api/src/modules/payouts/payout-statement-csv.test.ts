import { describe, expect, it } from 'vitest';
import { payoutStatementCsv } from './payout-statement-csv';

const payout = {
  id: 'p-1',
  supplier_company_id: 's-1',
  supplier_company_name: 'Northwind',
  status: 'paid' as const,
  provider: 'sandbox',
  destination: 'Northwind, account ••••6789',
  currency: 'USD',
  gross_cents: 10_005,
  commission_cents: 500,
  recovered_cents: 0,
  amount_cents: 9_505,
  last_error: null,
  created_at: '2026-11-27T10:00:00.000Z',
  paid_at: '2026-11-27T10:00:01.000Z',
  lines: [
    { line_item_id: 'l-1', order_number: 'ORD-1', purchase_order_number: 'ORD-1-1', product_name: '=HYPERLINK("http://x")', variant_name: '+1 grade, "select"', sku: '@SKU', quantity: 3, gross_cents: 10_005, commission_basis_points: 500, commission_cents: 500 },
  ],
};

describe('payout statement CSV', () => {
  it('keeps typed text that a spreadsheet would run as a formula as text, quotes what needs it, and writes exact amounts', () => {
    const [header, line, total] = payoutStatementCsv(payout).split('\r\n');
    expect(header).toBe('Order,Purchase order,Product,Variant,SKU,Quantity,Gross,Commission rate %,Commission,Net,Currency');
    expect(line).toBe(`ORD-1,ORD-1-1,"'=HYPERLINK(""http://x"")","'+1 grade, ""select""",'@SKU,3,100.05,5.00,5.00,95.05,USD`);
    expect(total).toBe('Total,,,,,,100.05,,5.00,95.05,USD');
  });
});
