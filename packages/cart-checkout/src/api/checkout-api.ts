import { api, creditTag } from '@marketplace/api-client';
import type {
  Camelize,
  CardProvider,
  CheckoutOrder,
  CheckoutSessionResponse,
  ClientConfigResponse,
  CreditOrder,
  CreditOrderItemsResponse,
  PreapprovalResponse,
  Project,
  ProjectListResponse,
  SandboxPaymentRequest,
  SessionStatusResponse,
} from '@marketplace/contracts';

/** Which card form checkout shows: the built-in sandbox, or Stripe with its publishable key. */
export type PaymentConfig = Camelize<ClientConfigResponse['payments']>;
/** A payment session as opened by POST /api/{card_provider}/checkout-session/. */
export type CheckoutSession = Camelize<CheckoutSessionResponse>;
/** A payment session's status with its order. */
export type CheckoutSessionStatus = Camelize<SessionStatusResponse>;
/** The order of a payment session, with its purchase orders. */
export type CheckoutOrderData = Camelize<CheckoutOrder>;

/** Arguments of the checkout-session call. */
export interface CreateCheckoutSessionArgs {
  provider: CardProvider;
  projectId: string;
  /** The total the builder was shown: the API refuses to charge any other. */
  expectedTotalCents: number;
}

/** The company's credit for paying on terms: its application's status and what is available. */
export type TermsCredit = Camelize<PreapprovalResponse>;
/** An order paid on terms, as GET /api/get_order/{id} answers it. */
export type CreditOrderData = Camelize<CreditOrder>;
/** An order on terms with its items: the client merges GET /api/get_order/{id} and /api/get_order_items/{id}. */
export type CreditOrderWithItems = CreditOrderData & { items: Camelize<CreditOrderItemsResponse>['items'] };

/** The project an order is delivered to: its address and site contact, shown before paying. */
export type DeliveryProject = Camelize<Project>;

/** Arguments of the sandbox's card payment. */
export type PaySandboxSessionArgs = { sessionId: string } & Camelize<SandboxPaymentRequest>;

/** Checkout calls (spec section 7, "Payment"), and the sandbox provider's own card payment. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentConfig: build.query<PaymentConfig, void>({
      query: () => ({ url: '/api/client-config' }),
      transformResponse: (config: Camelize<ClientConfigResponse>) => config.payments,
    }),
    createCheckoutSession: build.mutation<CheckoutSession, CreateCheckoutSessionArgs>({
      query: ({ provider, projectId, expectedTotalCents }) => ({
        url: `/api/${provider}/checkout-session/`,
        method: 'POST',
        body: { projectId, expectedTotalCents },
      }),
    }),
    getCheckoutSessionStatus: build.query<CheckoutSessionStatus, { provider: CardProvider; sessionId: string }>({
      query: ({ provider, sessionId }) => ({ url: `/api/${provider}/session-status`, params: { sessionId } }),
      // A completed payment emptied the ordered items from the cart and created an order.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.status === 'complete') {
          dispatch(api.util.invalidateTags([{ type: 'Cart', id: data.order.projectId }, 'Order']));
        }
      },
    }),
    paySandboxSession: build.mutation<CheckoutSessionStatus, PaySandboxSessionArgs>({
      query: ({ sessionId, ...card }) => ({ url: `/api/sandbox/checkout-session/${sessionId}/pay/`, method: 'POST', body: card }),
      invalidatesTags: (result) => (result?.status === 'complete' ? [{ type: 'Cart', id: result.order.projectId }, 'Order'] : []),
    }),
    getTermsCredit: build.query<TermsCredit, string>({
      query: (companyId) => ({ url: '/api/preapproval-application', params: { companyId } }),
      // The same tag as the credit page's calls: a decision landing there refreshes checkout too.
      providesTags: [creditTag],
    }),
    getDeliveryProject: build.query<DeliveryProject | null, string>({
      // The API lists projects (there is no call for one); the company has a handful.
      query: () => ({ url: '/api/projects/' }),
      transformResponse: (response: Camelize<ProjectListResponse>, _meta, projectId) => response.results.find((project) => project.id === projectId) ?? null,
      providesTags: (_result, _error, projectId) => [{ type: 'Project', id: projectId }],
    }),
    createCreditOrder: build.mutation<CreditOrderData, { projectId: string; expectedTotalCents: number }>({
      query: (body) => ({ url: '/api/create_order', method: 'POST', body }),
    }),
    finalizeOrder: build.mutation<CreditOrderData, string>({
      query: (orderId) => ({ url: `/api/finalize_an_order/${orderId}`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [{ type: 'Cart', id: result.projectId }, 'Order', creditTag] : []),
    }),
    getCreditOrder: build.query<CreditOrderWithItems, string>({
      // The spec's two guest-style calls, merged into one order with its items.
      async queryFn(orderId, _api, _extra, baseQuery) {
        const [order, items] = await Promise.all([baseQuery({ url: `/api/get_order/${orderId}` }), baseQuery({ url: `/api/get_order_items/${orderId}` })]);
        if (order.error) return { error: order.error };
        if (items.error) return { error: items.error };
        const { items: lines } = items.data as Camelize<CreditOrderItemsResponse>;
        return { data: { ...(order.data as CreditOrderData), items: lines } };
      },
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetPaymentConfigQuery,
  useCreateCheckoutSessionMutation,
  useGetCheckoutSessionStatusQuery,
  usePaySandboxSessionMutation,
  useGetTermsCreditQuery,
  useGetDeliveryProjectQuery,
  useCreateCreditOrderMutation,
  useFinalizeOrderMutation,
  useGetCreditOrderQuery,
} = checkoutApi;
