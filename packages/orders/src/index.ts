export { paths, ordersRoutes } from './routes';
export { OrdersPage } from './pages/orders-page';
