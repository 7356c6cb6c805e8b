import { createApi } from '@reduxjs/toolkit/query/react';
import { httpClient } from '../http/http-client';
import { axiosBaseQuery } from './axios-base-query';

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
] as const;

/** One of {@link tagTypes}. */
export type TagType = (typeof tagTypes)[number];

/**
 * The app's one RTK Query API. It has no endpoints of its own: each package adds its
 * endpoints with `api.injectEndpoints({ endpoints, overrideExisting: 'throw' })`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery(httpClient),
  tagTypes,
  endpoints: () => ({}),
});
