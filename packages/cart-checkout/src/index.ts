export { paths, cartCheckoutRoutes } from './routes';
export { CartCheckoutPage } from './pages/cart-checkout-page';
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
