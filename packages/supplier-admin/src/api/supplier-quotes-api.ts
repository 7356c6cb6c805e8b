import { api } from '@marketplace/api-client';
import type { Camelize, QuoteAnswerRequest, QuoteMessageList, QuoteMessageRequest, QuoteRequest, QuoteRequestList, QuoteRequestStatus } from '@marketplace/contracts';

/** A quote request as the supplier reads it: the lines asked, its own invitation and its own current answer. */
export type SupplierQuoteRequest = Camelize<QuoteRequest>;
/** A quote request as the inbox lists it. */
export type SupplierQuoteRequestSummary = Camelize<QuoteRequestList>['results'][number];
/** A page of quote requests with the total count. */
export type SupplierQuoteRequestPage = Camelize<QuoteRequestList>;
/** One line the builder asks to be quoted. */
export type QuoteLineData = SupplierQuoteRequest['lines'][number];
/** The supplier's answer (its current version). */
export type QuoteAnswerData = SupplierQuoteRequest['answers'][number];
/** Body of POST /api/quote-requests/{id}/answer/, written camelCase (sent snake_case). */
export type QuoteAnswerPayload = Camelize<QuoteAnswerRequest>;
/** The supplier's own thread with the builder, oldest first. */
export type SupplierQuoteMessages = Camelize<QuoteMessageList>;
/** One message of it. */
export type SupplierQuoteMessage = SupplierQuoteMessages['results'][number];
/** Body of POST /api/quote-requests/{id}/messages/ from a supplier: the text and the line it points at; the thread is its own. */
export type SupplierQuoteMessagePayload = Pick<Camelize<QuoteMessageRequest>, 'body' | 'quoteLineId'>;

/** Query of GET /api/quote-requests/, written camelCase. */
export interface SupplierQuoteRequestsArgs {
  limit: number;
  offset: number;
  status?: QuoteRequestStatus;
}

// api-client declares every tag type; until it has one for quote requests they ride on `Project`
// (a request is a project's) under ids of their own, as the purchasing package's budgets do.
const LIST = { type: 'Project' as const, id: 'QUOTE_REQUESTS' };
const requestTag = (id: string) => ({ type: 'Project' as const, id: `QUOTE_REQUEST:${id}` });
const messagesTag = (id: string) => ({ type: 'Project' as const, id: `QUOTE_MESSAGES:${id}` });

/**
 * The supplier's side of quote requests (decision 0611): the requests addressed to it, one
 * request (whose first read marks it viewed), answering (again: a new version supersedes the
 * last) and declining, and its own message thread with the builder. Names say "supplier" or
 * "answer" so they never collide with the builder's quote endpoints injected into the same API.
 */
export const supplierQuotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSupplierQuoteRequests: build.query<SupplierQuoteRequestPage, SupplierQuoteRequestsArgs>({
      query: ({ status, ...page }) => ({ url: '/api/quote-requests/', params: status ? { ...page, status } : page }),
      providesTags: (result) => [LIST, ...(result?.results.map((request) => requestTag(request.id)) ?? [])],
    }),
    getSupplierQuoteRequest: build.query<SupplierQuoteRequest, string>({
      query: (id) => ({ url: `/api/quote-requests/${encodeURIComponent(id)}/` }),
      providesTags: (_result, _error, id) => [requestTag(id)],
      // The first read marks the invitation viewed: the inbox's status follows.
      onQueryStarted: async (_id, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
          dispatch(supplierQuotesApi.util.invalidateTags([LIST]));
        } catch {
          // The page shows the failure itself; the inbox has nothing new to learn.
        }
      },
    }),
    answerQuoteRequest: build.mutation<SupplierQuoteRequest, { id: string; answer: QuoteAnswerPayload }>({
      query: ({ id, answer }) => ({ url: `/api/quote-requests/${encodeURIComponent(id)}/answer/`, method: 'POST', body: answer }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, requestTag(id)]),
    }),
    declineQuoteRequest: build.mutation<SupplierQuoteRequest, { id: string; note: string | null }>({
      query: ({ id, note }) => ({ url: `/api/quote-requests/${encodeURIComponent(id)}/decline/`, method: 'POST', body: { note } }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, requestTag(id)]),
    }),
    getSupplierQuoteMessages: build.query<SupplierQuoteMessages, string>({
      query: (id) => ({ url: `/api/quote-requests/${encodeURIComponent(id)}/messages/` }),
      providesTags: (_result, _error, id) => [messagesTag(id)],
    }),
    sendSupplierQuoteMessage: build.mutation<SupplierQuoteMessages, { id: string; message: SupplierQuoteMessagePayload }>({
      query: ({ id, message }) => ({ url: `/api/quote-requests/${encodeURIComponent(id)}/messages/`, method: 'POST', body: message }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [messagesTag(id)]),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useListSupplierQuoteRequestsQuery,
  useGetSupplierQuoteRequestQuery,
  useAnswerQuoteRequestMutation,
  useDeclineQuoteRequestMutation,
  useGetSupplierQuoteMessagesQuery,
  useSendSupplierQuoteMessageMutation,
} = supplierQuotesApi;
