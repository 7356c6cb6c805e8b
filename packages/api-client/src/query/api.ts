import { createApi } from '@reduxjs/toolkit/query/react';
import { httpClient } from '../http/http-client';
import { httpBaseQuery } from './http-base-query';

/**
 * Every cache tag the product uses, declared once here because `injectEndpoints` cannot add
 * tag types: features invalidate each other's data through these names.
 */
export const tagTypes = [
  'User',
  'Project',
  'Cart',
  'Order',
  'PurchaseOrder',
  'LineItem',
  'Catalog',
  'Product',
  'Brand',
  'Category',
  'Supplier',
  'Company',
  'BankEnrollment',
  'Preapproval',
  'Metadata',
  // Marketplace money: refunds to buyers, payouts to suppliers, a supplier's payout set-up, and
  // the commission (the marketplace's rate, its holding period and the overrides).
  'Refund',
  'Payout',
  'PayoutAccount',
  'Commission',
  // Approval requests (decision 0161): a checkout over a limit asked for and decided. The cart
  // reads its project's open request, the approvals page lists them: a step on either refreshes both.
  'ApprovalRequest',
] as const;

/** One of {@link tagTypes}. */
export type TagType = (typeof tagTypes)[number];

/**
 * The company's business credit: its latest application with the decision, and the credit still
 * available. Every call that reads it (the credit page, checkout's pay-on-terms offer) provides
 * this tag, and every call after which it may have changed invalidates it: a submission the rules
 * decide, a bank link, an order placed on terms. A decision made elsewhere (an operator's) reaches
 * the pages that show credit by refetching when they mount and when the window regains focus.
 */
export const creditTag = 'Preapproval' satisfies TagType;

/**
 * The app's one RTK Query API. It has no endpoints of its own: each package adds its
 * endpoints with `api.injectEndpoints({ endpoints, overrideExisting: 'throw' })`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery(httpClient),
  tagTypes,
  endpoints: () => ({}),
});
