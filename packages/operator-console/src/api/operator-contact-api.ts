import { api } from '@marketplace/api-client';
import type { Camelize, OperatorContactMessageListResponse } from '@marketplace/contracts';
import type { PageArgs } from './query-params';

export type OperatorContactMessagePageData = Camelize<OperatorContactMessageListResponse>;
export type OperatorContactMessageData = OperatorContactMessagePageData['results'][number];

/** Messages visitors sent through the contact form, newest first. */
export const operatorContactApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOperatorContactMessages: build.query<OperatorContactMessagePageData, PageArgs>({
      query: ({ limit, offset }) => ({ url: '/api/operator/contact-messages/', params: { limit, offset } }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListOperatorContactMessagesQuery } = operatorContactApi;
