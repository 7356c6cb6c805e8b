import { api, toApiError } from '@marketplace/api-client';
import { errorCodes } from '@marketplace/contracts';
import type {
  AddToCartRequest,
  Camelize,
  Cart,
  CartItem,
  CartRequirementsRequest,
  CartSupplierGroup,
  CartWarning,
  RemoveCartItemsRequest,
  UpdateCartDatesRequest,
  UpdateCartRequest,
} from '@marketplace/contracts';
import { approvalRequestsTag } from './approval-tag';

/** A project's cart as the client reads it: lines grouped by supplier, priced today. */
export type CartData = Camelize<Cart>;
/** One supplier's part of a cart (it becomes one purchase order). */
export type CartGroupData = Camelize<CartSupplierGroup>;
/** One line of a cart. */
export type CartItemData = Camelize<CartItem>;
/** Why a cart line needs attention; a blocking one stops checkout. */
export type CartWarningData = Camelize<CartWarning>;

/** Body of POST /api/ordering/cart/, written camelCase. */
export type AddToCartArgs = Camelize<AddToCartRequest>;
/** Body of PUT /api/ordering/cart/, written camelCase. */
export type UpdateCartItemsArgs = Camelize<UpdateCartRequest>;
/** Body of POST /api/ordering/cart/update_dates, written camelCase: a supplier's group or items. */
export type UpdateCartDatesArgs = Camelize<UpdateCartDatesRequest>;
/** Body of POST /api/ordering/cart/additional_specification_requirements, written camelCase. */
export type SaveCartRequirementsArgs = Camelize<CartRequirementsRequest>;
/** Body of DELETE /api/ordering/cart/items/, written camelCase. */
export type RemoveCartItemsArgs = Camelize<RemoveCartItemsRequest>;

const cartTag = (projectId: string) => [{ type: 'Cart' as const, id: projectId }];

/** What the cart calls dispatch besides their own answer. */
type Dispatch = (action: ReturnType<typeof api.util.invalidateTags>) => unknown;

/**
 * The cart a change answered, or null when the change failed. Every cart call answers the whole
 * cart, so a change writes that answer straight into the cached cart of its project instead of
 * asking for it again; a failed call writes nothing, so the cart on screen stays as it was (the
 * caller shows the failure). A change refused because the cart waits for approval (409
 * `cart_pending_approval`) means a request was opened, perhaps by someone else on the project:
 * the cart reads its approval again, so the page shows why it is frozen.
 */
async function answeredCart(queryFulfilled: Promise<{ data: CartData }>, dispatch: Dispatch): Promise<CartData | null> {
  try {
    return (await queryFulfilled).data;
  } catch (failure) {
    const error = (failure as { error?: unknown } | null)?.error;
    if (toApiError(error).code === errorCodes.cartPendingApproval) dispatch(api.util.invalidateTags([approvalRequestsTag]));
    return null;
  }
}

/** The cart calls (spec section 7, "Cart"), one cart per project, tagged `Cart` with the project id. */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartData, string>({
      query: (projectId) => ({ url: '/api/ordering/cart/', params: { projectId } }),
      providesTags: (_result, _error, projectId) => cartTag(projectId),
    }),
    addToCart: build.mutation<CartData, AddToCartArgs>({
      query: (body) => ({ url: '/api/ordering/cart/', method: 'POST', body }),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const cart = await answeredCart(queryFulfilled, dispatch);
        if (cart) dispatch(cartApi.util.upsertQueryData('getCart', args.projectId, cart));
      },
    }),
    updateCartItems: build.mutation<CartData, UpdateCartItemsArgs>({
      query: (body) => ({ url: '/api/ordering/cart/', method: 'PUT', body }),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const cart = await answeredCart(queryFulfilled, dispatch);
        if (cart) dispatch(cartApi.util.upsertQueryData('getCart', args.projectId, cart));
      },
    }),
    updateCartDates: build.mutation<CartData, UpdateCartDatesArgs>({
      query: (body) => ({ url: '/api/ordering/cart/update_dates', method: 'POST', body }),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const cart = await answeredCart(queryFulfilled, dispatch);
        if (cart) dispatch(cartApi.util.upsertQueryData('getCart', args.projectId, cart));
      },
    }),
    saveCartRequirements: build.mutation<CartData, SaveCartRequirementsArgs>({
      query: (body) => ({ url: '/api/ordering/cart/additional_specification_requirements', method: 'POST', body }),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const cart = await answeredCart(queryFulfilled, dispatch);
        if (cart) dispatch(cartApi.util.upsertQueryData('getCart', args.projectId, cart));
      },
    }),
    removeCartItems: build.mutation<CartData, RemoveCartItemsArgs>({
      query: (body) => ({ url: '/api/ordering/cart/items/', method: 'DELETE', body }),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const cart = await answeredCart(queryFulfilled, dispatch);
        if (cart) dispatch(cartApi.util.upsertQueryData('getCart', args.projectId, cart));
      },
    }),
    clearCart: build.mutation<CartData, string>({
      query: (projectId) => ({ url: '/api/ordering/cart/', method: 'DELETE', params: { projectId } }),
      async onQueryStarted(projectId, { dispatch, queryFulfilled }) {
        const cart = await answeredCart(queryFulfilled, dispatch);
        if (cart) dispatch(cartApi.util.upsertQueryData('getCart', projectId, cart));
      },
    }),
  }),
  overrideExisting: 'throw',
});

/** React hooks of {@link cartApi}: read the cart, add, change quantities, dates and requirements, remove, clear. */
export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemsMutation,
  useUpdateCartDatesMutation,
  useSaveCartRequirementsMutation,
  useRemoveCartItemsMutation,
  useClearCartMutation,
} = cartApi;
