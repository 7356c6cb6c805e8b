import { apiUrl } from '@marketplace/api-client';
import {
  CARD_DECLINED_MESSAGE,
  orderStatuses,
  quantityToReceive,
  SANDBOX_CARD_DECLINED,
  SANDBOX_CARD_SUCCEEDS,
  type BalancePaymentStatus,
  type CheckoutSessionResponse,
  type ClientConfigResponse,
  type LineItem,
  type LineItemUpdateRequest,
  type Order,
  type OrderMetadata,
  type OrderSummary,
  type PurchaseOrder,
  type ReorderRequest,
  type ReorderResponse,
  type SandboxPaymentRequest,
  type TermsRefusalRequest,
} from '@marketplace/contracts';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { errorBody, mockCart, mockOrder, mockOrderSummaries } from './fixtures';

/** Options of {@link createOrdersHandlers}. */
export interface OrdersMockOptions {
  /** The rows of the order list; the fixtures' 25 orders by default. */
  summaries?: OrderSummary[];
  /** The orders that can be opened, by id; ORD-1001 in progress by default. */
  orders?: Order[];
  /** The card provider the client configuration names. @defaultValue 'sandbox' */
  cardProvider?: 'sandbox' | 'stripe';
}

/** The one balance-payment session the mock opens per order. */
export const mockBalanceSessionId = 'bal_sess_mock';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The first bytes of a PDF: enough for the browser to recognise the saved file's type. */
const pdfBytes = new TextEncoder().encode('%PDF-1.4\n% mock purchase order\n%%EOF\n');

function compare(left: OrderSummary, right: OrderSummary, field: string): number {
  const a = left[field as keyof OrderSummary];
  const b = right[field as keyof OrderSummary];
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Purchase-order status from its lines, as the API derives it (cancelled lines aside). */
function purchaseOrderStatus(lines: readonly LineItem[]): PurchaseOrder['status'] {
  const open = lines.filter((line) => line.status !== 'cancelled');
  if (open.length === 0) return 'cancelled';
  if (open.every((line) => line.status === 'delivered')) return 'delivered';
  if (open.some((line) => line.status === 'delivered')) return 'partially_delivered';
  if (open.some((line) => line.status === 'pending')) return 'submitted';
  return 'accepted';
}

/** Order status from its purchase orders, as the API derives it. */
function orderStatus(purchaseOrders: readonly PurchaseOrder[]): Order['status'] {
  const open = purchaseOrders.filter((purchaseOrder) => purchaseOrder.status !== 'cancelled');
  if (open.length === 0) return 'cancelled';
  if (open.every((purchaseOrder) => purchaseOrder.status === 'delivered')) return 'completed';
  if (open.every((purchaseOrder) => purchaseOrder.status === 'submitted')) return 'placed';
  return 'in_progress';
}

function withTotals(order: Order): Order {
  const purchaseOrders = order.purchase_orders.map((purchaseOrder) => {
    const lines = purchaseOrder.line_items.map((line) => ({ ...line, line_total_cents: line.quantity * line.unit_price_cents }));
    const subtotal = lines.filter((line) => line.status !== 'cancelled').reduce((sum, line) => sum + line.line_total_cents, 0);
    const terms = lines.some((line) => line.proposed_delivery_date !== null || line.proposed_unit_price_cents !== null);
    return { ...purchaseOrder, line_items: lines, subtotal_cents: subtotal, terms_pending: terms, status: purchaseOrderStatus(lines) };
  });
  const subtotal = purchaseOrders.reduce((sum, purchaseOrder) => sum + purchaseOrder.subtotal_cents, 0);
  return {
    ...order,
    purchase_orders: purchaseOrders,
    subtotal_cents: subtotal,
    total_cents: subtotal,
    terms_pending: purchaseOrders.some((purchaseOrder) => purchaseOrder.terms_pending),
    status: orderStatus(purchaseOrders),
  };
}

const notFound = () => HttpResponse.json(errorBody('not_found', 'We could not find this order.'), { status: 404 });

/**
 * The mock orders API: the list with the API's paging, sorting and filters, its metadata, the full
 * order, accepting new terms, paying a balance by card (the sandbox's test cards, or Stripe's
 * return), receipt of a line, reorder, the purchase-order PDF and attachment downloads. Changes are kept for the life of the handlers, so a page sees its own change.
 */
export function createOrdersHandlers(options: OrdersMockOptions = {}): HttpHandler[] {
  const summaries = options.summaries ?? mockOrderSummaries();
  const orders = new Map((options.orders ?? [mockOrder()]).map((order) => [order.id, order]));
  const readOrder = ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
    const order = orders.get(String(params.orderId ?? params.id));
    return order ? HttpResponse.json(order) : notFound();
  };
  const filtered = (search: URLSearchParams, withStatus: boolean) =>
    summaries.filter(
      (row) =>
        (!withStatus || !search.get('status') || row.status === search.get('status')) &&
        (!search.get('project_id') || row.project.id === search.get('project_id')) &&
        (!search.get('supplier_id') || row.suppliers.some((supplier) => supplier.id === search.get('supplier_id'))),
    );

  const provider = options.cardProvider ?? 'sandbox';
  const paidSessions = new Set<string>();
  const balanceStatus = (order: Order, sessionId: string): BalancePaymentStatus => ({
    session_id: sessionId,
    status: paidSessions.has(`${order.id}:${sessionId}`) ? 'complete' : 'open',
    balance_due_cents: order.balance_due_cents,
  });

  return [
    http.get(apiUrl('/csrf/token/'), () => HttpResponse.json({ csrf_token: 'mock-csrf-token' })),
    http.get(apiUrl('/api/client-config'), () => {
      const config: ClientConfigResponse = {
        payments: { provider, publishable_key: provider === 'stripe' ? 'pk_test_mock' : null },
        bank_link: { provider: 'sandbox' },
        analytics: null,
        support: null,
      };
      return HttpResponse.json(config);
    }),
    http.post(apiUrl('/api/ordering/orders/:id/balance-payment/'), ({ params }) => {
      const order = orders.get(String(params.id));
      if (!order) return notFound();
      if (order.balance_due_cents === 0) return HttpResponse.json(errorBody('conflict', 'Nothing is owed on this order.'), { status: 409 });
      const session: CheckoutSessionResponse = {
        session_id: mockBalanceSessionId,
        provider,
        status: 'open',
        client_secret: provider === 'stripe' ? 'cs_test_mock_secret' : null,
        order_id: order.id,
        amount_cents: order.balance_due_cents,
        currency: order.currency,
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      };
      return HttpResponse.json(session);
    }),
    http.post(apiUrl('/api/ordering/orders/:id/balance-payment/:sessionId/sandbox-pay/'), async ({ params, request }) => {
      const order = orders.get(String(params.id));
      if (!order || params.sessionId !== mockBalanceSessionId) return notFound();
      // The sandbox's test cards, as at checkout.
      const card = (await request.json()) as SandboxPaymentRequest;
      if (card.card_number === SANDBOX_CARD_DECLINED) return HttpResponse.json(errorBody('card_declined', CARD_DECLINED_MESSAGE), { status: 402 });
      if (card.card_number !== SANDBOX_CARD_SUCCEEDS) {
        const message = 'Use a sandbox test card: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined.';
        return HttpResponse.json(errorBody('validation_error', message, { card_number: message }), { status: 400 });
      }
      const paid = { ...order, balance_due_cents: 0 };
      orders.set(order.id, paid);
      paidSessions.add(`${order.id}:${mockBalanceSessionId}`);
      return HttpResponse.json(balanceStatus(paid, mockBalanceSessionId));
    }),
    http.get(apiUrl('/api/ordering/orders/:id/balance-payment/:sessionId/'), ({ params }) => {
      const order = orders.get(String(params.id));
      if (!order || params.sessionId !== mockBalanceSessionId) return notFound();
      // Stripe's return: the provider says it is paid, and asking books it.
      if (provider === 'stripe' && order.balance_due_cents > 0) {
        orders.set(order.id, { ...order, balance_due_cents: 0 });
        paidSessions.add(`${order.id}:${mockBalanceSessionId}`);
      }
      return HttpResponse.json(balanceStatus(orders.get(order.id) ?? order, mockBalanceSessionId));
    }),
    http.get(apiUrl('/api/ordering/orders/'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      const orderBy = search.get('order_by') ?? '-created_at';
      const field = orderBy.replace(/^-/, '');
      const rows = [...filtered(search, true)].sort((a, b) => compare(a, b, field) || a.id.localeCompare(b.id));
      if (orderBy.startsWith('-')) rows.reverse();
      const offset = Number(search.get('offset') ?? 0);
      const limit = Number(search.get('limit') ?? 20);
      return HttpResponse.json({ count: rows.length, results: rows.slice(offset, offset + limit) });
    }),
    http.get(apiUrl('/api/ordering/orders_metadata/'), ({ request }) => {
      const search = new URL(request.url).searchParams;
      const rows = filtered(search, false);
      const counts = Object.fromEntries(orderStatuses.map((status) => [status, rows.filter((row) => row.status === status).length]));
      const byId = <T extends { id: string }>(items: T[]) => [...new Map(items.map((item) => [item.id, item])).values()];
      const metadata: OrderMetadata = {
        count: rows.length,
        status_counts: counts as OrderMetadata['status_counts'],
        // Filter values come from every order, so choosing one filter never empties the others.
        projects: byId(summaries.map((row) => row.project)),
        suppliers: byId(summaries.flatMap((row) => row.suppliers)),
        sort_fields: ['created_at', 'placed_at', 'number', 'total_cents', 'status', 'updated_at'],
      };
      return HttpResponse.json(metadata);
    }),
    http.get(apiUrl('/v3/orders/:orderId'), readOrder),
    http.get(apiUrl('/api/ordering/orders/:id/'), readOrder),
    http.post(apiUrl('/api/ordering/orders/:id/accept-terms/'), ({ params }) => {
      const order = orders.get(String(params.id));
      if (!order) return notFound();
      if (!order.terms_pending) return HttpResponse.json(errorBody('conflict', 'No new terms are waiting for this order.'), { status: 409 });
      const accepted = withTotals({
        ...order,
        purchase_orders: order.purchase_orders.map((purchaseOrder) => ({
          ...purchaseOrder,
          line_items: purchaseOrder.line_items.map((line) => ({
            ...line,
            unit_price_cents: line.proposed_unit_price_cents ?? line.unit_price_cents,
            confirmed_delivery_date: line.proposed_delivery_date ?? line.confirmed_delivery_date,
            proposed_unit_price_cents: null,
            proposed_delivery_date: null,
          })),
        })),
        events: [
          ...order.events,
          {
            id: `ev-terms-${order.events.length}`,
            entity_type: 'order',
            entity_id: order.id,
            from_status: order.status,
            to_status: order.status,
            actor: { id: 'user-builder', name: 'Dana Builder', company_name: order.buyer_company.name },
            note: 'New terms accepted',
            created_at: new Date().toISOString(),
          },
        ],
      });
      orders.set(order.id, accepted);
      return HttpResponse.json(accepted);
    }),
    http.post(apiUrl('/api/ordering/orders/:id/decline-terms/'), async ({ params, request }) => {
      const order = orders.get(String(params.id));
      if (!order) return notFound();
      const body = (await request.json()) as TermsRefusalRequest;
      const refused = new Map(body.lines.map((line) => [line.line_item_id, line.action]));
      const declined = withTotals({
        ...order,
        purchase_orders: order.purchase_orders.map((purchaseOrder) => ({
          ...purchaseOrder,
          line_items: purchaseOrder.line_items.map((line) => {
            const action = refused.get(line.id);
            if (!action) return line;
            return { ...line, status: action === 'cancel' ? 'cancelled' : 'pending', proposed_unit_price_cents: null, proposed_delivery_date: null };
          }),
        })),
        events: [
          ...order.events,
          {
            id: `ev-refusal-${order.events.length}`,
            entity_type: 'order',
            entity_id: order.id,
            from_status: order.status,
            to_status: order.status,
            actor: { id: 'user-builder', name: 'Dana Builder', company_name: order.buyer_company.name },
            note: `Refused new terms on ${body.lines.length} item${body.lines.length === 1 ? '' : 's'}.`,
            created_at: new Date().toISOString(),
          },
        ],
      });
      orders.set(order.id, declined);
      return HttpResponse.json(declined);
    }),
    http.put(apiUrl('/api/ordering/order_line_items/:id/'), async ({ params, request }) => {
      const body = (await request.json()) as LineItemUpdateRequest;
      const lineId = String(params.id);
      const order = [...orders.values()].find((candidate) => candidate.purchase_orders.some((po) => po.line_items.some((line) => line.id === lineId)));
      if (!order) return HttpResponse.json(errorBody('not_found', 'We could not find this line item.'), { status: 404 });
      const line = order.purchase_orders.flatMap((po) => po.line_items).find((candidate) => candidate.id === lineId);
      // A receipt counts one delivery: it adds to earlier counts, up to what is still to come (decision 0607).
      const toReceive = line ? quantityToReceive(line.status, line.quantity, line.quantity_received) : 0;
      if (body.quantity_received !== undefined && body.quantity_received > toReceive) {
        const message = `Give at most the ${toReceive} still to receive.`;
        return HttpResponse.json(errorBody('validation_error', message, { quantity_received: message }), { status: 400 });
      }
      const updated = withTotals({
        ...order,
        purchase_orders: order.purchase_orders.map((po) => ({
          ...po,
          line_items: po.line_items.map((candidate) =>
            candidate.id === lineId
              ? receive(candidate, body)
              : candidate,
          ),
        })),
      });
      orders.set(order.id, updated);
      return HttpResponse.json(updated.purchase_orders.find((po) => po.line_items.some((candidate) => candidate.id === lineId)));
    }),
    http.post(apiUrl('/api/ordering/orders/'), async ({ request }) => {
      const body = (await request.json()) as ReorderRequest;
      const order = orders.get(body.order_id);
      if (!order) return notFound();
      const lines = order.purchase_orders.flatMap((po) => po.line_items);
      // The concrete mix is no longer sold: reported, not added.
      const [gone, kept] = [lines.filter((line) => line.sku === 'HL-CM-80'), lines.filter((line) => line.sku !== 'HL-CM-80')];
      const projectId = body.project_id ?? order.project.id;
      const answer: ReorderResponse = {
        project_id: projectId,
        added: kept.map((line) => ({
          line_item_id: line.id,
          product_supplier_variant_id: line.product_supplier_variant_id,
          quantity: line.quantity,
          product_name: line.product_name,
          product_supplier_variant_name: line.product_supplier_variant_name,
        })),
        unavailable: gone.map((line) => ({
          line_item_id: line.id,
          product_name: line.product_name,
          product_supplier_variant_name: line.product_supplier_variant_name,
          sku: line.sku,
          reason: 'Harbor Lumber Co. no longer sells this item.',
        })),
        cart: mockCart(projectId, kept.length, kept.reduce((sum, line) => sum + line.line_total_cents, 0)),
      };
      return HttpResponse.json(answer);
    }),
    http.get(apiUrl('/api/ordering/purchase_orders/:id/pdf/'), () =>
      HttpResponse.arrayBuffer(pdfBytes.slice().buffer, { headers: { 'content-type': 'application/pdf' } }),
    ),
    http.get(apiUrl('/api/ordering/purchase_orders/:id/attachments/:attachmentId/'), () =>
      HttpResponse.arrayBuffer(pdfBytes.slice().buffer, { headers: { 'content-type': 'application/pdf' } }),
    ),
  ];
}

/** A handler that never answers: for loading states. */
export function pendingHandler(method: Method, path: string): HttpHandler {
  return http[method](apiUrl(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** The API's answer to a failure nobody can fix from the page. */
export const unavailableMessage = 'Orders are unavailable right now. Please try again.';

/** A handler that fails with the API's error body: for error states. */
export function failingHandler(method: Method, path: string, status = 500, message = unavailableMessage): HttpHandler {
  return http[method](apiUrl(path), () => HttpResponse.json(errorBody('internal_error', message), { status }));
}

/** A line after a receipt or a status change: a count adds to earlier ones; delivered once all is counted. */
function receive(line: LineItem, body: LineItemUpdateRequest): LineItem {
  if (body.quantity_received === undefined) {
    const delivered = body.status === 'delivered';
    return { ...line, status: body.status ?? line.status, delivered_at: delivered ? (line.delivered_at ?? new Date().toISOString()) : line.delivered_at };
  }
  const received = (line.quantity_received ?? 0) + body.quantity_received;
  const delivered = received >= line.quantity;
  return {
    ...line,
    quantity_received: received,
    status: delivered ? 'delivered' : line.status,
    delivered_at: delivered ? (line.delivered_at ?? new Date().toISOString()) : line.delivered_at,
  };
}
