import type { Order, OrderListResponse, OrderMetadata, PurchaseOrder, PurchaseOrderListResponse, ReorderRequest, ReorderResponse } from '@marketplace/contracts';
import { orderSortFields } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { Auth } from '../../plugins/sessions';
import type { CartService } from '../cart/cart.service';
import { findVisiblePurchaseOrder, requireBuilder, viewerOf } from './order-access';
import { parseFields, selectFields } from './order-fields';
import { loadOrderView, loadPurchaseOrders } from './order-view';
import { listOrders, listPurchaseOrderIds, orderMetadata } from './orders.repository';
import type { OrderFilters, PurchaseOrderListFilters } from './orders.repository';

/** Reads of placed orders and the reorder. */
export interface OrdersService {
  list(auth: Auth, query: OrderFilters & { limit: number; offset: number; order_by: string }): Promise<OrderListResponse>;
  metadata(auth: Auth, filters: OrderFilters): Promise<OrderMetadata>;
  get(auth: Auth, orderId: string): Promise<Order>;
  getFields(auth: Auth, orderId: string, fields: string): Promise<Record<string, unknown>>;
  listPurchaseOrders(auth: Auth, query: PurchaseOrderListFilters): Promise<PurchaseOrderListResponse>;
  getPurchaseOrder(auth: Auth, purchaseOrderId: string): Promise<PurchaseOrder>;
  reorder(auth: Auth, input: ReorderRequest): Promise<ReorderResponse>;
}

/** Dependencies of {@link createOrdersService}. */
export interface OrdersServiceDeps {
  db: Kysely<Database>;
  cart: CartService;
}

function orderNotFound() {
  return notFound('We could not find this order.');
}

/** Creates the orders read service. */
export function createOrdersService({ db, cart }: OrdersServiceDeps): OrdersService {
  return {
    async list(auth, query) {
      return listOrders(db, viewerOf(auth), query);
    },

    async metadata(auth, filters) {
      return { ...(await orderMetadata(db, viewerOf(auth), filters)), sort_fields: [...orderSortFields] };
    },

    async get(auth, orderId) {
      const order = await loadOrderView(db, viewerOf(auth), orderId);
      if (!order) throw orderNotFound();
      return order;
    },

    async getFields(auth, orderId, fields) {
      // Parse first: a malformed request is a 400 whether or not the order exists.
      const tree = parseFields(fields);
      const order = await loadOrderView(db, viewerOf(auth), orderId);
      if (!order) throw orderNotFound();
      return selectFields(order, tree);
    },

    async listPurchaseOrders(auth, query) {
      const viewer = viewerOf(auth);
      const { count, ids } = await listPurchaseOrderIds(db, viewer, query);
      return { count, results: await loadPurchaseOrders(db, ids, { forSupplier: viewer.kind === 'supplier' }) };
    },

    async getPurchaseOrder(auth, purchaseOrderId) {
      const viewer = viewerOf(auth);
      await findVisiblePurchaseOrder(db, viewer, purchaseOrderId);
      const [view] = await loadPurchaseOrders(db, [purchaseOrderId], { forSupplier: viewer.kind === 'supplier' });
      if (!view) throw notFound('We could not find this purchase order.');
      return view;
    },

    async reorder(auth, input) {
      const viewer = requireBuilder(viewerOf(auth), 'Only builders reorder.');
      const order = await loadOrderView(db, viewer, input.order_id);
      if (!order) throw orderNotFound();
      const projectId = input.project_id ?? order.project.id;
      // The target project first: another company's project is a 404 for the whole call.
      await cart.get(auth, projectId);
      const added: ReorderResponse['added'] = [];
      const unavailable: ReorderResponse['unavailable'] = [];
      // Each line goes through the cart's own add, so the same rules (today's price, the
      // supplier still serving the project, the minimum quantity) decide what can be bought again.
      for (const line of order.purchase_orders.flatMap((po) => po.line_items)) {
        try {
          await cart.add(auth, { project_id: projectId, product_supplier_variant_id: line.product_supplier_variant_id, quantity: line.quantity, notes: line.notes });
          added.push({ line_item_id: line.id, product_supplier_variant_id: line.product_supplier_variant_id, quantity: line.quantity, product_name: line.product_name, product_supplier_variant_name: line.product_supplier_variant_name });
        } catch (error) {
          // The project is known to be the builder's: a refusal (400) or a vanished offer (404) concerns this line only.
          if (!(error instanceof AppError) || (error.statusCode !== 400 && error.statusCode !== 404)) throw error;
          const reason = error.statusCode === 404 ? 'This offer is no longer sold.' : error.displayError;
          unavailable.push({ line_item_id: line.id, product_name: line.product_name, product_supplier_variant_name: line.product_supplier_variant_name, sku: line.sku, reason });
        }
      }
      return { project_id: projectId, added, unavailable, cart: await cart.get(auth, projectId) };
    },
  };
}
