import type { PayoutDetail } from '@marketplace/contracts';
import { stringify } from 'csv-stringify/sync';

/**
 * A spreadsheet program runs a cell that starts with one of these as a formula; a product name
 * a supplier typed must stay text (OWASP "CSV injection"), so such a cell gets a leading quote.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text someone typed (a product name, a SKU), kept text; amounts are written by us and stay numbers. */
function text(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Cents as a spreadsheet reads a decimal amount ("1234.50"), exact: no floating point. */
function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A payout's statement as CSV: one row per line paid, then the totals. */
export function payoutStatementCsv(payout: PayoutDetail): string {
  const rows: (string | number)[][] = [['Order', 'Purchase order', 'Product', 'Variant', 'SKU', 'Quantity', 'Gross', 'Commission rate %', 'Commission', 'Net', 'Currency']];
  for (const line of payout.lines) {
    rows.push([
      line.order_number,
      line.purchase_order_number,
      text(line.product_name),
      text(line.variant_name),
      text(line.sku),
      line.quantity,
      amount(line.gross_cents),
      amount(line.commission_basis_points),
      amount(line.commission_cents),
      amount(line.gross_cents - line.commission_cents),
      payout.currency,
    ]);
  }
  if (payout.recovered_cents > 0) {
    rows.push(['Refunds after earlier payouts', '', '', '', '', '', '', '', '', amount(-payout.recovered_cents), payout.currency]);
  }
  rows.push(['Total', '', '', '', '', '', amount(payout.gross_cents), '', amount(payout.commission_cents), amount(payout.amount_cents), payout.currency]);
  return stringify(rows, { record_delimiter: 'windows' });
}
