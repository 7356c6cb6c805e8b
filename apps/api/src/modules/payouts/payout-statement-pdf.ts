import type { PayoutDetail } from '@marketplace/contracts';
import { formatMoney } from '../../lib/money';
import { drawPdfTable, openPdf } from '../../lib/pdf-document';
import { localTime } from '../orders/purchase-order-pdf';

/** "5%" for 500 basis points, "2.5%" for 250. */
export function percentOf(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/**
 * A payout's statement as a PDF: to whom and where it went, each line paid with its gross,
 * commission rate and commission, and the totals; times in the reader's zone.
 */
export async function payoutStatementPdf(payout: PayoutDetail, options: { timezoneOffsetMinutes: number; printedAt?: Date }): Promise<Buffer> {
  const pdf = await openPdf({ Title: `Payout statement ${payout.id}`, Author: 'Marketplace', Subject: `Payout to ${payout.supplier_company_name}` });
  const { doc, done, left, width } = pdf;
  const offset = options.timezoneOffsetMinutes;
  const money = (cents: number) => formatMoney(cents, payout.currency);

  doc.font('Helvetica-Bold').fontSize(18).text('Payout statement');
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(`${payout.supplier_company_name}`);
  doc.text(`Payout ${payout.id}, created ${localTime(payout.created_at, offset)}`);
  doc.text(payout.paid_at ? `Paid ${localTime(payout.paid_at, offset)} to ${payout.destination}` : `Not paid yet; to be paid to ${payout.destination}`);
  doc.fillColor('#000000').moveDown();

  const columns = [
    { title: 'Order / PO', width: 95 },
    { title: 'Item', width: 165 },
    { title: 'Qty', width: 35 },
    { title: 'Gross', width: 70 },
    { title: 'Rate', width: 40 },
    { title: 'Commission', width: 60 },
    { title: 'Net', width: width - 465 },
  ];
  const rows = payout.lines.map((line) => [
    `${line.order_number} / ${line.purchase_order_number}`,
    `${line.product_name}, ${line.variant_name} (${line.sku})`,
    String(line.quantity),
    money(line.gross_cents),
    percentOf(line.commission_basis_points),
    money(line.commission_cents),
    money(line.gross_cents - line.commission_cents),
  ]);
  drawPdfTable(pdf, columns, rows, `Payout statement ${payout.id}, continued`);
  doc.moveDown();
  doc.font('Helvetica').fontSize(10).text(`Gross: ${money(payout.gross_cents)}`, left, doc.y, { width, align: 'right' });
  doc.text(`Commission: ${money(payout.commission_cents)}`, { width, align: 'right' });
  if (payout.recovered_cents > 0) doc.text(`Refunds after earlier payouts: ${money(-payout.recovered_cents)}`, { width, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(11).text(`Paid out: ${money(payout.amount_cents)}`, { width, align: 'right' });
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(8).fillColor('#666666').text(`Printed ${localTime((options.printedAt ?? new Date()).toISOString(), offset)}`, left, doc.y, { width });
  doc.end();
  return done;
}
