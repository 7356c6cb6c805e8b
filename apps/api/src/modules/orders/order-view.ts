import type { Attachment, LineItem, Order, OrderEvent, PurchaseOrder } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import type { Viewer } from './order-access';
import { balanceDue } from '../balance-payments/balance-due';
import { purchaseOrderCommissions } from '../commission/commission-rates';
import { refundsOfPurchaseOrders } from '../refunds/refunds.repository';

/** Where an attachment is downloaded from (the spec's "GET of a given URL as a blob"). */
export function attachmentUrl(purchaseOrderId: string, attachmentId: string): string {
  return `/api/ordering/purchase_orders/${purchaseOrderId}/attachments/${attachmentId}/`;
}

/**
 * Purchase orders with their order's header, lines and attachments, in the order of `ids`.
 * Callers have already decided the viewer may see each of them.
 */
export async function loadPurchaseOrders(db: Executor, ids: readonly string[], options: { forSupplier?: boolean } = {}): Promise<PurchaseOrder[]> {
  if (ids.length === 0) return [];
  const headers = await db
    .selectFrom('purchase_orders as po')
    .innerJoin('orders as o', 'o.id', 'po.order_id')
    .innerJoin('companies as s', 's.id', 'po.supplier_company_id')
    .innerJoin('companies as b', 'b.id', 'o.company_id')
    .innerJoin('projects as p', 'p.id', 'o.project_id')
    .select([
      'po.id',
      'po.order_id',
      'o.number as order_number',
      'po.number',
      'po.status',
      'po.supplier_company_id',
      's.name as supplier_company_name',
      'o.company_id as buyer_company_id',
      'b.name as buyer_company_name',
      'p.id as project_id',
      'p.name as project_name',
      'p.street',
      'p.city',
      'p.state',
      'p.postal_code',
      'po.currency',
      'po.subtotal_cents',
      'po.additional_specification_requirements',
      'o.placed_at',
      'po.delivered_at',
      'po.created_at',
      'po.updated_at',
    ])
    .where('po.id', 'in', ids)
    .execute();
  const lines = await db.selectFrom('order_line_items').selectAll().where('purchase_order_id', 'in', ids).orderBy('position').orderBy('id').execute();
  const attachments = await db
    .selectFrom('purchase_order_attachments')
    .select(['id', 'purchase_order_id', 'kind', 'file_name', 'content_type', 'size_bytes', 'uploaded_by', 'created_at'])
    .where('purchase_order_id', 'in', ids)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

  const byId = new Map(
    headers.map((po) => {
      const poLines: LineItem[] = lines
        .filter((line) => line.purchase_order_id === po.id)
        .map((line) => ({
          id: line.id,
          purchase_order_id: line.purchase_order_id,
          order_id: line.order_id,
          product_supplier_variant_id: line.psv_id,
          product_id: line.product_id,
          variant_id: line.variant_id,
          product_name: line.product_name,
          product_supplier_variant_name: line.variant_name,
          sku: line.sku,
          product_image: line.image_url,
          unit_of_measure: line.unit_of_measure,
          quantity: line.quantity,
          unit_price_cents: line.unit_price_cents,
          line_total_cents: line.quantity * line.unit_price_cents,
          currency: line.currency,
          request_delivery_date: line.requested_delivery_date,
          requested_delivery_time: line.requested_delivery_time,
          confirmed_delivery_date: line.confirmed_delivery_date,
          proposed_unit_price_cents: line.proposed_unit_price_cents,
          proposed_delivery_date: line.proposed_delivery_date,
          quantity_received: line.quantity_received,
          shortage_settled_at: line.shortage_settled_at,
          notes: line.notes,
          status: line.status,
          shipped_at: line.shipped_at,
          delivered_at: line.delivered_at,
          updated_at: line.updated_at,
          quote_line_id: line.quote_line_id,
        }));
      const poAttachments: Attachment[] = attachments
        .filter((file) => file.purchase_order_id === po.id)
        .map((file) => ({ ...file, url: attachmentUrl(po.id, file.id) }));
      const view: PurchaseOrder = {
        id: po.id,
        order_id: po.order_id,
        order_number: po.order_number ?? '',
        number: po.number ?? '',
        status: po.status,
        supplier_company_id: po.supplier_company_id,
        supplier_company_name: po.supplier_company_name,
        buyer_company_id: po.buyer_company_id,
        buyer_company_name: po.buyer_company_name,
        project: { id: po.project_id, name: po.project_name, street: po.street, city: po.city, state: po.state, postal_code: po.postal_code },
        currency: po.currency,
        subtotal_cents: po.subtotal_cents,
        additional_specification_requirements: po.additional_specification_requirements,
        terms_pending: poLines.some((line) => line.proposed_unit_price_cents !== null || line.proposed_delivery_date !== null),
        placed_at: po.placed_at ?? po.created_at,
        delivered_at: po.delivered_at,
        created_at: po.created_at,
        updated_at: po.updated_at,
        attachments: poAttachments,
        line_items: poLines,
        commission: null,
      };
      return [po.id, view] as const;
    }),
  );
  // What the marketplace keeps is the supplier's business, not the buying company's.
  if (options.forSupplier) {
    const commissions = await purchaseOrderCommissions(db, [...byId.values()]);
    for (const view of byId.values()) view.commission = commissions.get(view.id) ?? null;
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids of the purchase orders of an order this viewer sees: all for the buyer, its own for a supplier. */
export async function visiblePurchaseOrderIds(db: Executor, viewer: Viewer, orderId: string): Promise<string[]> {
  let query = db.selectFrom('purchase_orders').select('id').where('order_id', '=', orderId);
  if (viewer.kind === 'supplier') query = query.where('supplier_company_id', '=', viewer.companyId);
  const rows = await query.orderBy('number').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/**
 * The full nested order as this viewer may see it, or undefined when it is not theirs, not
 * placed, or absent (all three answer 404). A supplier sees its own purchase orders, totals of
 * those alone, and only the changes of its own lines.
 */
export async function loadOrderView(db: Executor, viewer: Viewer, orderId: string): Promise<Order | undefined> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('projects as p', 'p.id', 'o.project_id')
    .innerJoin('companies as b', 'b.id', 'o.company_id')
    .select([
      'o.id',
      'o.number',
      'o.status',
      'o.payment_method',
      'o.payment_status',
      'o.company_id',
      'b.name as buyer_company_name',
      'p.id as project_id',
      'p.name as project_name',
      'p.street',
      'p.city',
      'p.state',
      'p.postal_code',
      'o.currency',
      'o.subtotal_cents',
      'o.total_cents',
      'o.terms_pending',
      'o.created_at',
      'o.placed_at',
      'o.updated_at',
    ])
    .where('o.id', '=', orderId)
    .where('o.placed_at', 'is not', null)
    .executeTakeFirst();
  if (!order || !order.placed_at || !order.number) return undefined;
  if (viewer.kind === 'buyer' && order.company_id !== viewer.companyId) return undefined;
  const poIds = await visiblePurchaseOrderIds(db, viewer, orderId);
  if (viewer.kind === 'supplier' && poIds.length === 0) return undefined;
  const purchaseOrders = await loadPurchaseOrders(db, poIds, { forSupplier: viewer.kind === 'supplier' });

  let eventsQuery = db
    .selectFrom('order_status_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select(['e.id', 'e.entity_type', 'e.entity_id', 'e.from_status', 'e.to_status', 'e.note', 'e.created_at', 'u.id as actor_id', 'u.first_name', 'u.last_name', 'c.name as actor_company'])
    .where('e.order_id', '=', orderId);
  if (viewer.kind === 'supplier') {
    const visible = [...poIds, ...purchaseOrders.flatMap((po) => po.line_items.map((line) => line.id))];
    eventsQuery = eventsQuery.where('e.entity_id', 'in', visible);
  }
  const eventRows = await eventsQuery.orderBy('e.created_at').orderBy('e.id').execute();
  const events: OrderEvent[] = eventRows.map((event) => ({
    id: event.id,
    entity_type: event.entity_type,
    entity_id: event.entity_id,
    from_status: event.from_status,
    to_status: event.to_status,
    actor: event.actor_id ? { id: event.actor_id, name: `${event.first_name ?? ''} ${event.last_name ?? ''}`.trim(), company_name: event.actor_company ?? '' } : null,
    note: event.note,
    created_at: event.created_at,
  }));

  const supplierTotal = purchaseOrders.reduce((sum, po) => sum + po.subtotal_cents, 0);
  // Each side sees the refunds of the purchase orders it sees.
  const refunds = await refundsOfPurchaseOrders(db, poIds);
  return {
    id: order.id,
    number: order.number,
    status: order.status === 'pending_payment' ? 'placed' : order.status,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    project: { id: order.project_id, name: order.project_name, street: order.street, city: order.city, state: order.state, postal_code: order.postal_code },
    buyer_company: { id: order.company_id, name: order.buyer_company_name },
    currency: order.currency,
    subtotal_cents: viewer.kind === 'supplier' ? supplierTotal : order.subtotal_cents,
    total_cents: viewer.kind === 'supplier' ? supplierTotal : order.total_cents,
    terms_pending: viewer.kind === 'supplier' ? purchaseOrders.some((po) => po.terms_pending) : order.terms_pending === 1,
    created_at: order.created_at,
    placed_at: order.placed_at,
    updated_at: order.updated_at,
    purchase_orders: purchaseOrders,
    events,
    refunds,
    balance_due_cents: viewer.kind === 'supplier' ? 0 : await balanceDue(db, orderId),
  };
}
