import { isCalendarDate, PURCHASE_ORDER_SEARCH_MAX, purchaseOrderStatuses, type PurchaseOrderStatus } from '@marketplace/contracts';
import type { IncomingPurchaseOrdersArgs } from '../../api/supplier-orders-api';

/** Purchase orders per page of the history (spec section 9: default page size 20). */
export const HISTORY_PAGE_SIZE = 20;

/** What the history shows, as its URL says: page (from 1) and filters. */
export interface HistoryState {
  page: number;
  status: PurchaseOrderStatus | null;
  /** First placing day, YYYY-MM-DD. */
  from: string | null;
  /** Last placing day, YYYY-MM-DD. */
  to: string | null;
  /** Text of a purchase-order or order number. */
  search: string;
}

function isPurchaseOrderStatus(value: string | null): value is PurchaseOrderStatus {
  return value !== null && (purchaseOrderStatuses as readonly string[]).includes(value);
}

function dayOrNull(value: string | null): string | null {
  return value && isCalendarDate(value) ? value : null;
}

/**
 * Reads the history's state from the URL (`page`, `status`, `from`, `to`, `q`). Anything malformed
 * falls back to no filter, so a hand-edited or outdated link still opens a list; days in the wrong
 * order are swapped rather than refused.
 */
export function readHistoryState(params: URLSearchParams): HistoryState {
  const page = Number(params.get('page'));
  const status = params.get('status');
  let from = dayOrNull(params.get('from'));
  let to = dayOrNull(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    status: isPurchaseOrderStatus(status) ? status : null,
    from,
    to,
    search: (params.get('q') ?? '').trim().slice(0, PURCHASE_ORDER_SEARCH_MAX),
  };
}

/** The URL search params of a state; empty filters and the first page are left out. */
export function writeHistoryState(state: HistoryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.search) params.set('q', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The API query of a state: limit and offset from the page, and the filters set. */
export function historyArgs(state: HistoryState): IncomingPurchaseOrdersArgs {
  return {
    limit: HISTORY_PAGE_SIZE,
    offset: (state.page - 1) * HISTORY_PAGE_SIZE,
    ...(state.status ? { status: state.status } : {}),
    ...(state.from ? { placedFrom: state.from } : {}),
    ...(state.to ? { placedTo: state.to } : {}),
    ...(state.search ? { search: state.search } : {}),
  };
}
