import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { nowIso } from '../../lib/time';
import { bookMovement } from '../ledger/ledger';
import { REFUND_JOB, REFUND_MAX_ATTEMPTS } from './refund-job';

/** What changed the order's money: the key makes its refund happen once, the reason is shown. */
export interface DifferenceCause {
  /** Unique per cause ("line-cancelled:<line id>"); the purchase order's id is appended. */
  key: string;
  reason: string;
  lineItemId?: string | null;
}

/**
 * What the buying company owes for a purchase order now: lines still ordered at their agreed
 * price, and of a short receipt the supplier agreed to, only what arrived.
 */
export async function amountDue(db: Executor, purchaseOrderId: string): Promise<number> {
  const lines = await db
    .selectFrom('order_line_items')
    .select(['status', 'quantity', 'quantity_received', 'unit_price_cents', 'shortage_settled_at'])
    .where('purchase_order_id', '=', purchaseOrderId)
    .execute();
  return lines
    .filter((line) => line.status !== 'cancelled')
    .reduce((sum, line) => sum + (line.shortage_settled_at !== null ? (line.quantity_received ?? line.quantity) : line.quantity) * line.unit_price_cents, 0);
}

/** What the buying company has paid or drawn for a purchase order, less what went back. */
export async function amountPaid(db: Executor, purchaseOrderId: string): Promise<number> {
  const brought = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('e.amount_cents'), eb.lit(0)).as('cents'))
    .where('e.purchase_order_id', '=', purchaseOrderId)
    .where('e.account', '=', 'held')
    .where('t.kind', 'in', ['charge', 'credit_draw'])
    .executeTakeFirstOrThrow();
  const given = await db
    .selectFrom('refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('cents'))
    .where('purchase_order_id', '=', purchaseOrderId)
    .executeTakeFirstOrThrow();
  // Held entries are credits (negative): what was brought in is their opposite.
  return -Number(brought.cents) - Number(given.cents);
}

/**
 * Settles the money of purchase orders whose lines just changed, inside the transaction of the
 * change and under the order's lock (decision 0141). Paid beyond what is now owed: a refund of
 * the difference — to the card through a durable job keyed by the refund (so a double click, a
 * second tab or a crash never refunds twice), or straight off what a builder on credit terms
 * owes. Owing more on credit terms: the draw grows. Owing more on a card order is paid by the
 * builder before the line ships (not settled here).
 */
export async function settleDifferences(db: Executor, jobs: JobQueue, orderId: string, purchaseOrderIds: readonly string[], cause: DifferenceCause): Promise<void> {
  const order = await db.selectFrom('orders').select(['company_id', 'payment_method', 'payment_status', 'currency', 'number']).where('id', '=', orderId).executeTakeFirstOrThrow();
  if (order.payment_status !== 'paid' && order.payment_status !== 'on_terms') return;
  for (const purchaseOrderId of purchaseOrderIds) {
    const po = await db.selectFrom('purchase_orders').select(['supplier_company_id', 'number']).where('id', '=', purchaseOrderId).executeTakeFirstOrThrow();
    const difference = (await amountPaid(db, purchaseOrderId)) - (await amountDue(db, purchaseOrderId));
    const causeKey = `${cause.key}:${purchaseOrderId}`;
    const now = nowIso();
    if (difference > 0) {
      const id = randomUUID();
      const onCard = order.payment_method === 'card';
      await db
        .insertInto('refunds')
        .values({
          id,
          order_id: orderId,
          purchase_order_id: purchaseOrderId,
          line_item_id: cause.lineItemId ?? null,
          cause_key: causeKey,
          reason: cause.reason,
          method: onCard ? 'card' : 'credit',
          amount_cents: difference,
          currency: order.currency,
          status: onCard ? 'pending' : 'succeeded',
          provider: null,
          provider_refund_id: null,
          last_error: null,
          created_at: now,
          completed_at: onCard ? null : now,
        })
        .execute();
      if (onCard) {
        await jobs.enqueue(db, { kind: REFUND_JOB, payload: { refundId: id }, maxAttempts: REFUND_MAX_ATTEMPTS });
      } else {
        await bookMovement(db, {
          kind: 'credit_adjustment',
          causeKey: `refund:${id}`,
          orderId,
          supplierCompanyId: po.supplier_company_id,
          memo: `${cause.reason} (${po.number ?? purchaseOrderId}): owed on terms reduced`,
          lines: [
            { account: 'held', amountCents: difference, purchaseOrderId, supplierCompanyId: po.supplier_company_id },
            { account: 'credit_receivable', amountCents: -difference, buyerCompanyId: order.company_id },
          ],
        });
      }
    } else if (difference < 0 && order.payment_method === 'credit') {
      await bookMovement(db, {
        kind: 'credit_draw',
        causeKey: `credit-draw:${causeKey}`,
        orderId,
        supplierCompanyId: po.supplier_company_id,
        memo: `${cause.reason} (${po.number ?? purchaseOrderId}): owed on terms increased`,
        lines: [
          { account: 'credit_receivable', amountCents: -difference, buyerCompanyId: order.company_id },
          { account: 'held', amountCents: difference, purchaseOrderId, supplierCompanyId: po.supplier_company_id },
        ],
      });
    }
  }
}
