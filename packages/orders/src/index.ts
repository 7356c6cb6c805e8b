export { paths, ordersRoutes } from './routes';
export { OrdersPage } from './pages/orders-page';
export { OrderPage } from './pages/order-page';
export { ordersApi } from './api/orders-api';
export type {
  AttachmentData,
  LineItemData,
  OrderData,
  OrderEventData,
  OrderListArgs,
  OrderListData,
  OrderMetadataArgs,
  OrderMetadataData,
  OrderSummaryData,
  PurchaseOrderData,
  ReorderArgs,
  ReorderData,
  UpdateLineItemArgs,
} from './api/orders-api';
