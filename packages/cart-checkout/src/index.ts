export { paths, cartCheckoutRoutes } from './routes';
export { CartCheckoutPage } from './pages/cart-checkout-page';
