import { api } from '@marketplace/api-client';
import type { Camelize, OperatorOrderListResponse, OperatorPurchaseOrderListResponse, operatorOrderStatuses, PurchaseOrderStatus } from '@marketplace/contracts';
import { definedOnly, type PageArgs } from './query-params';

export type OperatorOrderPageData = Camelize<OperatorOrderListResponse>;
export type OperatorOrderData = OperatorOrderPageData['results'][number];
export type OperatorPurchaseOrderPageData = Camelize<OperatorPurchaseOrderListResponse>;
export type OperatorPurchaseOrderData = OperatorPurchaseOrderPageData['results'][number];

/** An order status as operators see them, unpaid orders included. */
export type OperatorOrderStatus = (typeof operatorOrderStatuses)[number];

/** The search shared by both lists: part of a number, part of a company's name. */
interface SearchArgs extends PageArgs {
  number?: string;
  company?: string;
}

export interface OperatorOrdersArgs extends SearchArgs {
  status?: OperatorOrderStatus;
}

export interface OperatorPurchaseOrdersArgs extends SearchArgs {
  status?: PurchaseOrderStatus;
}

/** Orders and purchase orders of every company, found by number or company, newest first. */
export const operatorOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOperatorOrders: build.query<OperatorOrderPageData, OperatorOrdersArgs>({
      query: (args) => ({ url: '/api/operator/orders/', params: definedOnly(args) }),
      providesTags: [{ type: 'Order', id: 'OPERATOR' }],
    }),
    listOperatorPurchaseOrders: build.query<OperatorPurchaseOrderPageData, OperatorPurchaseOrdersArgs>({
      query: (args) => ({ url: '/api/operator/purchase-orders/', params: definedOnly(args) }),
      providesTags: [{ type: 'PurchaseOrder', id: 'OPERATOR' }],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListOperatorOrdersQuery, useListOperatorPurchaseOrdersQuery } = operatorOrdersApi;
