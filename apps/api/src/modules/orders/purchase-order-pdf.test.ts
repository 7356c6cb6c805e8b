import type { LineItem, PurchaseOrder } from '@marketplace/contracts';
import { describe, expect, it } from 'vitest';
import { pdfPageTextLines } from './pdf-text';
import { purchaseOrderPdf } from './purchase-order-pdf';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const header = ['Item', 'Qty', 'Unit price', 'Requested', 'Confirmed', 'Status', 'Total'];

function line(index: number): LineItem {
  const quantity = index + 1;
  return {
    id: `line-${index}`,
    purchase_order_id: 'po-1',
    order_id: 'order-1',
    product_supplier_variant_id: `psv-${index}`,
    product_id: `product-${index}`,
    variant_id: `variant-${index}`,
    // Every third name wraps onto a second line of its cell: rows are not all the same height.
    product_name: index % 3 === 0 ? `Pressure-treated southern yellow pine decking board number ${index}` : `Board ${index}`,
    product_supplier_variant_name: '2x6 × 12 ft',
    sku: `SKU-${String(index).padStart(3, '0')}`,
    product_image: null,
    unit_of_measure: 'each',
    quantity,
    unit_price_cents: 1_000,
    line_total_cents: quantity * 1_000,
    currency: 'USD',
    request_delivery_date: '2026-07-09',
    requested_delivery_time: null,
    confirmed_delivery_date: null,
    proposed_unit_price_cents: null,
    proposed_delivery_date: null,
    quantity_received: null,
    shortage_settled_at: null,
    notes: null,
    status: 'pending',
    shipped_at: null,
    delivered_at: null,
    updated_at: '2026-07-04T18:30:00.000Z',
  };
}

function purchaseOrder(lineCount: number): PurchaseOrder {
  const lines = Array.from({ length: lineCount }, (_, index) => line(index));
  return {
    id: 'po-1',
    order_id: 'order-1',
    order_number: 'ORD-1001',
    number: 'PO-1001-1',
    status: 'submitted',
    supplier_company_id: 'supplier-1',
    supplier_company_name: 'Northwind Lumber Co.',
    buyer_company_id: 'builder-1',
    buyer_company_name: 'Summit Builders',
    project: { id: 'project-1', name: 'Mission Bay Townhomes', street: '1 Main St', city: 'San Francisco', state: 'CA', postal_code: '94158' },
    currency: 'USD',
    subtotal_cents: lines.reduce((sum, item) => sum + item.line_total_cents, 0),
    additional_specification_requirements: null,
    terms_pending: false,
    placed_at: '2026-07-04T18:30:00.000Z',
    delivered_at: null,
    created_at: '2026-07-04T18:30:00.000Z',
    updated_at: '2026-07-04T18:30:00.000Z',
    attachments: [],
    line_items: lines,
    commission: null,
  };
}

const pdfOf = async (lineCount: number) => pdfPageTextLines(await purchaseOrderPdf(purchaseOrder(lineCount), { timezoneOffsetMinutes: 0, viewer: 'builder', printedAt: new Date('2026-07-05T00:00:00.000Z') }));
/** The page whose text shows `text` as one of its lines. */
const pageShowing = (pages: string[][], text: string) => pages.findIndex((page) => page.includes(text));

describe('purchaseOrderPdf', () => {
  it('starts every page the line table continues on with the table’s header row', async () => {
    const pages = await pdfOf(120);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0]).toContain('Purchase order PO-1001-1');
    for (const [index, page] of pages.entries()) {
      const name = `page ${index + 1}`;
      if (index > 0) expect(page[0], name).toBe('Purchase order PO-1001-1, continued');
      const table = index === 0 ? page.slice(page.indexOf('Item')) : page.slice(1);
      expect(table.slice(0, header.length), name).toEqual(header);
      // Never a header alone at the foot of a page: a line follows it.
      expect(table.length, name).toBeGreaterThan(header.length);
    }
  });

  it('keeps each line’s cells on one page and every line in order, with the total after the last', async () => {
    const pages = await pdfOf(120);
    let previous = 0;
    for (let index = 0; index < 120; index += 1) {
      const quantityPage = pageShowing(pages, `${index + 1} each`);
      const skuPage = pages.findIndex((page) => page.some((text) => text.includes(`(SKU-${String(index).padStart(3, '0')})`)));
      const totalPage = pageShowing(pages, dollars.format((index + 1) * 10));
      expect(quantityPage, `line ${index}`).toBeGreaterThanOrEqual(previous);
      expect([skuPage, totalPage], `line ${index}`).toEqual([quantityPage, quantityPage]);
      previous = quantityPage;
    }
    expect(pageShowing(pages, 'Total: $72,600.00')).toBe(pages.length - 1);
  });

  it('never leaves the header alone at the foot of a page, wherever the table starts', async () => {
    // Longer and longer requirements push the table down a line at a time, past the page's foot.
    for (let requirementLines = 40; requirementLines <= 60; requirementLines += 1) {
      const po = { ...purchaseOrder(2), additional_specification_requirements: Array.from({ length: requirementLines }, (_, index) => `Requirement ${index + 1}`).join('\n') };
      const pages = pdfPageTextLines(await purchaseOrderPdf(po, { timezoneOffsetMinutes: 0, viewer: 'builder' }));
      const page = pages[pageShowing(pages, 'Item')] ?? [];
      expect(page.slice(page.indexOf('Item') + header.length), `${requirementLines} requirements`).toContain('1 each');
    }
  });

  it('draws a short purchase order on one page with one header', async () => {
    const pages = await pdfOf(3);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.filter((text) => text === 'Unit price')).toHaveLength(1);
  });
});
