import { api } from '@marketplace/api-client';
import type { Camelize, QuoteAwardRequest, QuoteMessageList, QuoteMessageRequest, QuoteRequest, QuoteRequestCreate, QuoteRequestList, QuoteRequestStatus } from '@marketplace/contracts';

/** A quote request as the builder reads it: lines, every supplier's latest answer and the comparison (decision 0611). */
export type QuoteRequestData = Camelize<QuoteRequest>;
/** A page of quote requests, newest first. */
export type QuoteRequestListData = Camelize<QuoteRequestList>;
/** One request of the list. */
export type QuoteRequestSummaryData = QuoteRequestListData['results'][number];
/** One line asked. */
export type QuoteLineData = QuoteRequestData['lines'][number];
/** One supplier's latest answer. */
export type QuoteAnswerData = QuoteRequestData['answers'][number];
/** The side-by-side comparison of the answers still standing. */
export type QuoteComparisonData = NonNullable<QuoteRequestData['comparison']>;
/** The list's filter and page (GET /api/quote-requests/?status=&limit=&offset=). */
export type ListQuoteRequestsArgs = { status?: QuoteRequestStatus; limit: number; offset: number };
/** Body of POST /api/quote-requests/. */
export type CreateQuoteRequestArgs = Camelize<QuoteRequestCreate>;
/** Body of POST …/award/, with the project whose cart receives the lines. */
export type AwardQuoteRequestArgs = { id: string; projectId: string } & Camelize<QuoteAwardRequest>;
/** A request's messages, oldest first: one supplier's thread, or every thread (a message sent to all once). */
export type QuoteMessageListData = Camelize<QuoteMessageList>;
/** One message. */
export type QuoteMessageData = QuoteMessageListData['results'][number];
/** Which messages to read: one supplier's thread, or every thread when `supplierCompanyId` is left out. */
export type ListQuoteMessagesArgs = { id: string; supplierCompanyId?: string };
/** Body of POST …/messages/: to one supplier (`supplierCompanyId`) or to all (`toAll`). */
export type SendQuoteMessageArgs = { id: string } & Camelize<QuoteMessageRequest>;

/*
 * Cache tags: the builder's quote requests live under the shared `Company` tag with ids of their
 * own, as the company page's data does: api-client's tag list is shared with every feature, and a
 * company's requests are the company's data.
 */
const listTag = { type: 'Company' as const, id: 'QUOTE_REQUESTS' };
const requestTag = (id: string) => ({ type: 'Company' as const, id: `QUOTE_REQUEST:${id}` });
// Awards and cancellations are audited on the company page.
const auditTag = { type: 'Company' as const, id: 'AUDIT' };
// Every thread of a request at once: a message sent to all changes each of them.
const messagesTag = (id: string) => ({ type: 'Company' as const, id: `QUOTE_MESSAGES:${id}` });

/** The builder's quote calls: list, read, ask, award into the cart, cancel; read and write the messages. */
export const quotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBuilderQuoteRequests: build.query<QuoteRequestListData, ListQuoteRequestsArgs>({
      query: (params) => ({ url: '/api/quote-requests/', params }),
      providesTags: [listTag],
    }),
    getBuilderQuoteRequest: build.query<QuoteRequestData, string>({
      query: (id) => ({ url: `/api/quote-requests/${encodeURIComponent(id)}/` }),
      providesTags: (_result, _error, id) => [requestTag(id)],
    }),
    createQuoteRequest: build.mutation<QuoteRequestData, CreateQuoteRequestArgs>({
      query: (body) => ({ url: '/api/quote-requests/', method: 'POST', body }),
      invalidatesTags: [listTag],
    }),
    awardQuoteRequest: build.mutation<QuoteRequestData, AwardQuoteRequestArgs>({
      query: ({ id, lines }) => ({ url: `/api/quote-requests/${encodeURIComponent(id)}/award/`, method: 'POST', body: { lines } }),
      // The awarded lines are in the project's cart now, at the quoted prices.
      invalidatesTags: (_result, _error, { id, projectId }) => [listTag, requestTag(id), auditTag, { type: 'Cart', id: projectId }],
    }),
    cancelQuoteRequest: build.mutation<QuoteRequestData, { id: string; note: string | null }>({
      query: ({ id, note }) => ({ url: `/api/quote-requests/${encodeURIComponent(id)}/cancel/`, method: 'POST', body: { note } }),
      // A cancelled request takes no more messages: its threads are read again.
      invalidatesTags: (_result, _error, { id }) => [listTag, requestTag(id), auditTag, messagesTag(id)],
    }),
    listBuilderQuoteMessages: build.query<QuoteMessageListData, ListQuoteMessagesArgs>({
      query: ({ id, supplierCompanyId }) => ({ url: `/api/quote-requests/${encodeURIComponent(id)}/messages/`, params: supplierCompanyId ? { supplierCompanyId } : undefined }),
      providesTags: (_result, _error, { id }) => [messagesTag(id)],
    }),
    sendQuoteMessage: build.mutation<QuoteMessageListData, SendQuoteMessageArgs>({
      query: ({ id, ...body }) => ({ url: `/api/quote-requests/${encodeURIComponent(id)}/messages/`, method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [messagesTag(id)]),
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link quotesApi}. */
export const {
  useListBuilderQuoteRequestsQuery,
  useGetBuilderQuoteRequestQuery,
  useCreateQuoteRequestMutation,
  useAwardQuoteRequestMutation,
  useCancelQuoteRequestMutation,
  useListBuilderQuoteMessagesQuery,
  useSendQuoteMessageMutation,
} = quotesApi;
