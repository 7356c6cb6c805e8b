import type { PayoutDetail } from '@marketplace/contracts';
import { stringify } from 'csv-stringify/sync';
import { csvAmount as amount, csvText as text } from '../../lib/csv-cells';

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
