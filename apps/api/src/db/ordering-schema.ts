import type { IsoTime } from '../lib/time';

/** Order statuses (PRODUCT.md "Orders"); `pending_payment` orders are not yet placed. */
export type OrderStatus = 'pending_payment' | 'placed' | 'in_progress' | 'completed' | 'cancelled';
/** Purchase-order statuses: they follow the purchase order's line items. */
export type PurchaseOrderStatus = 'submitted' | 'accepted' | 'partially_delivered' | 'delivered' | 'cancelled';
/** Line-item statuses: pending → confirmed → shipped → delivered, or backordered, or cancelled. */
export type LineItemStatus = 'pending' | 'confirmed' | 'backordered' | 'shipped' | 'delivered' | 'cancelled';
export type PaymentMethod = 'card' | 'credit';
export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'on_terms';
export type PaymentSessionStatus = 'open' | 'complete' | 'expired';

/** One cart per company and project (migration 006). */
export interface CartsTable {
  id: string;
  company_id: string;
  project_id: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** An offer (PSV) in a cart; adding the same offer again adds to its quantity. */
export interface CartItemsTable {
  id: string;
  cart_id: string;
  psv_id: string;
  quantity: number;
  /** YYYY-MM-DD. */
  requested_delivery_date: string | null;
  /** HH:mm:ss in the project's local time. */
  requested_delivery_time: string | null;
  notes: string | null;
  /** The unit price the builder saw when adding: a later change is shown, never silently charged. */
  unit_price_cents_when_added: number;
  /** The quote line it was awarded from (migration 026, decision 0611); null for other lines. */
  quote_line_id: string | null;
  /** The quoted unit price, charged instead of the catalogue's while the answer holds. */
  quoted_unit_price_cents: number | null;
  /** YYYY-MM-DD: the last day (UTC) the quoted price holds. */
  quote_valid_until: string | null;
  /** Its place in the cart: lines are shown, and ordered, in the order they were added (migration 031). */
  position: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** Free-text specification requirements for one supplier's group of a cart. */
export interface CartSupplierRequirementsTable {
  cart_id: string;
  supplier_company_id: string;
  requirements: string;
  updated_at: IsoTime;
}

/** Named counters incremented inside transactions (order numbers). */
export interface CountersTable {
  name: string;
  value: number;
}

export interface OrdersTable {
  id: string;
  number: string | null;
  company_id: string;
  project_id: string;
  cart_id: string | null;
  created_by: string;
  status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  currency: string;
  subtotal_cents: number;
  total_cents: number;
  cart_fingerprint: string;
  terms_pending: number;
  created_at: IsoTime;
  placed_at: IsoTime | null;
  updated_at: IsoTime;
}

/** One purchase order per supplier of an order. */
export interface PurchaseOrdersTable {
  id: string;
  order_id: string;
  number: string | null;
  supplier_company_id: string;
  status: PurchaseOrderStatus;
  currency: string;
  subtotal_cents: number;
  additional_specification_requirements: string | null;
  delivered_at: IsoTime | null;
  /** Place in the order, as the cart listed its suppliers (migration 010). */
  position: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface OrderLineItemsTable {
  id: string;
  purchase_order_id: string;
  order_id: string;
  psv_id: string;
  product_id: string;
  variant_id: string;
  product_name: string;
  variant_name: string;
  sku: string;
  image_url: string | null;
  unit_of_measure: string;
  quantity: number;
  unit_price_cents: number;
  currency: string;
  requested_delivery_date: string | null;
  requested_delivery_time: string | null;
  notes: string | null;
  status: LineItemStatus;
  confirmed_delivery_date: string | null;
  proposed_unit_price_cents: number | null;
  proposed_delivery_date: string | null;
  quantity_received: number | null;
  /** When the supplier agreed to a short receipt (migration 021): only what arrived is owed. */
  shortage_settled_at: IsoTime | null;
  shipped_at: IsoTime | null;
  delivered_at: IsoTime | null;
  position: number;
  /** The quote line it was ordered from at the quoted price (migration 026); null otherwise. */
  quote_line_id: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** Every status change of an order, purchase order or line item: who, when, from, to. */
export interface OrderStatusEventsTable {
  id: string;
  order_id: string;
  entity_type: 'order' | 'purchase_order' | 'line_item';
  entity_id: string;
  from_status: string | null;
  to_status: string;
  actor_user_id: string | null;
  note: string | null;
  created_at: IsoTime;
}

/** A card-payment session of a pending order, as the provider named it. */
export interface PaymentSessionsTable {
  id: string;
  provider: string;
  order_id: string;
  status: PaymentSessionStatus;
  amount_cents: number;
  currency: string;
  client_secret: string | null;
  created_at: IsoTime;
  expires_at: IsoTime;
  completed_at: IsoTime | null;
}

/** The ordering part of the schema. */
export interface OrderingDatabase {
  carts: CartsTable;
  cart_items: CartItemsTable;
  cart_supplier_requirements: CartSupplierRequirementsTable;
  counters: CountersTable;
  orders: OrdersTable;
  purchase_orders: PurchaseOrdersTable;
  order_line_items: OrderLineItemsTable;
  order_status_events: OrderStatusEventsTable;
  payment_sessions: PaymentSessionsTable;
}
