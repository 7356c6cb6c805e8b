export { paths, cartCheckoutRoutes } from './routes';
export { CartNavLabel } from './components/cart-nav-label/cart-nav-label';
export type { CartNavLabelProps } from './components/cart-nav-label/cart-nav-label';
export { useCartItemCount } from './lib/use-cart-item-count';
export type {
  AddToCartArgs,
  CartData,
  CartGroupData,
  CartItemData,
  CartWarningData,
  RemoveCartItemsArgs,
  SaveCartRequirementsArgs,
  UpdateCartDatesArgs,
  UpdateCartItemsArgs,
} from './api/cart-api';
export type { CheckoutOrderData, CheckoutSession, CheckoutSessionStatus, PaymentConfig } from './api/checkout-api';
