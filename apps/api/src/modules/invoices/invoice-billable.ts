import type { InvoiceBillableLines } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Auth } from '../../plugins/sessions';
import { findVisiblePurchaseOrder, viewerOf } from '../orders/order-access';
import { invoiceViewerOf, requireSupplier } from './invoice-access';
import { purchaseOrderForMatching } from './invoices.repository';
import type { OrderedLine } from './three-way-match';

/**
 * What of a line has shipped, for billing: all of it once shipped or delivered, since a line goes
 * out whole; only what the site counted once the supplier accepted a shortage, since the rest
 * will never come; nothing before it ships.
 */
export function shippedQuantity(line: Pick<OrderedLine, 'status' | 'quantity' | 'quantity_received'> & { shortage_settled_at: string | null }): number {
  if (line.status !== 'shipped' && line.status !== 'delivered') return 0;
  return line.shortage_settled_at !== null ? (line.quantity_received ?? 0) : line.quantity;
}

/**
 * Per line of the supplier's purchase order, what is left to bill: shipped − what invoices that
 * are not void billed of it (decision 0610, invoices per shipment). The supplier's issue form
 * starts from it. Buyers get 403, another supplier 404.
 */
export async function billableLines(db: Kysely<Database>, auth: Auth, purchaseOrderId: string): Promise<InvoiceBillableLines> {
  requireSupplier(invoiceViewerOf(auth));
  await findVisiblePurchaseOrder(db, viewerOf(auth), purchaseOrderId);
  const { ordered } = await purchaseOrderForMatching(db, purchaseOrderId);
  return {
    lines: [...ordered.values()].map((line) => {
      const shipped = shippedQuantity(line);
      return { line_item_id: line.id, shipped_quantity: shipped, invoiced_quantity: line.already_invoiced, to_bill: Math.max(shipped - line.already_invoiced, 0) };
    }),
  };
}
