import type { Executor } from '../../db/schema';
import { notFound, permissionDenied } from '../../lib/app-error';
import type { Auth } from '../../plugins/sessions';

/**
 * Whose orders a caller sees: builders and builder receivers their company's orders; a supplier
 * the purchase orders addressed to it, and nothing else of those orders.
 */
export type Viewer =
  | { kind: 'buyer'; companyId: string; userId: string; userType: 'builder' | 'builder_receiver' }
  | { kind: 'supplier'; companyId: string; userId: string };

/** The viewer of a signed-in user. */
export function viewerOf(auth: Auth): Viewer {
  const { user } = auth;
  if (user.user_type === 'supplier') return { kind: 'supplier', companyId: user.company_id, userId: user.id };
  return { kind: 'buyer', companyId: user.company_id, userId: user.id, userType: user.user_type === 'builder' ? 'builder' : 'builder_receiver' };
}

/** Builders only: the calls that spend or commit the company (accept terms, reorder). */
export function requireBuilder(viewer: Viewer, displayError: string): Extract<Viewer, { kind: 'buyer' }> {
  if (viewer.kind !== 'buyer' || viewer.userType !== 'builder') throw permissionDenied(displayError);
  return viewer;
}

/** A purchase order with what decides who may see it. */
export interface PurchaseOrderAccess {
  id: string;
  order_id: string;
  supplier_company_id: string;
  buyer_company_id: string;
  status: string;
}

/** The same 404 whether the purchase order is absent, not placed, or another company's. */
export function purchaseOrderNotFound() {
  return notFound('We could not find this purchase order.');
}

/** A placed purchase order this viewer may see, or a 404. */
export async function findVisiblePurchaseOrder(db: Executor, viewer: Viewer, purchaseOrderId: string): Promise<PurchaseOrderAccess> {
  const row = await db
    .selectFrom('purchase_orders as po')
    .innerJoin('orders as o', 'o.id', 'po.order_id')
    .select(['po.id', 'po.order_id', 'po.supplier_company_id', 'o.company_id as buyer_company_id', 'po.status'])
    .where('po.id', '=', purchaseOrderId)
    .where('o.placed_at', 'is not', null)
    .executeTakeFirst();
  if (!row) throw purchaseOrderNotFound();
  const mine = viewer.kind === 'supplier' ? row.supplier_company_id === viewer.companyId : row.buyer_company_id === viewer.companyId;
  if (!mine) throw purchaseOrderNotFound();
  return row;
}
