import { orderSortFields, orderStatuses, type OrderStatus } from '@marketplace/contracts';
import type { OrderListArgs } from '../api/orders-api';

/** Orders per page (spec section 9: default page size 20). */
export const ORDERS_PAGE_SIZE = 20;
/** The list's order when the URL names none (spec section 9: newest first). */
export const DEFAULT_ORDER_BY = '-created_at';

/** A sortable field of the order list. */
export type OrderSortField = (typeof orderSortFields)[number];

/** What the order list shows, as its URL says: page (from 1), sort, filters. */
export interface OrderListState {
  page: number;
  orderBy: string;
  status: OrderStatus | null;
  projectId: string | null;
  supplierId: string | null;
}

function isSortValue(value: string): boolean {
  const field = value.startsWith('-') ? value.slice(1) : value;
  return (orderSortFields as readonly string[]).includes(field);
}

function isOrderStatus(value: string | null): value is OrderStatus {
  return value !== null && (orderStatuses as readonly string[]).includes(value);
}

/**
 * Reads the list's state from the URL (`page`, `sort`, `status`, `project`, `supplier`). Anything
 * malformed falls back to the default, so a hand-edited or outdated link still opens a list.
 */
export function readOrderListState(params: URLSearchParams): OrderListState {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    orderBy: sort && isSortValue(sort) ? sort : DEFAULT_ORDER_BY,
    status: isOrderStatus(status) ? status : null,
    projectId: params.get('project') || null,
    supplierId: params.get('supplier') || null,
  };
}

/** The URL search params of a list state; defaults are left out so the plain list has a plain URL. */
export function writeOrderListState(state: OrderListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.projectId) params.set('project', state.projectId);
  if (state.supplierId) params.set('supplier', state.supplierId);
  if (state.orderBy !== DEFAULT_ORDER_BY) params.set('sort', state.orderBy);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query of a list state: limit and offset from the page, order_by and the filters. */
export function orderListArgs(state: OrderListState): OrderListArgs {
  return {
    limit: ORDERS_PAGE_SIZE,
    offset: (state.page - 1) * ORDERS_PAGE_SIZE,
    orderBy: state.orderBy,
    ...(state.status ? { status: state.status } : {}),
    ...(state.projectId ? { projectId: state.projectId } : {}),
    ...(state.supplierId ? { supplierId: state.supplierId } : {}),
  };
}

/** The sort as a column and a direction: a leading `-` is descending. */
export function sortOf(orderBy: string): { column: string; direction: 'asc' | 'desc' } {
  return orderBy.startsWith('-') ? { column: orderBy.slice(1), direction: 'desc' } : { column: orderBy, direction: 'asc' };
}

/** The `order_by` of a column and a direction. */
export function orderByOf(column: string, direction: 'asc' | 'desc'): string {
  return direction === 'desc' ? `-${column}` : column;
}
