import { api, getBlobInViewerZone } from '@marketplace/api-client';
import type {
  Camelize,
  LineItem,
  LineItemUpdateRequest,
  PurchaseOrder,
  PurchaseOrderListResponse,
  PurchaseOrderStatus,
  PurchaseOrderUpdateRequest,
} from '@marketplace/contracts';

/** A purchase order as the client reads it: buyer, project address, lines and files. */
export type IncomingPurchaseOrder = Camelize<PurchaseOrder>;
/** One line of a purchase order. */
export type IncomingLineItem = Camelize<LineItem>;
/** A page of purchase orders with the total count. */
export type IncomingPurchaseOrderPage = Camelize<PurchaseOrderListResponse>;

/** Query of GET /api/ordering/purchase_orders/, written camelCase (sent snake_case). */
export interface IncomingPurchaseOrdersArgs {
  limit: number;
  offset: number;
  status?: PurchaseOrderStatus;
  /** First day (YYYY-MM-DD) an item still to deliver may be due. */
  deliveryFrom?: string;
  /** Last day (YYYY-MM-DD) an item still to deliver may be due. */
  deliveryTo?: string;
  /** Only those with an item shipped and not fully received, overdue first then by date. */
  awaitingReceipt?: boolean;
  /** Only those with an item the supplier has not answered, or with new terms the builder has not. */
  awaiting?: 'supplier' | 'builder';
  /** First day (YYYY-MM-DD, UTC) the purchase order may have been placed. */
  placedFrom?: string;
  /** Last day (YYYY-MM-DD, UTC) the purchase order may have been placed. */
  placedTo?: string;
  /** Text the purchase-order or order number contains. */
  search?: string;
}

/** PUT /api/ordering/order_line_items/{id}/ with the purchase order it belongs to, for its cache tag. */
export type LineItemChangeArgs = { id: string; purchaseOrderId: string } & Camelize<LineItemUpdateRequest>;

/** PUT /api/ordering/purchase_orders/{id}/. */
export type PurchaseOrderChangeArgs = { id: string } & Camelize<PurchaseOrderUpdateRequest>;

const LIST = { type: 'PurchaseOrder' as const, id: 'LIST' };

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== '' && item !== false)) as Partial<T>;
}

/**
 * The supplier dashboard's order calls. Names say "incoming" so they never collide with the
 * builder's order endpoints injected into the same API. Every write invalidates the lists and the
 * line's tag, so the builder's order summary open in the same session follows too.
 */
export const supplierOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listIncomingPurchaseOrders: build.query<IncomingPurchaseOrderPage, IncomingPurchaseOrdersArgs>({
      query: (args) => ({ url: '/api/ordering/purchase_orders/', params: definedOnly(args) }),
      providesTags: (result) => [
        LIST,
        ...(result?.results.flatMap((purchaseOrder) => [
          { type: 'PurchaseOrder' as const, id: purchaseOrder.id },
          ...purchaseOrder.lineItems.map((line) => ({ type: 'LineItem' as const, id: line.id })),
        ]) ?? []),
      ],
    }),
    changeIncomingLineItem: build.mutation<IncomingPurchaseOrder, LineItemChangeArgs>({
      query: ({ id, purchaseOrderId: _purchaseOrderId, ...body }) => ({ url: `/api/ordering/order_line_items/${encodeURIComponent(id)}/`, method: 'PUT', body }),
      // A refused change moved nothing: the lists stay as they are.
      invalidatesTags: (_result, error, { id, purchaseOrderId }) =>
        error
          ? []
          : [LIST, { type: 'PurchaseOrder' as const, id: purchaseOrderId }, { type: 'LineItem' as const, id }, { type: 'Order' as const, id: 'LIST' }],
    }),
    getIncomingPurchaseOrder: build.query<IncomingPurchaseOrder, string>({
      query: (id) => ({ url: `/api/ordering/purchase_orders/${encodeURIComponent(id)}/` }),
      providesTags: (result, _error, id) => [{ type: 'PurchaseOrder' as const, id }, ...(result?.lineItems.map((line) => ({ type: 'LineItem' as const, id: line.id })) ?? [])],
    }),
    settleIncomingShortage: build.mutation<IncomingPurchaseOrder, { id: string; purchaseOrderId: string }>({
      query: ({ id }) => ({ url: `/api/ordering/order_line_items/${encodeURIComponent(id)}/settle-shortage/`, method: 'POST' }),
      // The builder's refund follows the agreement: the order and its refunds change too.
      invalidatesTags: (_result, error, { id, purchaseOrderId }) =>
        error
          ? []
          : [LIST, { type: 'PurchaseOrder' as const, id: purchaseOrderId }, { type: 'LineItem' as const, id }, { type: 'Order' as const, id: 'LIST' }, 'Refund'],
    }),
    changeIncomingPurchaseOrder: build.mutation<IncomingPurchaseOrder, PurchaseOrderChangeArgs>({
      query: ({ id, ...body }) => ({ url: `/api/ordering/purchase_orders/${encodeURIComponent(id)}/`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'PurchaseOrder' as const, id }, { type: 'Order' as const, id: 'LIST' }]),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListIncomingPurchaseOrdersQuery,
  useGetIncomingPurchaseOrderQuery,
  useChangeIncomingLineItemMutation,
  useChangeIncomingPurchaseOrderMutation,
  useSettleIncomingShortageMutation,
} = supplierOrdersApi;

/** GET /api/ordering/purchase_orders/{id}/pdf/: the purchase order as a PDF, times in the viewer's zone. */
export function fetchPurchaseOrderPdf(purchaseOrderId: string): Promise<Blob> {
  return getBlobInViewerZone(`/api/ordering/purchase_orders/${encodeURIComponent(purchaseOrderId)}/pdf/`);
}
