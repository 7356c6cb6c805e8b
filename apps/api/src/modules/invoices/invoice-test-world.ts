import type { Invoice, InvoiceCreateRequest, InvoiceTolerances, PurchaseOrder } from '@marketplace/contracts';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { CompanyRole } from '../../db/purchasing-schema';
import { demoBuilderCompanyId, signInCompanyMember } from '../../testing/company-members';
import type { TestClient } from '../../testing/test-client';
import { GRANITE, NORTHWIND, purchaseOrderOf, startOrderWorld } from '../orders/order-test-world';
import type { OrderWorld } from '../orders/order-test-world';

/** The order world, with a member of each deciding role of the demo builder's company. */
export interface InvoiceWorld extends OrderWorld {
  companyId: string;
  /** Signed-in members by role; the approver approves Mission Bay, the other approver no project. */
  members: Record<CompanyRole | 'unassignedApprover', { client: TestClient; id: string; email: string }>;
  /**
   * Places an order (Northwind: 2 screws, 3 plywood; Granite: 1 joint compound), has both
   * suppliers accept and ship it, and the receiver count `received` of each line by SKU (all of
   * it unless told otherwise). Answers both purchase orders as the builder reads them.
   */
  receivedOrder(received?: Record<string, number>): Promise<{ northwind: PurchaseOrder; granite: PurchaseOrder }>;
}

export const SCREWS = 'IF-DS-0003-01';
export const PLYWOOD = 'CT-CDX-0004-01';
export const COMPOUND = 'WC-APJ-0002-01';

/** Starts the world of the invoice tests. */
export async function startInvoiceWorld(): Promise<InvoiceWorld> {
  const w = await startOrderWorld();
  const companyId = await demoBuilderCompanyId(w.t);
  const member = async (role: CompanyRole, name: string) => {
    const signedIn = await signInCompanyMember(w.t, role, { email: `${name}@summit.test`, firstName: name, companyId });
    return { client: signedIn.client, id: signedIn.id, email: signedIn.email };
  };
  const members = {
    owner: await member('owner', 'olga'),
    admin: await member('admin', 'adam'),
    approver: await member('approver', 'april'),
    unassignedApprover: await member('approver', 'uma'),
    buyer: await member('buyer', 'bert'),
  };
  await w.t.app.db.insertInto('project_approvers').values({ project_id: w.fixture.projects.missionBay, user_id: members.approver.id }).execute();

  async function receivedOrder(received: Record<string, number> = {}) {
    const order = await w.placeOrder();
    const answer: Record<string, PurchaseOrder> = {};
    for (const [client, name] of [
      [w.northwind, NORTHWIND],
      [w.granite, GRANITE],
    ] as const) {
      const po = purchaseOrderOf(order, name);
      expect((await client.put(`/api/ordering/purchase_orders/${po.id}/`, { status: 'accepted' })).statusCode).toBe(200);
      for (const line of po.line_items) expect((await client.put(`/api/ordering/order_line_items/${line.id}/`, { status: 'shipped' })).statusCode).toBe(200);
      for (const line of po.line_items) {
        const count = received[line.sku] ?? line.quantity;
        if (count > 0) {
          const receipt = await w.receiver.put(`/api/ordering/order_line_items/${line.id}/`, { quantity_received: count });
          expect(receipt.statusCode, receipt.body).toBe(200);
        }
      }
      answer[name] = (await w.builder.get(`/api/ordering/purchase_orders/${po.id}/`)).json() as PurchaseOrder;
    }
    return { northwind: answer[NORTHWIND]!, granite: answer[GRANITE]! };
  }

  return { ...w, companyId, members, receivedOrder };
}

let numbers = 0;
/** A new invoice number every call, so tests never collide. */
export const nextNumber = (prefix = 'INV') => `${prefix}-${String(++numbers).padStart(4, '0')}`;

/** An invoice of every line of the purchase order at its price and full quantity; `overrides` change the body. */
export function invoiceBody(po: PurchaseOrder, overrides: Partial<InvoiceCreateRequest> = {}): InvoiceCreateRequest {
  return {
    number: nextNumber(),
    invoice_date: new Date().toISOString().slice(0, 10),
    lines: po.line_items.map((line) => ({ line_item_id: line.id, description: line.product_name, quantity: line.quantity, unit_price_cents: line.unit_price_cents })),
    ...overrides,
  };
}

/** Issues an invoice as `client`; answers the raw response. */
export function issue(client: TestClient, po: PurchaseOrder, overrides: Partial<InvoiceCreateRequest> = {}): Promise<LightMyRequestResponse> {
  return client.post(`/api/ordering/purchase_orders/${po.id}/invoices/`, invoiceBody(po, overrides));
}

/** Issues an invoice and expects it created; answers it. */
export async function issued(client: TestClient, po: PurchaseOrder, overrides: Partial<InvoiceCreateRequest> = {}): Promise<Invoice> {
  const response = await issue(client, po, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Invoice;
}

/** A line of the purchase order by SKU. */
export function lineOf(po: PurchaseOrder, sku: string) {
  const line = po.line_items.find((candidate) => candidate.sku === sku);
  if (!line) throw new Error(`No line ${sku}`);
  return line;
}

export const invoiceUrl = (id: string, action = '') => `/api/ordering/invoices/${id}/${action ? `${action}/` : ''}`;

export const EXPORT_URL = '/api/ordering/invoices/export/';
export const ACCOUNT_CODES_URL = '/api/company/account-codes/';

/**
 * The rows of a CSV the export wrote, cells unquoted: a product's name may hold a comma or a
 * quote, which the file quotes (RFC 4180).
 */
export function csvRows(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index++) {
    const char = csv[index]!;
    if (quoted && char === '"' && csv[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === ',' || char === '\n')) {
      row.push(cell);
      cell = '';
      if (char === '\n') {
        rows.push(row);
        row = [];
      }
    } else if (quoted || char !== '\r') {
      cell += char;
    }
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** Exports as `client` and expects a file; answers its rows, each keyed by the header's columns. */
export async function exportedRows(client: TestClient, body: { format: 'xero' | 'quickbooks'; kind?: 'bills' | 'payments' }): Promise<{ header: string[]; rows: Record<string, string>[]; fileName: string }> {
  const response = await client.post(EXPORT_URL, body);
  expect(response.statusCode, response.body).toBe(200);
  const [header = [], ...rows] = csvRows(response.body);
  const fileName = /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1] ?? '';
  return { header, rows: rows.map((row) => Object.fromEntries(header.map((column, index) => [column, row[index] ?? '']))), fileName };
}

/** The owner turns the automatic approval of matched invoices on or off, keeping the tolerances as they are. */
export async function setAutoApprove(w: InvoiceWorld, on: boolean): Promise<void> {
  const current = (await w.builder.get('/api/company/invoice-tolerances/')).json() as InvoiceTolerances;
  const suppliers = current.suppliers.map(({ supplier_name: _name, ...own }) => own);
  const saved = await w.builder.put('/api/company/invoice-tolerances/', { defaults: current.defaults, suppliers, auto_approve_matched: on });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The receiver counts `count` more of a purchase-order line. */
export async function receive(w: InvoiceWorld, lineId: string, count: number): Promise<void> {
  const receipt = await w.receiver.put(`/api/ordering/order_line_items/${lineId}/`, { quantity_received: count });
  expect(receipt.statusCode, receipt.body).toBe(200);
}
