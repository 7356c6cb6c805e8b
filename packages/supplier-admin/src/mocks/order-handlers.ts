import { apiUrl } from '@marketplace/api-client';
import { quantityToReceive } from '@marketplace/contracts';
import type { LineItem, LineItemStatus, LineItemUpdateRequest, PurchaseOrder, PurchaseOrderStatus, PurchaseOrderUpdateRequest } from '@marketplace/contracts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody } from './fixtures';

/** Who the mock API answers as: the supplier of every purchase order, or the buying company's receiver. */
export type MockOrderViewer = 'supplier' | 'builder_receiver';

/** Options of {@link createOrderHandlers}. */
export interface OrderMockOptions {
  /** The purchase orders (wire form), in any order; {@link mockPurchaseOrders} by default. */
  purchaseOrders?: PurchaseOrder[];
  /** @defaultValue 'supplier' */
  viewer?: MockOrderViewer;
}

/** A local day `days` from today as YYYY-MM-DD, so the fixtures stay "this week" on any day. */
export function mockDay(days: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

const project = { id: 'project-mission-bay', name: 'Mission Bay Townhomes', street: '1200 Fourth St', city: 'San Francisco', state: 'CA', postal_code: '94158' };

function line(overrides: Partial<LineItem> & Pick<LineItem, 'id' | 'purchase_order_id' | 'order_id'>): LineItem {
  const value: LineItem = {
    product_supplier_variant_id: `psv-${overrides.id}`,
    product_id: `product-${overrides.id}`,
    variant_id: `variant-${overrides.id}`,
    product_name: 'Douglas Fir Framing Lumber',
    product_supplier_variant_name: '2x4 × 8 ft #2',
    sku: 'NW-DF-2408-2',
    product_image: null,
    unit_of_measure: 'each',
    quantity: 60,
    unit_price_cents: 465,
    line_total_cents: 0,
    currency: 'USD',
    request_delivery_date: mockDay(3),
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
    updated_at: '2026-11-18T16:00:00.000Z',
    ...overrides,
  };
  return { ...value, line_total_cents: value.quantity * value.unit_price_cents };
}

function purchaseOrder(overrides: Partial<PurchaseOrder> & Pick<PurchaseOrder, 'id' | 'number' | 'order_id' | 'order_number' | 'line_items' | 'placed_at'>): PurchaseOrder {
  const value: PurchaseOrder = {
    status: 'submitted',
    supplier_company_id: 'company-northwind',
    supplier_company_name: 'Northwind Lumber Co.',
    buyer_company_id: 'company-summit',
    buyer_company_name: 'Summit Builders',
    project,
    currency: 'USD',
    subtotal_cents: 0,
    additional_specification_requirements: null,
    terms_pending: false,
    delivered_at: null,
    created_at: overrides.placed_at,
    updated_at: overrides.placed_at,
    attachments: [],
    commission: null,
    ...overrides,
  };
  return settle(value);
}

/**
 * The mock supplier's purchase orders: a new one waiting for an answer (two pending lines); an
 * accepted one with a line to ship this week, a line whose new date waits for the builder, a
 * shipped line and a backordered one; and an older one shipped for a day three weeks out, with an
 * overdue line of which 18 of 20 were counted so far.
 */
export function mockPurchaseOrders(): PurchaseOrder[] {
  return [
    purchaseOrder({
      id: 'po-new',
      number: 'PO-2042-1',
      order_id: 'order-2042',
      order_number: 'ORD-2042',
      placed_at: '2026-11-20T17:30:00.000Z',
      additional_specification_requirements: 'Kiln-dried only; deliver to the north gate.',
      line_items: [
        line({ id: 'li-studs', purchase_order_id: 'po-new', order_id: 'order-2042', request_delivery_date: mockDay(3), requested_delivery_time: '07:30:00' }),
        line({ id: 'li-plywood', purchase_order_id: 'po-new', order_id: 'order-2042', product_name: 'CDX Plywood Sheathing', product_supplier_variant_name: '3/4 in × 4 × 8 ft', sku: 'NW-CDX-34', quantity: 12, unit_price_cents: 3250, request_delivery_date: mockDay(5) }),
      ],
    }),
    purchaseOrder({
      id: 'po-accepted',
      number: 'PO-2031-1',
      order_id: 'order-2031',
      order_number: 'ORD-2031',
      placed_at: '2026-11-17T15:00:00.000Z',
      line_items: [
        line({ id: 'li-drywall', purchase_order_id: 'po-accepted', order_id: 'order-2031', product_name: 'Gypsum Drywall Panel', product_supplier_variant_name: '1/2 in × 4 × 8 ft', sku: 'NW-GD-12', quantity: 80, unit_price_cents: 1495, status: 'confirmed', request_delivery_date: mockDay(2), confirmed_delivery_date: mockDay(2) }),
        line({ id: 'li-insulation', purchase_order_id: 'po-accepted', order_id: 'order-2031', product_name: 'Mineral Wool Insulation', product_supplier_variant_name: 'R-15, 15 in', sku: 'NW-MW-R15', quantity: 20, unit_price_cents: 5899, status: 'confirmed', request_delivery_date: mockDay(4), proposed_delivery_date: mockDay(9) }),
        line({ id: 'li-nails', purchase_order_id: 'po-accepted', order_id: 'order-2031', product_name: 'Framing Nails', product_supplier_variant_name: '16d, 50 lb box', sku: 'NW-FN-16D', unit_of_measure: 'box', quantity: 4, unit_price_cents: 8900, status: 'shipped', request_delivery_date: mockDay(1), confirmed_delivery_date: mockDay(1), shipped_at: '2026-11-20T14:00:00.000Z' }),
        line({ id: 'li-joists', purchase_order_id: 'po-accepted', order_id: 'order-2031', product_name: 'I-Joist', product_supplier_variant_name: '11-7/8 in × 16 ft', sku: 'NW-IJ-1178', quantity: 24, unit_price_cents: 6150, status: 'backordered', request_delivery_date: mockDay(6) }),
      ],
    }),
    purchaseOrder({
      id: 'po-shipped',
      number: 'PO-2019-1',
      order_id: 'order-2019',
      order_number: 'ORD-2019',
      placed_at: '2026-11-02T18:00:00.000Z',
      line_items: [
        line({ id: 'li-beams', purchase_order_id: 'po-shipped', order_id: 'order-2019', product_name: 'Glulam Beam', product_supplier_variant_name: '5-1/8 × 12 in × 20 ft', sku: 'NW-GL-5120', quantity: 6, unit_price_cents: 41200, status: 'shipped', request_delivery_date: mockDay(20), confirmed_delivery_date: mockDay(20), shipped_at: '2026-11-21T15:00:00.000Z' }),
        line({ id: 'li-sheathing', purchase_order_id: 'po-shipped', order_id: 'order-2019', product_name: 'OSB Sheathing', product_supplier_variant_name: '7/16 in × 4 × 8 ft', sku: 'NW-OSB-716', unit_of_measure: 'sheet', quantity: 20, unit_price_cents: 1290, status: 'shipped', request_delivery_date: mockDay(-2), confirmed_delivery_date: mockDay(-2), quantity_received: 18, shipped_at: '2026-11-16T15:00:00.000Z' }),
      ],
    }),
  ];
}

/**
 * A purchase order delivered in full by the supplier, of which the site counted 18 of 20 sheets
 * of OSB: the shortage waits for the supplier's answer, or with `settled` the supplier accepted it.
 */
export function mockShortReceivedPurchaseOrder({ settled = false }: { settled?: boolean } = {}): PurchaseOrder {
  return purchaseOrder({
    id: 'po-short',
    number: 'PO-2007-1',
    order_id: 'order-2007',
    order_number: 'ORD-2007',
    placed_at: '2026-10-28T16:00:00.000Z',
    delivered_at: '2026-11-04T18:00:00.000Z',
    line_items: [
      line({ id: 'li-osb-short', purchase_order_id: 'po-short', order_id: 'order-2007', product_name: 'OSB Sheathing', product_supplier_variant_name: '7/16 in × 4 × 8 ft', sku: 'NW-OSB-716', unit_of_measure: 'sheet', quantity: 20, unit_price_cents: 1290, status: 'delivered', request_delivery_date: mockDay(-20), confirmed_delivery_date: mockDay(-20), quantity_received: 18, shortage_settled_at: settled ? '2026-11-06T09:00:00.000Z' : null, shipped_at: '2026-11-03T15:00:00.000Z', delivered_at: '2026-11-04T18:00:00.000Z' }),
      line({ id: 'li-studs-full', purchase_order_id: 'po-short', order_id: 'order-2007', status: 'delivered', quantity: 40, request_delivery_date: mockDay(-20), confirmed_delivery_date: mockDay(-20), quantity_received: 40, shipped_at: '2026-11-03T15:00:00.000Z', delivered_at: '2026-11-04T18:00:00.000Z' }),
    ],
  });
}

/** Line moves each side may make, as the API's order-status rules allow them. */
const lineMoves: Record<MockOrderViewer, Partial<Record<LineItemStatus, readonly LineItemStatus[]>>> = {
  supplier: { pending: ['confirmed', 'backordered', 'cancelled'], backordered: ['confirmed', 'cancelled'], confirmed: ['backordered', 'shipped', 'cancelled'], shipped: ['delivered'] },
  builder_receiver: { shipped: ['delivered'] },
};

const words = (status: string) => status.replaceAll('_', ' ');

function conflict(from: string, to: string, why?: string) {
  return HttpResponse.json(errorBody('conflict', `This line item cannot go from ${words(from)} to ${words(to)}${why ? `: ${why}` : '.'}`), { status: 409 });
}

/** The purchase order's status, subtotal and terms flag from its lines, as the API derives them. */
function settle(po: PurchaseOrder): PurchaseOrder {
  const live = po.line_items.filter((item) => item.status !== 'cancelled');
  let status: PurchaseOrderStatus = 'accepted';
  if (live.length === 0) status = 'cancelled';
  else if (live.every((item) => item.status === 'delivered')) status = 'delivered';
  else if (live.some((item) => item.status === 'delivered' || (item.status === 'shipped' && (item.quantity_received ?? 0) > 0))) status = 'partially_delivered';
  else if (live.some((item) => item.status === 'pending')) status = 'submitted';
  const subtotal = live.reduce((sum, item) => sum + item.line_total_cents, 0);
  // What the marketplace keeps at the mock's rate, 5% unless the purchase order comes with lines at
  // several rates (basis points null), rounded half up per line as the API does.
  const basisPoints = po.commission && po.commission.basis_points === null ? null : 500;
  const commission = live.reduce((sum, item, index) => sum + Math.floor((item.line_total_cents * (basisPoints ?? (index === 0 ? 300 : 500)) + 5_000) / 10_000), 0);
  return {
    ...po,
    status,
    subtotal_cents: subtotal,
    commission: { basis_points: basisPoints, cents: commission },
    terms_pending: po.line_items.some((item) => item.proposed_delivery_date !== null || item.proposed_unit_price_cents !== null),
  };
}

/** Applies a line change with the API's rules, or answers the API's refusal. */
function changeLine(viewer: MockOrderViewer, item: LineItem, body: LineItemUpdateRequest): LineItem | Response {
  const isSupplier = viewer === 'supplier';
  if (!isSupplier && (body.confirmed_delivery_date !== undefined || body.unit_price_cents !== undefined)) return HttpResponse.json(errorBody('permission_denied', 'Only the supplier changes prices and delivery dates.'), { status: 403 });
  if (isSupplier && body.quantity_received !== undefined) return HttpResponse.json(errorBody('permission_denied', 'Only the buying company confirms what it received.'), { status: 403 });
  const target = body.status ?? (body.quantity_received !== undefined ? 'delivered' : undefined);
  if (!isSupplier && target === 'delivered') return receive(item, body);
  const next = { ...item };
  if (target !== undefined && target !== item.status) {
    if (!(lineMoves[viewer][item.status] ?? []).includes(target)) return conflict(item.status, target);
    next.status = target;
  }
  if (isSupplier) {
    if (body.unit_price_cents !== undefined) next.proposed_unit_price_cents = body.unit_price_cents === item.unit_price_cents ? null : body.unit_price_cents;
    if (body.confirmed_delivery_date) {
      const agreed = item.confirmed_delivery_date ?? item.request_delivery_date;
      if (agreed === null || body.confirmed_delivery_date === agreed) next.confirmed_delivery_date = body.confirmed_delivery_date;
      else next.proposed_delivery_date = body.confirmed_delivery_date;
    }
    const waiting = next.proposed_delivery_date !== null || next.proposed_unit_price_cents !== null;
    if (next.status !== item.status && (next.status === 'shipped' || next.status === 'delivered') && waiting) {
      return conflict(item.status, next.status, 'the builder has not accepted the new price or date yet.');
    }
  }
  const now = new Date().toISOString();
  if (next.status === 'shipped' && item.status !== 'shipped') next.shipped_at = now;
  if (next.status === 'delivered' && item.status !== 'delivered') next.delivered_at = now;
  return { ...next, updated_at: now };
}

function invalid(field: string, message: string) {
  return HttpResponse.json(errorBody('validation_error', message, { [field]: message }), { status: 400 });
}

/** A receipt as the API takes it: this delivery's count, added to earlier ones; delivered once all is counted. */
function receive(item: LineItem, body: LineItemUpdateRequest): LineItem | Response {
  if (item.status !== 'shipped' && item.status !== 'delivered') return conflict(item.status, 'delivered');
  const toReceive = quantityToReceive(item.status, item.quantity, item.quantity_received);
  if (toReceive === 0) return conflict(item.status, 'delivered', 'its receipt is already confirmed.');
  if (body.quantity_received === undefined) return invalid('quantity_received', 'Give the quantity received.');
  if (body.quantity_received > toReceive) return invalid('quantity_received', item.quantity_received ? `Give at most the ${toReceive} still to receive.` : `Give at most the ${item.quantity} ordered.`);
  const received = (item.quantity_received ?? 0) + body.quantity_received;
  const now = new Date().toISOString();
  const delivered = item.status === 'shipped' && received >= item.quantity;
  return { ...item, quantity_received: received, status: delivered ? 'delivered' : item.status, delivered_at: delivered ? now : item.delivered_at, updated_at: now };
}

/** New terms (a price or a date) the builder has not answered yet. */
function termsProposed(item: LineItem): boolean {
  return item.proposed_unit_price_cents !== null || item.proposed_delivery_date !== null;
}

/** Not answered by the supplier yet: pending, with no new terms proposed. */
function awaitsSupplier(item: LineItem): boolean {
  return item.status === 'pending' && !termsProposed(item);
}

/** Earliest day among a purchase order's lines still to count, for the receiver's order. */
function firstDayToReceive(po: PurchaseOrder): string {
  const days = po.line_items.filter((item) => quantityToReceive(item.status, item.quantity, item.quantity_received) > 0).map((item) => item.confirmed_delivery_date ?? item.request_delivery_date ?? '9999-12-31');
  return days.sort()[0] ?? '9999-12-31';
}

/**
 * A stand-in for the supplier dashboard's order calls, shared by tests and stories: the list with
 * its filters (status, delivery days, awaiting receipt, placing days, number) and pages, line and purchase-order changes under the API's
 * rules (refusals answered with the API's 403 and 409 sentences), and the PDF. Changes are kept
 * in memory while the handlers live.
 */
export function createOrderHandlers(options: OrderMockOptions = {}): HttpHandler[] {
  const viewer = options.viewer ?? 'supplier';
  let purchaseOrders = structuredClone(options.purchaseOrders ?? mockPurchaseOrders());
  const notFound = () => HttpResponse.json(errorBody('not_found', 'We could not find this purchase order.'), { status: 404 });
  // The commission is the supplier's business alone: the buying company reads null.
  const seen = (po: PurchaseOrder): PurchaseOrder => (viewer === 'supplier' ? po : { ...po, commission: null });
  const replace = (po: PurchaseOrder) => {
    const settled = settle(po);
    purchaseOrders = purchaseOrders.map((candidate) => (candidate.id === po.id ? settled : candidate));
    return seen(settled);
  };
  return [
    http.get(apiUrl('/api/ordering/purchase_orders/'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const from = params.get('delivery_from');
      const to = params.get('delivery_to');
      const awaitingReceipt = params.get('awaiting_receipt') === 'true';
      const awaiting = params.get('awaiting');
      const placedFrom = params.get('placed_from');
      const placedTo = params.get('placed_to');
      const search = params.get('search')?.toLowerCase();
      const results = purchaseOrders
        .filter((po) => !status || po.status === status)
        .filter(
          (po) =>
            (!from && !to) ||
            po.line_items.some((item) => {
              const day = item.confirmed_delivery_date ?? item.request_delivery_date;
              return ['pending', 'confirmed', 'backordered', 'shipped'].includes(item.status) && day !== null && (!from || day >= from) && (!to || day <= to);
            }),
        )
        .filter((po) => !awaitingReceipt || po.line_items.some((item) => quantityToReceive(item.status, item.quantity, item.quantity_received) > 0))
        .filter((po) => !awaiting || (awaiting === 'supplier' ? po.line_items.some(awaitsSupplier) : po.line_items.some(termsProposed) && !po.line_items.some(awaitsSupplier)))
        .filter((po) => (!placedFrom || po.placed_at.slice(0, 10) >= placedFrom) && (!placedTo || po.placed_at.slice(0, 10) <= placedTo))
        .filter((po) => !search || po.number.toLowerCase().includes(search) || po.order_number.toLowerCase().includes(search))
        .sort((a, b) => (awaitingReceipt ? firstDayToReceive(a).localeCompare(firstDayToReceive(b)) : 0) || b.placed_at.localeCompare(a.placed_at));
      const limit = Number(params.get('limit') ?? 20);
      const offset = Number(params.get('offset') ?? 0);
      return HttpResponse.json({ count: results.length, results: results.slice(offset, offset + limit).map(seen) });
    }),
    http.get(apiUrl('/api/ordering/purchase_orders/:id/pdf/'), ({ params }) => {
      const po = purchaseOrders.find((candidate) => candidate.id === params.id);
      if (!po) return notFound();
      const bytes = new TextEncoder().encode(`%PDF-1.7\n% ${po.number}\n%%EOF\n`);
      return HttpResponse.arrayBuffer(bytes.slice().buffer, { headers: { 'content-type': 'application/pdf' } });
    }),
    http.get(apiUrl('/api/ordering/purchase_orders/:id/'), ({ params }) => {
      const po = purchaseOrders.find((candidate) => candidate.id === params.id);
      return po ? HttpResponse.json(seen(po)) : notFound();
    }),
    http.put(apiUrl('/api/ordering/purchase_orders/:id/'), async ({ params, request }) => {
      const po = purchaseOrders.find((candidate) => candidate.id === params.id);
      if (!po) return notFound();
      const body = (await request.json()) as PurchaseOrderUpdateRequest;
      if (body.status === 'accepted') {
        if (viewer !== 'supplier') return HttpResponse.json(errorBody('permission_denied', 'Only the supplier accepts a purchase order.'), { status: 403 });
        if (!po.line_items.some((item) => item.status === 'pending')) return HttpResponse.json(errorBody('conflict', `This purchase order cannot go from ${words(po.status)} to accepted.`), { status: 409 });
        return HttpResponse.json(replace({ ...po, line_items: po.line_items.map((item) => (item.status === 'pending' ? { ...item, status: 'confirmed' } : item)) }));
      }
      return HttpResponse.json(replace({ ...po, line_items: po.line_items.map((item) => (['pending', 'confirmed', 'backordered'].includes(item.status) ? { ...item, status: 'cancelled' } : item)) }));
    }),
    http.post(apiUrl('/api/ordering/order_line_items/:id/settle-shortage/'), ({ params }) => {
      const po = purchaseOrders.find((candidate) => candidate.line_items.some((item) => item.id === params.id));
      const item = po?.line_items.find((candidate) => candidate.id === params.id);
      if (!po || !item) return HttpResponse.json(errorBody('not_found', 'We could not find this line item.'), { status: 404 });
      if (viewer !== 'supplier') return HttpResponse.json(errorBody('permission_denied', 'Only the supplier accepts a shortage.'), { status: 403 });
      if ((item.status !== 'shipped' && item.status !== 'delivered') || item.quantity_received === null || item.quantity_received >= item.quantity) {
        return HttpResponse.json(errorBody('conflict', 'This line item was not received short: there is no shortage to settle.'), { status: 409 });
      }
      if (item.shortage_settled_at !== null) return HttpResponse.json(errorBody('conflict', 'This shortage is already settled.'), { status: 409 });
      // Agreed: the line is delivered as counted, and says when it was settled.
      const settled = { ...item, status: 'delivered' as const, shortage_settled_at: new Date().toISOString() };
      return HttpResponse.json(replace({ ...po, line_items: po.line_items.map((candidate) => (candidate.id === item.id ? settled : candidate)) }));
    }),
    http.put(apiUrl('/api/ordering/order_line_items/:id/'), async ({ params, request }) => {
      const po = purchaseOrders.find((candidate) => candidate.line_items.some((item) => item.id === params.id));
      const item = po?.line_items.find((candidate) => candidate.id === params.id);
      if (!po || !item) return HttpResponse.json(errorBody('not_found', 'We could not find this line item.'), { status: 404 });
      const changed = changeLine(viewer, item, (await request.json()) as LineItemUpdateRequest);
      if (changed instanceof Response) return changed;
      return HttpResponse.json(replace({ ...po, line_items: po.line_items.map((candidate) => (candidate.id === item.id ? changed : candidate)) }));
    }),
  ];
}
