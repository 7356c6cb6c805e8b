import { lineItemStatusWords, purchaseOrderStatusWords } from '@marketplace/contracts';
import type { LineItem, PurchaseOrder, StatusViewer } from '@marketplace/contracts';
import { formatMoney } from '../../lib/money';
import { drawPdfTable, openPdf } from '../../lib/pdf-document';

/** Who the PDF is for and how to print it. */
export interface PdfOptions {
  /** The viewer's offset from UTC in minutes (the negated JS getTimezoneOffset()). */
  timezoneOffsetMinutes: number;
  /** Who asks: statuses read in the words that side sees on its pages. */
  viewer: StatusViewer;
  /** When the PDF is made; tests fix it. */
  printedAt?: Date;
}

/** "UTC-07:00" for -420. */
export function zoneLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

/**
 * A moment as the viewer's clock shows it: "Nov 21, 2026, 7:03 AM (UTC-07:00)". The offset
 * comes from the browser, so the server's own zone never matters.
 */
export function localTime(iso: string, offsetMinutes: number): string {
  const shifted = new Date(Date.parse(iso) + offsetMinutes * 60_000);
  const text = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(shifted);
  return `${text} (${zoneLabel(offsetMinutes)})`;
}

/** A calendar date ("2026-12-03" → "Dec 3, 2026"): a date has no zone, it prints as agreed. */
export function calendarDate(date: string | null): string {
  if (!date) return '—';
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(`${date}T00:00:00Z`));
}

/** A line's cells, in the order of the table's columns. */
function lineCells(line: LineItem, viewer: StatusViewer): string[] {
  return [
    `${line.product_name}, ${line.product_supplier_variant_name} (${line.sku})`,
    `${line.quantity} ${line.unit_of_measure}`,
    formatMoney(line.unit_price_cents, line.currency),
    calendarDate(line.request_delivery_date) + (line.requested_delivery_time ? ` ${line.requested_delivery_time.slice(0, 5)}` : ''),
    calendarDate(line.confirmed_delivery_date),
    lineItemStatusWords(line.status, { viewer, termsPending: line.proposed_unit_price_cents !== null || line.proposed_delivery_date !== null }),
    line.status === 'cancelled' ? 'cancelled' : formatMoney(line.line_total_cents, line.currency),
  ];
}

/**
 * The purchase order as a PDF: buyer and supplier, the project's delivery address, each line
 * with its requested and confirmed dates, and the totals; times in the viewer's zone.
 */
export async function purchaseOrderPdf(po: PurchaseOrder, options: PdfOptions): Promise<Buffer> {
  const pdf = await openPdf({ Title: `Purchase order ${po.number}`, Author: po.buyer_company_name, Subject: `Purchase order ${po.number} to ${po.supplier_company_name}` });
  const { doc, done, left, width } = pdf;
  const offset = options.timezoneOffsetMinutes;

  doc.font('Helvetica-Bold').fontSize(18).text(`Purchase order ${po.number}`);
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(`Order ${po.order_number}, placed ${localTime(po.placed_at, offset)}`);
  doc.text(`Status: ${purchaseOrderStatusWords(po.status, { viewer: options.viewer, termsPending: po.terms_pending })}`);
  doc.moveDown();

  const top = doc.y;
  const column = width / 2;
  doc.fillColor('#000000').font('Helvetica-Bold').text('Buyer', left, top, { width: column - 10 });
  doc.font('Helvetica').text(po.buyer_company_name, { width: column - 10 });
  doc.text(`Project: ${po.project.name}`, { width: column - 10 });
  doc.text('Deliver to:', { width: column - 10 });
  doc.text(po.project.street, { width: column - 10 });
  doc.text(`${po.project.city}, ${po.project.state} ${po.project.postal_code}`, { width: column - 10 });
  const buyerBottom = doc.y;
  doc.font('Helvetica-Bold').text('Supplier', left + column, top, { width: column });
  doc.font('Helvetica').text(po.supplier_company_name, { width: column });
  doc.y = Math.max(buyerBottom, doc.y);
  doc.x = left;
  doc.moveDown();

  if (po.additional_specification_requirements) {
    doc.font('Helvetica-Bold').text('Specification requirements');
    doc.font('Helvetica').text(po.additional_specification_requirements, { width });
    doc.moveDown();
  }

  const columns = [
    { title: 'Item', width: 170 },
    { title: 'Qty', width: 45 },
    { title: 'Unit price', width: 65 },
    { title: 'Requested', width: 65 },
    { title: 'Confirmed', width: 65 },
    { title: 'Status', width: 52 },
    { title: 'Total', width: width - 462 },
  ];
  drawPdfTable(pdf, columns, po.line_items.map((line) => lineCells(line, options.viewer)), `Purchase order ${po.number}, continued`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(11).text(`Total: ${formatMoney(po.subtotal_cents, po.currency)}`, left, doc.y, { width, align: 'right' });
  if (po.terms_pending) doc.font('Helvetica').fontSize(9).text('New prices or dates proposed by the supplier await the buyer’s acceptance.', { width, align: 'right' });
  if (po.delivered_at) doc.font('Helvetica').fontSize(9).text(`Delivered ${localTime(po.delivered_at, offset)}`, { width, align: 'right' });
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(8).fillColor('#666666').text(`Printed ${localTime((options.printedAt ?? new Date()).toISOString(), offset)}`, left, doc.y, { width });
  doc.end();
  return done;
}
