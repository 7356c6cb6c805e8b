import type {
  Attachment,
  Cart,
  ErrorBody,
  LineItem,
  Order,
  OrderEvent,
  OrderStatus,
  OrderSummary,
  PurchaseOrder,
  Refund,
} from '@marketplace/contracts';

/** An error body as the API writes it. */
export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorBody {
  return { code, message, display_error: message, ...(fields ? { fields } : {}) };
}

/** A labelled SVG thumbnail as a data URL, so stories show images without a media server. */
function thumbnail(label: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="100%" height="100%" fill="${color}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="18" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** The builder's projects in the mock orders. */
export const mockProjects = {
  maple: { id: 'proj-maple', name: 'Maple Street Duplex', street: '418 Maple Street', city: 'Oakland', state: 'CA', postal_code: '94607' },
  harbor: { id: 'proj-harbor', name: 'Harbor View Offices', street: '1 Harbor Way', city: 'Richmond', state: 'CA', postal_code: '94804' },
} as const;

/** The suppliers in the mock orders. */
export const mockSuppliers = {
  northside: { id: 'sup-northside', name: 'Northside Building Supply' },
  harbor: { id: 'sup-harbor', name: 'Harbor Lumber Co.' },
} as const;

const buyer = { id: 'comp-summit', name: 'Summit Builders' };
const builder = { id: 'user-builder', name: 'Dana Builder', company_name: buyer.name };
const northsideUser = { id: 'user-northside', name: 'Sam Northside', company_name: mockSuppliers.northside.name };
const harborUser = { id: 'user-harbor', name: 'Alex Harbor', company_name: mockSuppliers.harbor.name };

/** The id of the order the summary stories and tests open. */
export const mockOrderId = 'ord-1001';

const placedAt = '2026-11-02T16:30:00.000Z';

function lineItem(overrides: Partial<LineItem> & Pick<LineItem, 'id' | 'purchase_order_id'>): LineItem {
  const line: LineItem = {
    order_id: mockOrderId,
    product_supplier_variant_id: `psv-${overrides.id}`,
    product_id: `prod-${overrides.id}`,
    variant_id: `var-${overrides.id}`,
    product_name: 'Douglas Fir Framing Lumber',
    product_supplier_variant_name: '2x4 × 8 ft #2',
    sku: 'NS-DF-2408-2',
    product_image: thumbnail('2x4', '#8a5a2b'),
    unit_of_measure: 'each',
    quantity: 60,
    unit_price_cents: 465,
    line_total_cents: 0,
    currency: 'USD',
    request_delivery_date: '2026-11-10',
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
    updated_at: placedAt,
    ...overrides,
  };
  return { ...line, line_total_cents: line.quantity * line.unit_price_cents };
}

function attachment(purchaseOrderId: string): Attachment {
  return {
    id: 'att-ticket',
    purchase_order_id: purchaseOrderId,
    kind: 'delivery_ticket',
    file_name: 'delivery-ticket-signed.pdf',
    content_type: 'application/pdf',
    size_bytes: 182_400,
    uploaded_by: 'Alex Harbor',
    created_at: '2026-11-09T18:05:00.000Z',
    url: `/api/ordering/purchase_orders/${purchaseOrderId}/attachments/att-ticket/`,
  };
}

function purchaseOrder(
  overrides: Pick<PurchaseOrder, 'id' | 'number' | 'status' | 'supplier_company_id' | 'supplier_company_name' | 'line_items'> & Partial<PurchaseOrder>,
): PurchaseOrder {
  const subtotal = overrides.line_items.filter((line) => line.status !== 'cancelled').reduce((sum, line) => sum + line.line_total_cents, 0);
  return {
    order_id: mockOrderId,
    order_number: 'ORD-1001',
    buyer_company_id: buyer.id,
    buyer_company_name: buyer.name,
    project: mockProjects.maple,
    currency: 'USD',
    subtotal_cents: subtotal,
    additional_specification_requirements: null,
    terms_pending: false,
    placed_at: placedAt,
    delivered_at: null,
    created_at: placedAt,
    updated_at: placedAt,
    attachments: [],
    // The buying company never sees the marketplace's commission.
    commission: null,
    ...overrides,
  };
}

function event(id: string, entity: Pick<OrderEvent, 'entity_type' | 'entity_id'>, from: string | null, to: string, actor: OrderEvent['actor'], at: string, note: string | null = null): OrderEvent {
  return { id, ...entity, from_status: from, to_status: to, actor, note, created_at: at };
}

/** Which moment of its life the mock order is at. */
export type MockOrderStage = 'in_progress' | 'terms_pending' | 'completed';

/**
 * The mock order ORD-1001 of the Maple Street Duplex: studs and plywood from Northside, concrete
 * from Harbor Lumber.
 * - `in_progress`: the studs shipped (receipt to confirm), the plywood confirmed, the concrete
 *   delivered with a signed delivery ticket;
 * - `terms_pending`: as in progress, but Northside proposes a later date and a new price for the
 *   plywood, which waits for the builder;
 * - `completed`: everything delivered and received.
 */
export function mockOrder(stage: MockOrderStage = 'in_progress'): Order {
  const completed = stage === 'completed';
  const studs = lineItem({
    id: 'li-studs',
    purchase_order_id: 'po-northside',
    status: completed ? 'delivered' : 'shipped',
    requested_delivery_time: '07:30:00',
    confirmed_delivery_date: '2026-11-10',
    shipped_at: '2026-11-09T15:00:00.000Z',
    delivered_at: completed ? '2026-11-10T17:20:00.000Z' : null,
    quantity_received: completed ? 60 : null,
  });
  const plywood = lineItem({
    id: 'li-plywood',
    purchase_order_id: 'po-northside',
    product_name: 'CDX Plywood Sheathing',
    product_supplier_variant_name: '3/4 in × 4 × 8 ft',
    sku: 'NS-CDX-34',
    product_image: thumbnail('CDX', '#a0782c'),
    quantity: 12,
    unit_price_cents: 3250,
    request_delivery_date: '2026-11-12',
    // Confirmed for a later day than asked: the API keeps that day as a proposal, agreed on nothing yet.
    confirmed_delivery_date: stage === 'terms_pending' ? null : '2026-11-12',
    status: completed ? 'delivered' : 'confirmed',
    delivered_at: completed ? '2026-11-12T16:00:00.000Z' : null,
    quantity_received: completed ? 12 : null,
    ...(stage === 'terms_pending' ? { proposed_delivery_date: '2026-11-19', proposed_unit_price_cents: 3400 } : {}),
  });
  const concrete = lineItem({
    id: 'li-concrete',
    purchase_order_id: 'po-harbor',
    product_name: 'High-Strength Concrete Mix',
    product_supplier_variant_name: '80 lb bag',
    sku: 'HL-CM-80',
    product_image: null,
    unit_of_measure: 'bag',
    quantity: 40,
    unit_price_cents: 625,
    request_delivery_date: '2026-11-09',
    confirmed_delivery_date: '2026-11-09',
    status: 'delivered',
    shipped_at: '2026-11-09T14:00:00.000Z',
    delivered_at: '2026-11-09T18:00:00.000Z',
    quantity_received: 40,
  });
  const northside = purchaseOrder({
    id: 'po-northside',
    number: 'PO-1001-1',
    status: completed ? 'delivered' : 'accepted',
    supplier_company_id: mockSuppliers.northside.id,
    supplier_company_name: mockSuppliers.northside.name,
    terms_pending: stage === 'terms_pending',
    delivered_at: completed ? '2026-11-12T16:00:00.000Z' : null,
    line_items: [studs, plywood],
  });
  const harbor = purchaseOrder({
    id: 'po-harbor',
    number: 'PO-1001-2',
    status: 'delivered',
    supplier_company_id: mockSuppliers.harbor.id,
    supplier_company_name: mockSuppliers.harbor.name,
    additional_specification_requirements: 'Deliver to the north gate; forklift on site.',
    delivered_at: '2026-11-09T18:00:00.000Z',
    attachments: [attachment('po-harbor')],
    line_items: [concrete],
  });
  const order = { entity_type: 'order', entity_id: mockOrderId } as const;
  const events: OrderEvent[] = [
    event('ev-1', order, null, 'placed', builder, placedAt),
    event('ev-2', { entity_type: 'line_item', entity_id: 'li-concrete' }, 'pending', 'confirmed', harborUser, '2026-11-03T09:00:00.000Z'),
    event('ev-3', order, 'placed', 'in_progress', harborUser, '2026-11-03T09:00:00.000Z'),
    event('ev-4', { entity_type: 'line_item', entity_id: 'li-studs' }, 'pending', 'confirmed', northsideUser, '2026-11-03T10:15:00.000Z'),
    event('ev-5', { entity_type: 'line_item', entity_id: 'li-studs' }, 'confirmed', 'shipped', northsideUser, '2026-11-09T15:00:00.000Z'),
    event('ev-6', { entity_type: 'purchase_order', entity_id: 'po-harbor' }, 'accepted', 'delivered', harborUser, '2026-11-09T18:00:00.000Z'),
  ];
  if (completed) events.push(event('ev-7', order, 'in_progress', 'completed', builder, '2026-11-12T16:00:00.000Z'));
  const subtotal = northside.subtotal_cents + harbor.subtotal_cents;
  return {
    id: mockOrderId,
    number: 'ORD-1001',
    status: completed ? 'completed' : 'in_progress',
    payment_method: 'credit',
    payment_status: 'authorized',
    project: mockProjects.maple,
    buyer_company: buyer,
    currency: 'USD',
    subtotal_cents: subtotal,
    total_cents: subtotal,
    terms_pending: stage === 'terms_pending',
    created_at: placedAt,
    placed_at: placedAt,
    updated_at: completed ? '2026-11-12T16:00:00.000Z' : '2026-11-09T18:00:00.000Z',
    purchase_orders: [northside, harbor],
    events,
    refunds: [],
    balance_due_cents: 0,
  };
}

/**
 * ORD-1001 paid by card, with money given back twice: Northside cancelled the plywood (refunded
 * to the card), and Harbor Lumber agreed that two bags of concrete never arrived (still pending
 * at the card provider).
 */
export function mockOrderWithRefunds(): Order {
  const order = mockOrder('in_progress');
  const [northside, harbor] = order.purchase_orders as [PurchaseOrder, PurchaseOrder];
  const plywood = northside.line_items.find((line) => line.id === 'li-plywood') as LineItem;
  const concrete = harbor.line_items[0] as LineItem;
  const refund = (overrides: Pick<Refund, 'id' | 'purchase_order_id' | 'line_item_id' | 'reason' | 'amount_cents' | 'status' | 'created_at' | 'completed_at'>): Refund => ({
    order_id: order.id,
    method: 'card',
    currency: 'USD',
    last_error: null,
    ...overrides,
  });
  return {
    ...order,
    payment_method: 'card',
    payment_status: 'paid',
    purchase_orders: [
      { ...northside, line_items: northside.line_items.map((line) => (line.id === plywood.id ? { ...line, status: 'cancelled', confirmed_delivery_date: null } : line)) },
      { ...harbor, line_items: [{ ...concrete, quantity_received: 38 }] },
    ],
    refunds: [
      refund({
        id: 'refund-plywood',
        purchase_order_id: northside.id,
        line_item_id: plywood.id,
        reason: 'Cancelled by Northside Building Supply.',
        amount_cents: plywood.quantity * plywood.unit_price_cents,
        status: 'succeeded',
        created_at: '2026-11-04T09:00:00.000Z',
        completed_at: '2026-11-04T09:00:05.000Z',
      }),
      refund({
        id: 'refund-concrete-shortage',
        purchase_order_id: harbor.id,
        line_item_id: concrete.id,
        reason: '2 bags short on delivery; Harbor Lumber Co. accepted the shortage.',
        amount_cents: 2 * concrete.unit_price_cents,
        status: 'pending',
        created_at: '2026-11-10T08:00:00.000Z',
        completed_at: null,
      }),
    ],
  };
}

/**
 * ORD-1001 paid by card, after the builder accepted Northside's higher price for the plywood
 * ($32.50 → $34.00 a sheet): the 12 sheets owe $18.00 more than was charged, to pay before they ship.
 */
export function mockOrderWithBalanceDue(): Order {
  const order = mockOrder('in_progress');
  const purchaseOrders = order.purchase_orders.map((purchaseOrder) => {
    const lineItems = purchaseOrder.line_items.map((line) => (line.id === 'li-plywood' ? { ...line, unit_price_cents: 3400, line_total_cents: line.quantity * 3400 } : line));
    return { ...purchaseOrder, line_items: lineItems, subtotal_cents: lineItems.filter((line) => line.status !== 'cancelled').reduce((sum, line) => sum + line.line_total_cents, 0) };
  });
  const subtotal = purchaseOrders.reduce((sum, purchaseOrder) => sum + purchaseOrder.subtotal_cents, 0);
  return {
    ...order,
    payment_method: 'card',
    payment_status: 'paid',
    purchase_orders: purchaseOrders,
    subtotal_cents: subtotal,
    total_cents: subtotal,
    balance_due_cents: 1800,
  };
}

const statusCycle: OrderStatus[] = ['placed', 'in_progress', 'completed', 'in_progress', 'cancelled'];

/**
 * The builder's order list: ORD-1001 (the order above) and 24 older ones across both projects
 * and suppliers, one a day, so there are two pages of 20.
 */
export function mockOrderSummaries(): OrderSummary[] {
  const rows: OrderSummary[] = [];
  for (let index = 0; index < 25; index += 1) {
    const number = 1001 - index;
    const day = new Date(Date.UTC(2026, 10, 2 - index, 16, 30));
    const project = index % 3 === 2 ? mockProjects.harbor : mockProjects.maple;
    const suppliers = index % 2 === 0 ? [mockSuppliers.northside, mockSuppliers.harbor] : [mockSuppliers.northside];
    rows.push({
      id: `ord-${number}`,
      number: `ORD-${number}`,
      status: index === 0 ? 'in_progress' : (statusCycle[index % statusCycle.length] ?? 'placed'),
      project: { id: project.id, name: project.name },
      suppliers: suppliers.map((supplier) => ({ ...supplier })),
      currency: 'USD',
      total_cents: index === 0 ? 91_900 : 25_000 + index * 1_375,
      terms_pending: index === 3,
      purchase_order_count: suppliers.length,
      item_count: suppliers.length + (index % 4),
      created_at: day.toISOString(),
      placed_at: day.toISOString(),
      updated_at: day.toISOString(),
    });
  }
  return rows;
}

/** An empty cart as the API answers it, for the reorder answer's `cart`. */
export function mockCart(projectId: string, itemCount: number, totalCents: number): Cart {
  return {
    id: `cart-${projectId}`,
    project_id: projectId,
    currency: 'USD',
    item_count: itemCount,
    subtotal_cents: totalCents,
    total_cents: totalCents,
    can_check_out: itemCount > 0,
    groups: [],
    updated_at: '2026-11-21T12:00:00.000Z',
  };
}
