import { api } from '@marketplace/api-client';
import type { AddToCartRequest, Camelize, Cart } from '@marketplace/contracts';

/** Body of POST /api/ordering/cart/, written camelCase. */
export type AddOfferToCartArgs = Camelize<AddToCartRequest>;
/** The cart POST /api/ordering/cart/ answers, as the client reads it. */
export type AddOfferToCartData = Camelize<Cart>;

/**
 * Adding an offer to a project's cart from the catalogue. The cart itself belongs to the cart
 * feature, which this package never imports: the call invalidates that project's `Cart` tag, so
 * a cart already on screen or in the cache is read again.
 */
export const catalogCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    addOfferToCart: build.mutation<AddOfferToCartData, AddOfferToCartArgs>({
      query: (body) => ({ url: '/api/ordering/cart/', method: 'POST', body }),
      // A refused add changed nothing: the cached cart stays valid.
      invalidatesTags: (result, _error, { projectId }) => (result ? [{ type: 'Cart', id: projectId }] : []),
    }),
  }),
  overrideExisting: 'throw',
});

/** Adds an offer (a quantity of one product supplier variant) to a project's cart. */
export const { useAddOfferToCartMutation } = catalogCartApi;
