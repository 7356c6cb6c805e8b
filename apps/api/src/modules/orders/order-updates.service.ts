import type { LineItemUpdateRequest, Order, PurchaseOrder, PurchaseOrderUpdateRequest, TermsRefusalRequest } from '@marketplace/contracts';
import { errorCodes, quantityToReceive } from '@marketplace/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LineItemStatus, OrderLineItemsTable, PurchaseOrderStatus } from '../../db/ordering-schema';
import type { Database, Executor } from '../../db/schema';
import { AppError, notFound, permissionDenied, validationError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { queueEmails } from '../../jobs/email-job';
import type { JobQueue } from '../../jobs/job-queue';
import type { MailMessage } from '../../providers/mail/mailer';
import type { Auth } from '../../plugins/sessions';
import { shortfalls } from '../balance-payments/balance-due';
import { matchAgainAfterReceipt } from '../invoices/invoice-rematch';
import { settleDifferences } from '../refunds/order-differences';
import { receiveLine } from './line-receipts';
import { lockOrder } from './order-lock';
import { findVisiblePurchaseOrder, requireBuilder, viewerOf } from './order-access';
import type { Viewer } from './order-access';
import { recordStatusChanges } from './order-status-events';
import type { StatusChange } from './order-status-events';
import { canMoveLine, isOpenForTerms, orderStatusOf, purchaseOrderStatusOf, statusWords } from './order-status-rules';
import type { LineActor } from './order-status-rules';
import { orderNewsEmails } from './order-update-emails';
import type { OrderNews } from './order-update-emails';
import { loadOrderView, loadPurchaseOrders } from './order-view';

/** Writes to placed orders: line moves, whole purchase orders, and accepting new terms. */
export interface OrderUpdatesService {
  updateLine(auth: Auth, lineId: string, input: LineItemUpdateRequest): Promise<PurchaseOrder>;
  updatePurchaseOrder(auth: Auth, purchaseOrderId: string, input: PurchaseOrderUpdateRequest): Promise<PurchaseOrder>;
  acceptTerms(auth: Auth, orderId: string): Promise<Order>;
  declineTerms(auth: Auth, orderId: string, input: TermsRefusalRequest): Promise<Order>;
  /** The supplier agrees to a short receipt; the buying company gets the missing part back. */
  settleShortage(auth: Auth, lineId: string): Promise<PurchaseOrder>;
}

/** Dependencies of {@link createOrderUpdatesService}. */
export interface OrderUpdatesDeps {
  db: Kysely<Database>;
  /** Where the update emails are queued. */
  jobs: JobQueue;
  publicUrl: string;
}

/** 409 for a move the rules do not allow, naming both statuses. */
export function illegalTransition(what: string, from: string, to: string, why?: string): AppError {
  const sentence = `This ${what} cannot go from ${statusWords(from)} to ${statusWords(to)}${why ? `: ${why}` : '.'}`;
  return new AppError(409, errorCodes.conflict, sentence, undefined, `Illegal ${what} transition from ${from} to ${to}.`);
}

/** Statuses each side may ever set on a line; asking for another is a question of role (403). */
const statusesOf: Record<LineActor, readonly LineItemStatus[]> = {
  supplier: ['confirmed', 'backordered', 'shipped', 'delivered', 'cancelled'],
  builder: ['cancelled', 'delivered'],
  builder_receiver: ['delivered'],
};

function actorOf(viewer: Viewer): LineActor {
  return viewer.kind === 'supplier' ? 'supplier' : viewer.userType;
}

type LineRow = OrderLineItemsTable;

/**
 * Derives the purchase order's and the order's statuses from their lines after a change,
 * recomputes totals over the lines still ordered, and records what moved.
 */
async function settleStatuses(db: Executor, orderId: string, purchaseOrderIds: readonly string[], actorUserId: string, now: string): Promise<void> {
  const changes: StatusChange[] = [];
  for (const purchaseOrderId of purchaseOrderIds) {
    const po = await db.selectFrom('purchase_orders').select(['status', 'delivered_at']).where('id', '=', purchaseOrderId).executeTakeFirstOrThrow();
    const lines = await db.selectFrom('order_line_items').select(['status', 'quantity', 'unit_price_cents', 'quantity_received']).where('purchase_order_id', '=', purchaseOrderId).execute();
    const partlyReceived = lines.some((line) => line.status === 'shipped' && (line.quantity_received ?? 0) > 0);
    const status = purchaseOrderStatusOf(
      lines.map((line) => line.status),
      partlyReceived,
    );
    const subtotal = lines.filter((line) => line.status !== 'cancelled').reduce((sum, line) => sum + line.quantity * line.unit_price_cents, 0);
    await db
      .updateTable('purchase_orders')
      .set({ status, subtotal_cents: subtotal, delivered_at: status === 'delivered' ? (po.delivered_at ?? now) : null, updated_at: now })
      .where('id', '=', purchaseOrderId)
      .execute();
    if (status !== po.status) changes.push({ order_id: orderId, entity_type: 'purchase_order', entity_id: purchaseOrderId, from_status: po.status, to_status: status, actor_user_id: actorUserId });
  }
  const order = await db.selectFrom('orders').select(['status', 'subtotal_cents', 'total_cents']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const pos = await db.selectFrom('purchase_orders').select(['status', 'subtotal_cents']).where('order_id', '=', orderId).execute();
  const orderStatus = orderStatusOf(pos.map((po) => po.status as PurchaseOrderStatus));
  const subtotal = pos.reduce((sum, po) => sum + po.subtotal_cents, 0);
  // Whatever the total carries beyond the goods stays as it was.
  const total = order.total_cents - order.subtotal_cents + subtotal;
  const pending = await db
    .selectFrom('order_line_items')
    .select('id')
    .where('order_id', '=', orderId)
    .where((eb) => eb.or([eb('proposed_unit_price_cents', 'is not', null), eb('proposed_delivery_date', 'is not', null)]))
    .executeTakeFirst();
  await db
    .updateTable('orders')
    .set({ status: orderStatus, subtotal_cents: subtotal, total_cents: total, terms_pending: pending ? 1 : 0, updated_at: now })
    .where('id', '=', orderId)
    .execute();
  if (orderStatus !== order.status) changes.push({ order_id: orderId, entity_type: 'order', entity_id: orderId, from_status: order.status, to_status: orderStatus, actor_user_id: actorUserId });
  await recordStatusChanges(db, changes);
}

/**
 * A line of a placed order the viewer's company is party to, read under its order's lock;
 * another company's line is 404, as an unknown one.
 */
async function lockVisibleLine(trx: Executor, viewer: Viewer, lineId: string, now: string): Promise<LineRow> {
  const found = await trx
    .selectFrom('order_line_items as li')
    .innerJoin('purchase_orders as po', 'po.id', 'li.purchase_order_id')
    .innerJoin('orders as o', 'o.id', 'li.order_id')
    .select(['li.id', 'li.order_id', 'po.supplier_company_id', 'o.company_id', 'o.placed_at'])
    .where('li.id', '=', lineId)
    .executeTakeFirst();
  const mine = found && found.placed_at !== null && (viewer.kind === 'supplier' ? found.supplier_company_id === viewer.companyId : found.company_id === viewer.companyId);
  if (!found || !mine) throw notFound('We could not find this line item.');
  await lockOrder(trx, found.order_id, now);
  return trx.selectFrom('order_line_items').selectAll().where('id', '=', lineId).executeTakeFirstOrThrow();
}

/** Creates the service of writes to placed orders. */
export function createOrderUpdatesService({ db, jobs, publicUrl }: OrderUpdatesDeps): OrderUpdatesService {
  /**
   * Queues the emails of the change in its transaction, written as the order stands right after
   * it (a later change, such as the builder accepting the terms, must not rewrite what this one
   * announced); they go out once it commits.
   */
  async function announce(trx: Executor, news: readonly OrderNews[]): Promise<void> {
    const messages: MailMessage[] = [];
    for (const item of news) messages.push(...(await orderNewsEmails(trx, item, publicUrl)));
    await queueEmails(jobs, trx, messages);
  }

  /**
   * Applies one request's changes to a line (inside the caller's transaction) and answers what
   * to announce. Price and date changes of a supplier become proposals unless they keep what
   * the builder asked for.
   */
  async function changeLine(trx: Executor, viewer: Viewer, line: LineRow, input: LineItemUpdateRequest, now: string): Promise<{ news: OrderNews[]; events: StatusChange[]; received?: boolean }> {
    const actor = actorOf(viewer);
    const isSupplier = actor === 'supplier';
    if (!isSupplier && (input.confirmed_delivery_date !== undefined || input.unit_price_cents !== undefined)) {
      throw permissionDenied('Only the supplier changes prices and delivery dates.');
    }
    if (isSupplier && input.quantity_received !== undefined) throw permissionDenied('Only the buying company confirms what it received.');

    // A quantity received on its own is a receipt: the line becomes delivered.
    const target: LineItemStatus | undefined = input.status ?? (input.quantity_received !== undefined ? 'delivered' : undefined);
    if (target !== undefined && target !== 'pending' && !statusesOf[actor].includes(target)) {
      throw permissionDenied(isSupplier ? 'Suppliers cannot set this status.' : actor === 'builder_receiver' ? 'Receivers confirm receipt only.' : 'Only the supplier confirms, backorders and ships items.');
    }

    if (!isSupplier && target === 'delivered') {
      // A receipt: counted on site, possibly in parts (line-receipts.ts).
      if (line.status !== 'delivered' && !canMoveLine(actor, line.status, target)) throw illegalTransition('line item', line.status, target);
      if (quantityToReceive(line.status, line.quantity, line.quantity_received) === 0) {
        throw illegalTransition('line item', line.status, target, 'its receipt is already confirmed.');
      }
      const receipt = receiveLine(line, input, viewer.userId, now);
      await trx.updateTable('order_line_items').set({ ...receipt.patch, updated_at: now }).where('id', '=', line.id).execute();
      return { news: receipt.news, events: receipt.events, received: true };
    }

    const patch: Partial<LineRow> = {};
    const events: StatusChange[] = [];
    const news: OrderNews[] = [];
    let proposed = false;
    let status = line.status;

    if (target !== undefined && target !== line.status) {
      if (!canMoveLine(actor, line.status, target)) throw illegalTransition('line item', line.status, target);
      status = target;
    }

    if (isSupplier) {
      const termsOpen = isOpenForTerms(line.status);
      if (input.unit_price_cents !== undefined) {
        if (!termsOpen) throw illegalTransition('line item', line.status, line.status, 'the price of an item already shipped cannot change.');
        const price = input.unit_price_cents === line.unit_price_cents ? null : input.unit_price_cents;
        patch.proposed_unit_price_cents = price;
        if (price !== null && price !== line.proposed_unit_price_cents) proposed = true;
      }
      if (input.confirmed_delivery_date !== undefined) {
        if (!termsOpen) throw illegalTransition('line item', line.status, line.status, 'the delivery date of an item already shipped cannot change.');
        const date = input.confirmed_delivery_date;
        const agreed = line.confirmed_delivery_date ?? line.requested_delivery_date;
        if (date === null || agreed === null || date === agreed) {
          patch.confirmed_delivery_date = date;
          patch.proposed_delivery_date = null;
        } else {
          patch.proposed_delivery_date = date;
          if (date !== line.proposed_delivery_date) proposed = true;
        }
      }
      const waiting = (patch.proposed_unit_price_cents ?? line.proposed_unit_price_cents) !== null || (patch.proposed_delivery_date !== undefined ? patch.proposed_delivery_date : line.proposed_delivery_date) !== null;
      if (status !== line.status && (status === 'shipped' || status === 'delivered') && waiting) {
        throw illegalTransition('line item', line.status, status, 'the builder has not accepted the new price or date yet.');
      }
      // Nothing leaves the yard unpaid: a higher price accepted on a card order is paid first (0146).
      if (status !== line.status && status === 'shipped' && (await shortfalls(trx, line.order_id, line.purchase_order_id)).size > 0) {
        throw illegalTransition('line item', line.status, status, 'the builder has not paid the new price yet.');
      }
    } else if (input.quantity_received !== undefined) {
      throw validationError({ quantity_received: 'Give a quantity received only when confirming receipt.' });
    }

    if (status !== line.status) {
      patch.status = status;
      if (status === 'shipped') patch.shipped_at = now;
      if (status === 'delivered') patch.delivered_at = now;
      // A cancelled line keeps no open proposal: there is nothing left to agree on.
      if (status === 'cancelled') {
        patch.proposed_unit_price_cents = null;
        patch.proposed_delivery_date = null;
      }
      events.push({ order_id: line.order_id, entity_type: 'line_item', entity_id: line.id, from_status: line.status, to_status: status, actor_user_id: viewer.userId, note: input.note ?? null });
      if (status === 'confirmed') news.push({ kind: 'confirmed', purchaseOrderId: line.purchase_order_id, lineIds: [line.id] });
      if (status === 'backordered') news.push({ kind: 'backordered', purchaseOrderId: line.purchase_order_id, lineIds: [line.id], note: input.note || null });
      if (status === 'cancelled') news.push({ kind: isSupplier ? 'cancelled_by_supplier' : 'cancelled_by_builder', purchaseOrderId: line.purchase_order_id, lineIds: [line.id], note: input.note || null });
      if (status === 'shipped') news.push({ kind: 'shipped', purchaseOrderId: line.purchase_order_id, lineIds: [line.id] });
      if (status === 'delivered') news.push({ kind: 'delivered_by_supplier', purchaseOrderId: line.purchase_order_id, lineIds: [line.id] });
    }
    if (proposed) news.push({ kind: 'terms_proposed', purchaseOrderId: line.purchase_order_id, lineIds: [line.id] });
    if (Object.keys(patch).length > 0) await trx.updateTable('order_line_items').set({ ...patch, updated_at: now }).where('id', '=', line.id).execute();
    return { news, events };
  }

  return {
    async updateLine(auth, lineId, input) {
      const viewer = viewerOf(auth);
      const purchaseOrderId = await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const line = await lockVisibleLine(trx, viewer, lineId, now);
        const result = await changeLine(trx, viewer, line, input, now);
        await recordStatusChanges(trx, result.events);
        await settleStatuses(trx, line.order_id, [line.purchase_order_id], viewer.userId, now);
        // Goods counted may be what an invoice that came before them waited for (decision 0610).
        if (result.received) await matchAgainAfterReceipt(trx, { jobs, publicUrl }, line.purchase_order_id, now);
        if (line.status !== 'cancelled' && input.status === 'cancelled') {
          await settleDifferences(trx, jobs, line.order_id, [line.purchase_order_id], { key: `line-cancelled:${line.id}`, reason: `Cancelled: ${line.product_name}, ${line.variant_name}`, lineItemId: line.id });
        }
        await announce(trx, result.news);
        return line.purchase_order_id;
      });
      const [view] = await loadPurchaseOrders(db, [purchaseOrderId], { forSupplier: viewer.kind === 'supplier' });
      if (!view) throw notFound('We could not find this purchase order.');
      return view;
    },

    async updatePurchaseOrder(auth, purchaseOrderId, input) {
      const viewer = viewerOf(auth);
      const actor = actorOf(viewer);
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const po = await findVisiblePurchaseOrder(trx, viewer, purchaseOrderId);
        if (input.status === 'accepted' && actor !== 'supplier') throw permissionDenied('Only the supplier accepts a purchase order.');
        if (input.status === 'cancelled' && actor === 'builder_receiver') throw permissionDenied('Receivers cannot cancel purchase orders.');
        if (input.confirmed_delivery_date !== undefined && input.status !== 'accepted') {
          throw validationError({ confirmed_delivery_date: 'Give a confirmed delivery date only when accepting.' });
        }
        await lockOrder(trx, po.order_id, now);
        const lines = await trx.selectFrom('order_line_items').selectAll().where('purchase_order_id', '=', purchaseOrderId).orderBy('position').execute();
        const current = await trx.selectFrom('purchase_orders').select('status').where('id', '=', purchaseOrderId).executeTakeFirstOrThrow();
        let moving: LineRow[];
        if (input.status === 'accepted') {
          moving = lines.filter((line) => line.status === 'pending');
          if (moving.length === 0) throw illegalTransition('purchase order', current.status, 'accepted', 'no item waits for an answer.');
        } else {
          // The builder may call off only what the supplier has not answered; the supplier anything not yet on a truck.
          const cancellable = actor === 'supplier' ? ['pending', 'confirmed', 'backordered'] : ['pending'];
          const blocking = lines.filter((line) => line.status !== 'cancelled' && !cancellable.includes(line.status));
          if (blocking.length > 0 || lines.every((line) => line.status === 'cancelled')) {
            throw illegalTransition('purchase order', current.status, 'cancelled', blocking.length > 0 ? `some items are already ${statusWords(blocking[0]?.status ?? 'shipped')}.` : undefined);
          }
          moving = lines.filter((line) => line.status !== 'cancelled');
        }
        const allNews: OrderNews[] = [];
        const events: StatusChange[] = [];
        for (const line of moving) {
          const lineInput: LineItemUpdateRequest = { status: input.status === 'accepted' ? 'confirmed' : 'cancelled', ...(input.note ? { note: input.note } : {}) };
          if (input.confirmed_delivery_date !== undefined) lineInput.confirmed_delivery_date = input.confirmed_delivery_date;
          const result = await changeLine(trx, viewer, line, lineInput, now);
          allNews.push(...result.news);
          events.push(...result.events);
        }
        await recordStatusChanges(trx, events);
        await settleStatuses(trx, po.order_id, [purchaseOrderId], viewer.userId, now);
        if (input.status === 'cancelled') {
          await settleDifferences(trx, jobs, po.order_id, [purchaseOrderId], { key: `purchase-order-cancelled:${purchaseOrderId}`, reason: 'Purchase order cancelled' });
        }
        // One email per kind of news for the whole purchase order, not one per line.
        const merged = new Map<string, OrderNews>();
        for (const item of allNews) {
          if (item.kind === 'terms_accepted' || item.kind === 'terms_declined') continue;
          const existing = merged.get(item.kind);
          if (existing && existing.kind !== 'terms_accepted' && existing.kind !== 'terms_declined') existing.lineIds.push(...item.lineIds);
          else merged.set(item.kind, { ...item, lineIds: [...item.lineIds] });
        }
        await announce(trx, [...merged.values()]);
      });
      const [view] = await loadPurchaseOrders(db, [purchaseOrderId], { forSupplier: viewer.kind === 'supplier' });
      if (!view) throw notFound('We could not find this purchase order.');
      return view;
    },

    async settleShortage(auth, lineId) {
      const viewer = viewerOf(auth);
      if (viewer.kind !== 'supplier') throw permissionDenied('Only the supplier agrees to a short delivery.');
      const purchaseOrderId = await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const line = await lockVisibleLine(trx, viewer, lineId, now);
        const received = line.quantity_received;
        // A receipt short of the quantity leaves the line receivable for the rest (decision 0607):
        // agreeing to the shortage says the rest will not come, so the line is delivered as counted.
        if ((line.status !== 'shipped' && line.status !== 'delivered') || received === null || received >= line.quantity) {
          throw new AppError(409, errorCodes.conflict, 'This line item was not received short: there is no shortage to settle.', undefined, 'No shortage on the line.');
        }
        if (line.shortage_settled_at !== null) throw new AppError(409, errorCodes.conflict, 'This shortage is already settled.', undefined, 'Shortage already settled.');
        await trx
          .updateTable('order_line_items')
          .set({ status: 'delivered', delivered_at: line.delivered_at ?? now, shortage_settled_at: now, updated_at: now })
          .where('id', '=', line.id)
          .execute();
        await recordStatusChanges(trx, [
          { order_id: line.order_id, entity_type: 'line_item', entity_id: line.id, from_status: line.status, to_status: 'delivered', actor_user_id: viewer.userId, note: `Shortage accepted: ${received} of ${line.quantity} received, the rest will not come.` },
        ]);
        await settleStatuses(trx, line.order_id, [line.purchase_order_id], viewer.userId, now);
        await settleDifferences(trx, jobs, line.order_id, [line.purchase_order_id], { key: `shortage-settled:${line.id}`, reason: `Short delivery: ${line.product_name}, ${line.variant_name}`, lineItemId: line.id });
        return line.purchase_order_id;
      });
      const [view] = await loadPurchaseOrders(db, [purchaseOrderId], { forSupplier: viewer.kind === 'supplier' });
      if (!view) throw notFound('We could not find this purchase order.');
      return view;
    },

    async acceptTerms(auth, orderId) {
      const viewer = requireBuilder(viewerOf(auth), 'Only a builder accepts new terms.');
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const order = await trx
          .selectFrom('orders')
          .select(['id', 'status', 'company_id', 'terms_pending', 'placed_at'])
          .where('id', '=', orderId)
          .executeTakeFirst();
        if (!order || order.placed_at === null || order.company_id !== viewer.companyId) throw notFound('We could not find this order.');
        await lockOrder(trx, orderId, now);
        const lines = await trx
          .selectFrom('order_line_items')
          .selectAll()
          .where('order_id', '=', orderId)
          .where((eb) => eb.or([eb('proposed_unit_price_cents', 'is not', null), eb('proposed_delivery_date', 'is not', null)]))
          .execute();
        if (lines.length === 0) throw new AppError(409, errorCodes.conflict, 'There are no new terms to accept on this order.', undefined, 'No terms pending.');
        for (const line of lines) {
          await trx
            .updateTable('order_line_items')
            .set({
              unit_price_cents: line.proposed_unit_price_cents ?? line.unit_price_cents,
              confirmed_delivery_date: line.proposed_delivery_date ?? line.confirmed_delivery_date,
              proposed_unit_price_cents: null,
              proposed_delivery_date: null,
              updated_at: now,
            })
            .where('id', '=', line.id)
            .execute();
        }
        const purchaseOrderIds = [...new Set(lines.map((line) => line.purchase_order_id))];
        await recordStatusChanges(trx, [
          { order_id: orderId, entity_type: 'order', entity_id: orderId, from_status: order.status, to_status: order.status, actor_user_id: viewer.userId, note: `Accepted new terms on ${lines.length} item${lines.length === 1 ? '' : 's'}.` },
        ]);
        await settleStatuses(trx, orderId, purchaseOrderIds, viewer.userId, now);
        await settleDifferences(trx, jobs, orderId, purchaseOrderIds, { key: `terms-accepted:${randomUUID()}`, reason: 'New prices accepted' });
        await announce(trx, [{ kind: 'terms_accepted' as const, orderId, purchaseOrderIds }]);
      });
      const view = await loadOrderView(db, viewer, orderId);
      if (!view) throw notFound('We could not find this order.');
      return view;
    },

    async declineTerms(auth, orderId, input) {
      const viewer = requireBuilder(viewerOf(auth), 'Only a builder refuses new terms.');
      const note = input.note ? input.note : null;
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const order = await trx.selectFrom('orders').select(['id', 'status', 'company_id', 'placed_at']).where('id', '=', orderId).executeTakeFirst();
        if (!order || order.placed_at === null || order.company_id !== viewer.companyId) throw notFound('We could not find this order.');
        await lockOrder(trx, orderId, now);
        const ids = input.lines.map((line) => line.line_item_id);
        const rows = await trx.selectFrom('order_line_items').selectAll().where('order_id', '=', orderId).where('id', 'in', ids).execute();
        const byId = new Map(rows.map((row) => [row.id, row]));
        const missing = ids.find((id) => !byId.has(id));
        if (missing !== undefined) throw validationError({ lines: `The line item ${missing} is not part of this order.` });
        const answered = rows.find((row) => row.proposed_unit_price_cents === null && row.proposed_delivery_date === null);
        if (answered) {
          throw new AppError(409, errorCodes.conflict, `${answered.product_name}, ${answered.variant_name} has no new terms to refuse.`, undefined, 'No terms pending on a refused line.');
        }

        const events: StatusChange[] = [];
        const perPurchaseOrder = new Map<string, { sentBack: string[]; cancelled: string[] }>();
        for (const { line_item_id: id, action } of input.lines) {
          const line = byId.get(id) as LineRow;
          // Sent back, the line waits for the supplier's answer again: its confirmation came with
          // the refused terms. Cancelled, nothing is left to agree on.
          const status: LineItemStatus = action === 'cancel' ? 'cancelled' : 'pending';
          await trx
            .updateTable('order_line_items')
            .set({ status, proposed_unit_price_cents: null, proposed_delivery_date: null, updated_at: now })
            .where('id', '=', id)
            .execute();
          const refusal = action === 'cancel' ? 'New terms refused; item cancelled.' : 'New terms refused; sent back to the supplier at the original terms.';
          events.push({ order_id: orderId, entity_type: 'line_item', entity_id: id, from_status: line.status, to_status: status, actor_user_id: viewer.userId, note: note ? `${refusal} ${note}` : refusal });
          const group = perPurchaseOrder.get(line.purchase_order_id) ?? { sentBack: [], cancelled: [] };
          (action === 'cancel' ? group.cancelled : group.sentBack).push(id);
          perPurchaseOrder.set(line.purchase_order_id, group);
        }
        const cancelled = input.lines.filter((line) => line.action === 'cancel').length;
        const sentBack = input.lines.length - cancelled;
        const summary = [sentBack > 0 ? `${sentBack} sent back to the supplier` : null, cancelled > 0 ? `${cancelled} cancelled` : null].filter(Boolean).join(', ');
        events.push({
          order_id: orderId,
          entity_type: 'order',
          entity_id: orderId,
          from_status: order.status,
          to_status: order.status,
          actor_user_id: viewer.userId,
          note: `Refused new terms on ${input.lines.length} item${input.lines.length === 1 ? '' : 's'}: ${summary}.`,
        });
        await recordStatusChanges(trx, events);
        await settleStatuses(trx, orderId, [...perPurchaseOrder.keys()], viewer.userId, now);
        if (cancelled > 0) {
          await settleDifferences(trx, jobs, orderId, [...perPurchaseOrder.keys()], { key: `terms-refused:${randomUUID()}`, reason: 'Cancelled after refusing new terms' });
        }
        await announce(
          trx,
          [...perPurchaseOrder.entries()].map(([purchaseOrderId, group]): OrderNews => ({ kind: 'terms_declined', purchaseOrderId, sentBackLineIds: group.sentBack, cancelledLineIds: group.cancelled, note })),
        );
      });
      const view = await loadOrderView(db, viewer, orderId);
      if (!view) throw notFound('We could not find this order.');
      return view;
    },
  };
}
