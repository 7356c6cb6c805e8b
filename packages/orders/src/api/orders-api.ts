import { api } from '@marketplace/api-client';
import type {
  Attachment,
  BalancePaymentStatus,
  Camelize,
  CheckoutSessionResponse,
  ClientConfigResponse,
  LineItem,
  LineItemUpdateRequest,
  Order,
  OrderEvent,
  OrderListResponse,
  OrderMetadata,
  OrderStatus,
  OrderSummary,
  PurchaseOrder,
  Refund,
  ReorderRequest,
  ReorderResponse,
  SandboxPaymentRequest,
  TermsRefusalRequest,
} from '@marketplace/contracts';

/** The full nested order as the client reads it. */
export type OrderData = Camelize<Order>;
/** One supplier's part of an order. */
export type PurchaseOrderData = Camelize<PurchaseOrder>;
/** One line of a purchase order. */
export type LineItemData = Camelize<LineItem>;
/** A file kept on a purchase order (delivery ticket, invoice). */
export type AttachmentData = Camelize<Attachment>;
/** A recorded status change: who, when, from, to. */
export type OrderEventData = Camelize<OrderEvent>;
/** One row of the order list. */
export type OrderSummaryData = Camelize<OrderSummary>;
/** A page of the order list with the total count. */
export type OrderListData = Camelize<OrderListResponse>;
/** Counts per status and the filter values of the caller's orders. */
export type OrderMetadataData = Camelize<OrderMetadata>;
/** Money given back on an order: to the card, or off what the company owes on terms. */
export type RefundData = Camelize<Refund>;
/** What a reorder put into the cart and what it could not. */
export type ReorderData = Camelize<ReorderResponse>;

/** Which card form pays: the built-in sandbox's, or Stripe's with its publishable key. */
export type CardPaymentConfigData = Camelize<ClientConfigResponse['payments']>;
/** A card payment of what an order owes beyond its charge, as the checkout's sessions read (decision 0146). */
export type BalancePaymentSessionData = Camelize<CheckoutSessionResponse>;
/** Where a balance payment stands, and what the order still owes. */
export type BalancePaymentStatusData = Camelize<BalancePaymentStatus>;
/** The order and its open balance-payment session. */
export interface BalancePaymentArgs {
  orderId: string;
  sessionId: string;
}
/** The sandbox's card payment of a balance-payment session. */
export type PayBalanceInSandboxArgs = BalancePaymentArgs & Camelize<SandboxPaymentRequest>;

/** Query of GET /api/ordering/orders/, written camelCase (sent snake_case). */
export interface OrderListArgs {
  limit: number;
  offset: number;
  /** A sortable field; a leading `-` sorts descending. */
  orderBy: string;
  status?: OrderStatus;
  projectId?: string;
  supplierId?: string;
}

/** Filters of GET /api/ordering/orders_metadata/: the list's filters minus status. */
export interface OrderMetadataArgs {
  projectId?: string;
  supplierId?: string;
}

/** PUT /api/ordering/order_line_items/{id}/: the line and its change, written camelCase. */
export type UpdateLineItemArgs = { id: string; orderId: string } & Camelize<LineItemUpdateRequest>;

/** POST /api/ordering/orders/{id}/decline-terms: the order, and which lines' new terms are refused and how. */
export type DeclineOrderTermsArgs = { orderId: string } & Camelize<TermsRefusalRequest>;

/** POST /api/ordering/orders/ (reorder), written camelCase. */
export type ReorderArgs = Camelize<ReorderRequest>;

/** The path of an order's balance payments, and of one of its sessions. */
function balancePaymentUrl(orderId: string, sessionId?: string): string {
  const base = `/api/ordering/orders/${encodeURIComponent(orderId)}/balance-payment/`;
  return sessionId ? `${base}${encodeURIComponent(sessionId)}/` : base;
}

/** Once a balance payment is booked the order owes nothing more: it and the list are read again. */
const paidOrderTags = (orderId: string) => [
  { type: 'Order' as const, id: orderId },
  { type: 'Order' as const, id: 'LIST' },
];

/** Drops unset filters, so the cache key and the query string carry only what was chosen. */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== '')) as Partial<T>;
}

/**
 * The order calls a builder makes (spec section 7, "Orders and purchase orders"), and paying what
 * an order owes after higher prices were accepted (decision 0146). Lists are tagged
 * `Order`/LIST; an order is tagged with its id, its purchase orders and its lines, so a change of
 * one line refreshes the order it belongs to.
 */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrderListData, OrderListArgs>({
      query: (args) => ({ url: '/api/ordering/orders/', params: definedOnly(args) }),
      providesTags: (result) => [
        { type: 'Order' as const, id: 'LIST' },
        ...(result?.results.map((order) => ({ type: 'Order' as const, id: order.id })) ?? []),
      ],
    }),
    getOrdersMetadata: build.query<OrderMetadataData, OrderMetadataArgs>({
      query: (args) => ({ url: '/api/ordering/orders_metadata/', params: definedOnly(args) }),
      providesTags: [{ type: 'Order' as const, id: 'LIST' }],
    }),
    getOrder: build.query<OrderData, string>({
      // The spec's full nested order; /api/ordering/orders/{id}/ answers the same shape.
      query: (orderId) => ({ url: `/v3/orders/${encodeURIComponent(orderId)}` }),
      providesTags: (result, _error, orderId) => [
        { type: 'Order' as const, id: orderId },
        ...(result?.purchaseOrders.flatMap((purchaseOrder) => [
          { type: 'PurchaseOrder' as const, id: purchaseOrder.id },
          ...purchaseOrder.lineItems.map((line) => ({ type: 'LineItem' as const, id: line.id })),
        ]) ?? []),
      ],
    }),
    acceptOrderTerms: build.mutation<OrderData, string>({
      query: (orderId) => ({ url: `/api/ordering/orders/${encodeURIComponent(orderId)}/accept-terms`, method: 'POST' }),
      // The answer is the whole order with the new terms applied: it replaces the cached one at
      // once, and the list (totals, terms pending) is asked again.
      async onQueryStarted(orderId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ordersApi.util.upsertQueryData('getOrder', orderId, data));
        } catch {
          // The page shows the failure; the cached order stays as it was.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Order' as const, id: 'LIST' }]),
    }),
    declineOrderTerms: build.mutation<OrderData, DeclineOrderTermsArgs>({
      query: ({ orderId, ...body }) => ({ url: `/api/ordering/orders/${encodeURIComponent(orderId)}/decline-terms`, method: 'POST', body }),
      // Like accepting: the answer is the whole order as it now stands.
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ordersApi.util.upsertQueryData('getOrder', orderId, data));
        } catch {
          // The page shows the failure; the cached order stays as it was.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Order' as const, id: 'LIST' }]),
    }),
    updateLineItem: build.mutation<PurchaseOrderData, UpdateLineItemArgs>({
      query: ({ id, orderId: _orderId, ...body }) => ({ url: `/api/ordering/order_line_items/${encodeURIComponent(id)}/`, method: 'PUT', body }),
      // The answer is only the purchase order; statuses of the order and its timeline follow on
      // the server, so the order is asked again.
      invalidatesTags: (_result, error, { id, orderId }) =>
        error
          ? []
          : [
              { type: 'LineItem' as const, id },
              { type: 'Order' as const, id: orderId },
              { type: 'Order' as const, id: 'LIST' },
            ],
    }),
    reorder: build.mutation<ReorderData, ReorderArgs>({
      query: (body) => ({ url: '/api/ordering/orders/', method: 'POST', body }),
      // The lines went into that project's cart: the cart package's cached cart is stale.
      invalidatesTags: (result, error, args) => {
        const projectId = result?.projectId ?? args.projectId;
        return error || !projectId ? [] : [{ type: 'Cart' as const, id: projectId }];
      },
    }),
    getCardPaymentConfig: build.query<CardPaymentConfigData, void>({
      query: () => ({ url: '/api/client-config' }),
      transformResponse: (config: Camelize<ClientConfigResponse>) => config.payments,
    }),
    openBalancePayment: build.mutation<BalancePaymentSessionData, string>({
      // The API answers the same open session while the amount stands, so a second press pays nothing twice.
      query: (orderId) => ({ url: balancePaymentUrl(orderId), method: 'POST' }),
    }),
    payBalanceInSandbox: build.mutation<BalancePaymentStatusData, PayBalanceInSandboxArgs>({
      query: ({ orderId, sessionId, ...card }) => ({ url: `${balancePaymentUrl(orderId, sessionId)}sandbox-pay/`, method: 'POST', body: card }),
      invalidatesTags: (result, _error, { orderId }) => (result?.status === 'complete' ? paidOrderTags(orderId) : []),
    }),
    getBalancePaymentStatus: build.query<BalancePaymentStatusData, BalancePaymentArgs>({
      // Asking books a payment the provider reports paid (Stripe sends the builder back here).
      query: ({ orderId, sessionId }) => ({ url: balancePaymentUrl(orderId, sessionId) }),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.status === 'complete') dispatch(ordersApi.util.invalidateTags(paidOrderTags(orderId)));
      },
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link ordersApi}. */
export const {
  useListOrdersQuery,
  useGetOrdersMetadataQuery,
  useGetOrderQuery,
  useAcceptOrderTermsMutation,
  useDeclineOrderTermsMutation,
  useUpdateLineItemMutation,
  useReorderMutation,
  useGetCardPaymentConfigQuery,
  useOpenBalancePaymentMutation,
  usePayBalanceInSandboxMutation,
  useGetBalancePaymentStatusQuery,
} = ordersApi;
