export { paths, cartCheckoutRoutes } from './routes';
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
