import type { InvoiceBillableLines, PurchaseOrder } from '@marketplace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceUrl, issued, lineOf, PLYWOOD, SCREWS, startInvoiceWorld } from './invoice-test-world';
import type { InvoiceWorld } from './invoice-test-world';
import { purchaseOrderOf, NORTHWIND } from '../orders/order-test-world';

let w: InvoiceWorld;

beforeAll(async () => {
  w = await startInvoiceWorld();
});
afterAll(async () => {
  await w.t.close();
});

const billableUrl = (purchaseOrderId: string) => `/api/ordering/purchase_orders/${purchaseOrderId}/invoices/billable/`;

async function billable(po: PurchaseOrder): Promise<Record<string, Omit<InvoiceBillableLines['lines'][number], 'line_item_id'>>> {
  const response = await w.northwind.get(billableUrl(po.id));
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries((response.json() as InvoiceBillableLines).lines.map(({ line_item_id, ...rest }) => [po.line_items.find((line) => line.id === line_item_id)!.sku, rest]));
}

describe('GET /api/ordering/purchase_orders/{id}/invoices/billable/', () => {
  it('answers per line what shipped, what invoices not void billed, and what is left to bill', async () => {
    // Shipped in full; the site counted one sheet of three so far: billing goes by what shipped.
    const { northwind: po } = await w.receivedOrder({ [PLYWOOD]: 1 });
    expect(await billable(po)).toEqual({
      [SCREWS]: { shipped_quantity: 2, invoiced_quantity: 0, to_bill: 2 },
      [PLYWOOD]: { shipped_quantity: 3, invoiced_quantity: 0, to_bill: 3 },
    });
    const screws = lineOf(po, SCREWS);
    const first = await issued(w.northwind, po, { lines: [{ line_item_id: screws.id, description: 'Screws', quantity: 1, unit_price_cents: screws.unit_price_cents }] });
    expect((await billable(po))[SCREWS]).toEqual({ shipped_quantity: 2, invoiced_quantity: 1, to_bill: 1 });
    // Billing more than shipped leaves nothing to bill, never less than nothing.
    await issued(w.northwind, po, { lines: [{ line_item_id: screws.id, description: 'Screws', quantity: 5, unit_price_cents: screws.unit_price_cents }] });
    expect((await billable(po))[SCREWS]).toEqual({ shipped_quantity: 2, invoiced_quantity: 6, to_bill: 0 });
    // A void invoice bills nothing.
    expect((await w.northwind.post(invoiceUrl(first.id, 'void'))).statusCode).toBe(200);
    expect((await billable(po))[SCREWS]).toEqual({ shipped_quantity: 2, invoiced_quantity: 5, to_bill: 0 });
  });

  it('counts nothing before a line ships, and only what was counted once the supplier accepts a shortage', async () => {
    const order = await w.placeOrder();
    const po = purchaseOrderOf(order, NORTHWIND);
    expect((await w.northwind.put(`/api/ordering/purchase_orders/${po.id}/`, { status: 'accepted' })).statusCode).toBe(200);
    expect(await billable(po)).toEqual({
      [SCREWS]: { shipped_quantity: 0, invoiced_quantity: 0, to_bill: 0 },
      [PLYWOOD]: { shipped_quantity: 0, invoiced_quantity: 0, to_bill: 0 },
    });
    const { northwind: short } = await w.receivedOrder({ [PLYWOOD]: 2 });
    expect((await w.northwind.post(`/api/ordering/order_line_items/${lineOf(short, PLYWOOD).id}/settle-shortage/`)).statusCode).toBe(200);
    expect((await billable(short))[PLYWOOD]).toEqual({ shipped_quantity: 2, invoiced_quantity: 0, to_bill: 2 });
  });

  it('is the purchase order’s supplier’s alone', async () => {
    const { northwind: po } = await w.receivedOrder();
    expect((await w.signedOut.get(billableUrl(po.id))).statusCode).toBe(401);
    for (const client of [w.builder, w.receiver, w.otherBuilder]) {
      const refused = await client.get(billableUrl(po.id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().display_error).toBe('Only the supplier of the purchase order can do this with its invoices.');
    }
    expect((await w.granite.get(billableUrl(po.id))).statusCode).toBe(404);
    expect((await w.northwind.get(billableUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    const bad = await w.northwind.get(billableUrl('x'.repeat(65)));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['id']);
  });
});
