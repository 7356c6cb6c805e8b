import { api } from '@marketplace/api-client';
import type {
  Camelize,
  CardProvider,
  CheckoutOrder,
  CheckoutSessionResponse,
  ClientConfigResponse,
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
  }),
  overrideExisting: 'throw',
});

export const {
  useGetPaymentConfigQuery,
  useCreateCheckoutSessionMutation,
  useGetCheckoutSessionStatusQuery,
  usePaySandboxSessionMutation,
} = checkoutApi;
