import type { Invoice, InvoiceLine } from '@marketplace/contracts';
import { formatMoney } from '../../lib/money';
import { drawPdfTable, openPdf } from '../../lib/pdf-document';
import { calendarDate, localTime } from '../orders/purchase-order-pdf';
import { disputeReasonWords } from './invoice-emails';

/** How to print an invoice: the viewer's zone, and when (tests fix it). */
export interface InvoicePdfOptions {
  timezoneOffsetMinutes: number;
  printedAt?: Date;
}

/** A match status in words, for the line table. */
const matchWords: Record<InvoiceLine['match_status'], string> = {
  matched: 'Matched',
  within_tolerance: 'Within tolerance',
  qty_exception: 'Quantity exception',
  price_exception: 'Price exception',
  awaiting_receipt: 'Awaiting receipt',
  unmatched: 'Unmatched',
};

function lineCells(line: InvoiceLine, currency: string): string[] {
  return [
    line.sku ? `${line.description} (${line.sku})` : line.description,
    `${line.quantity}${line.unit_of_measure ? ` ${line.unit_of_measure}` : ''}`,
    formatMoney(line.unit_price_cents, currency),
    line.po_unit_price_cents === null ? '—' : formatMoney(line.po_unit_price_cents, currency),
    line.billable_quantity === null ? '—' : String(line.billable_quantity),
    matchWords[line.match_status],
    formatMoney(line.amount_cents, currency),
  ];
}

/**
 * The invoice as a PDF, as the buying company reads it: supplier and buyer, the purchase order and
 * project, dates and terms, each line beside the purchase order's price and what is billable, the
 * totals, and where the invoice stands (dispute, approval). Times in the viewer's zone.
 */
export async function invoicePdf(invoice: Invoice, options: InvoicePdfOptions): Promise<Buffer> {
  const pdf = await openPdf({ Title: `Invoice ${invoice.number}`, Author: invoice.supplier_company.name, Subject: `Invoice ${invoice.number} for purchase order ${invoice.purchase_order.number}` });
  const { doc, done, left, width } = pdf;
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  const offset = options.timezoneOffsetMinutes;

  doc.font('Helvetica-Bold').fontSize(18).text(`Invoice ${invoice.number}`);
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(`Purchase order ${invoice.purchase_order.number}, order ${invoice.order.number}`);
  doc.text(`Status: ${invoice.status}`);
  doc.moveDown();

  const top = doc.y;
  const column = width / 2;
  doc.fillColor('#000000').font('Helvetica-Bold').text('From', left, top, { width: column - 10 });
  doc.font('Helvetica').text(invoice.supplier_company.name, { width: column - 10 });
  const fromBottom = doc.y;
  doc.font('Helvetica-Bold').text('Bill to', left + column, top, { width: column });
  doc.font('Helvetica').text(invoice.buyer_company.name, { width: column });
  doc.text(`Project: ${invoice.project.name}`, { width: column });
  doc.y = Math.max(fromBottom, doc.y);
  doc.x = left;
  doc.moveDown();
  doc.text(`Invoice date: ${calendarDate(invoice.invoice_date)}`, left, doc.y, { width });
  doc.text(`Due: ${calendarDate(invoice.due_date)} (Net ${invoice.net_terms_days})`, { width });
  doc.moveDown();

  const columns = [
    { title: 'Item', width: 170 },
    { title: 'Qty', width: 50 },
    { title: 'Unit price', width: 65 },
    { title: 'PO price', width: 65 },
    { title: 'Billable', width: 50 },
    { title: 'Match', width: 62 },
    { title: 'Amount', width: width - 462 },
  ];
  drawPdfTable(pdf, columns, invoice.lines.map((line) => lineCells(line, invoice.currency)), `Invoice ${invoice.number}, continued`);
  doc.moveDown();
  doc.font('Helvetica').fontSize(10);
  for (const [label, cents] of [
    ['Subtotal', invoice.subtotal_cents],
    ['Freight', invoice.freight_cents],
    ['Tax', invoice.tax_cents],
  ] as const) {
    doc.text(`${label}: ${money(cents)}`, left, doc.y, { width, align: 'right' });
  }
  doc.font('Helvetica-Bold').fontSize(11).text(`Total: ${money(invoice.total_cents)}`, left, doc.y, { width, align: 'right' });
  doc.font('Helvetica').fontSize(9).text(`Purchase order value of what is billed: ${money(invoice.match.expected_cents)}`, left, doc.y, { width, align: 'right' });
  doc.moveDown();

  if (invoice.dispute) {
    doc.font('Helvetica-Bold').fontSize(10).text(`Disputed: ${disputeReasonWords[invoice.dispute.reason]}`, left, doc.y, { width });
    doc.font('Helvetica').text(invoice.dispute.note, { width });
    if (invoice.dispute.supplier_response) doc.text(`Supplier’s answer: ${invoice.dispute.supplier_response}`, { width });
    doc.moveDown();
  }
  if (invoice.approval) {
    doc.font('Helvetica').fontSize(10).text(`Approved by ${invoice.approval.approved_by.name}, ${localTime(invoice.approval.approved_at, offset)}`, left, doc.y, { width });
    if (invoice.approval.override_reason) doc.text(`Override: ${invoice.approval.override_reason}`, { width });
  }
  if (invoice.paid_at) doc.text(`Paid ${localTime(invoice.paid_at, offset)}`, left, doc.y, { width });
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(8).fillColor('#666666').text(`Printed ${localTime((options.printedAt ?? new Date()).toISOString(), offset)}`, left, doc.y, { width });
  doc.end();
  return done;
}
