// Apart from the cart schemas: the product page's add-to-cart form checks its quantity against
// this, and must not download zod and every cart schema to do so.

/** Most units of one offer a cart line may hold: far above any real order, below overflow. */
export const MAX_CART_QUANTITY = 1_000_000;
