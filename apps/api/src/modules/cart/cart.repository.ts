import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CartItemsTable, CartsTable } from '../../db/ordering-schema';
import type { Executor } from '../../db/schema';
import { nowIso } from '../../lib/time';

/** A cart line with what pricing, availability and display need from its offer. */
export interface CartLineRow {
  id: string;
  psv_id: string;
  quantity: number;
  requested_delivery_date: string | null;
  requested_delivery_time: string | null;
  notes: string | null;
  unit_price_cents_when_added: number;
  /** Set on a line awarded from a quote (decision 0611). */
  quote_line_id: string | null;
  quoted_unit_price_cents: number | null;
  quote_valid_until: string | null;
  created_at: string;
  product_id: string;
  variant_id: string;
  company_id: string;
  supplier_name: string;
  product_name: string;
  variant_name: string;
  sku: string;
  unit_of_measure: string;
  price_cents: number;
  currency: string;
  stock_on_hand: number;
  lead_time_days: number;
  minimum_order_quantity: number;
  active: number;
}

/** The cart of a company's project, if it has one. */
export async function findCart(db: Executor, companyId: string, projectId: string): Promise<CartsTable | undefined> {
  return db.selectFrom('carts').selectAll().where('company_id', '=', companyId).where('project_id', '=', projectId).executeTakeFirst();
}

/**
 * The cart of a company's project, created on first use. Insert-or-ignore then read, so two
 * first adds at once still end with one cart (the unique key decides).
 */
export async function ensureCart(db: Executor, companyId: string, projectId: string): Promise<CartsTable> {
  const now = nowIso();
  await db
    .insertInto('carts')
    .values({ id: randomUUID(), company_id: companyId, project_id: projectId, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.columns(['company_id', 'project_id']).doNothing())
    .execute();
  const cart = await findCart(db, companyId, projectId);
  if (!cart) throw new Error('The cart could not be created.');
  return cart;
}

/**
 * Marks the cart changed. Run first in a transaction that reads then writes the cart: on
 * PostgreSQL the update takes the row's lock, so concurrent changes of one cart queue up
 * instead of interleaving (SQLite runs one write transaction at a time anyway).
 */
export async function touchCart(db: Executor, cartId: string): Promise<void> {
  await db.updateTable('carts').set({ updated_at: nowIso() }).where('id', '=', cartId).execute();
}

/** Every line of a cart with its offer, oldest first. */
export async function cartLines(db: Executor, cartId: string): Promise<CartLineRow[]> {
  return db
    .selectFrom('cart_items as ci')
    .innerJoin('product_supplier_variants as psv', 'psv.id', 'ci.psv_id')
    .innerJoin('variants as v', 'v.id', 'psv.variant_id')
    .innerJoin('products as p', 'p.id', 'psv.product_id')
    .innerJoin('companies as c', 'c.id', 'psv.company_id')
    .select([
      'ci.id',
      'ci.psv_id',
      'ci.quantity',
      'ci.requested_delivery_date',
      'ci.requested_delivery_time',
      'ci.notes',
      'ci.unit_price_cents_when_added',
      'ci.quote_line_id',
      'ci.quoted_unit_price_cents',
      'ci.quote_valid_until',
      'ci.created_at',
      'psv.product_id',
      'psv.variant_id',
      'psv.company_id',
      'c.name as supplier_name',
      'p.name as product_name',
      'v.name as variant_name',
      'v.sku',
      'p.unit_of_measure',
      'psv.price_cents',
      'psv.currency',
      'psv.stock_on_hand',
      'psv.lead_time_days',
      'psv.minimum_order_quantity',
      'psv.active',
    ])
    .where('ci.cart_id', '=', cartId)
    .orderBy('ci.position')
    .orderBy('ci.created_at')
    .orderBy('ci.id')
    .execute();
}

/** Specification requirements per supplier of a cart. */
export async function cartRequirements(db: Executor, cartId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('cart_supplier_requirements')
    .select(['supplier_company_id', 'requirements'])
    .where('cart_id', '=', cartId)
    .execute();
  return new Map(rows.map((row) => [row.supplier_company_id, row.requirements]));
}

/** The line of this offer in a cart, if any. */
export async function findCartItemByPsv(db: Executor, cartId: string, psvId: string): Promise<CartItemsTable | undefined> {
  return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).where('psv_id', '=', psvId).executeTakeFirst();
}

/** Lines of a cart among these ids. */
export async function cartItemsByIds(db: Executor, cartId: string, ids: readonly string[]): Promise<CartItemsTable[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('cart_items').selectAll().where('cart_id', '=', cartId).where('id', 'in', [...new Set(ids)]).execute();
}

/** Adds a line after the cart's last one (its position is taken in the adding transaction). */
export async function insertCartItem(db: Executor, item: Omit<CartItemsTable, 'position'>): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({ ...item, position: sql<number>`(select coalesce(max(position), -1) + 1 from cart_items where cart_id = ${item.cart_id})` })
    .execute();
}

export async function updateCartItem(
  db: Executor,
  cartId: string,
  itemId: string,
  changes: Partial<Pick<CartItemsTable, 'quantity' | 'notes' | 'requested_delivery_date' | 'requested_delivery_time' | 'unit_price_cents_when_added' | 'quote_line_id' | 'quoted_unit_price_cents' | 'quote_valid_until'>>,
): Promise<void> {
  await db
    .updateTable('cart_items')
    .set({ ...changes, updated_at: nowIso() })
    .where('cart_id', '=', cartId)
    .where('id', '=', itemId)
    .execute();
}

/** Sets the requested delivery date and time of the lines of one supplier, or of listed lines. */
export async function setRequestedDates(
  db: Executor,
  cartId: string,
  target: { supplierId: string } | { itemIds: readonly string[] },
  date: string | null,
  time: string | null,
): Promise<void> {
  let query = db
    .updateTable('cart_items')
    .set({ requested_delivery_date: date, requested_delivery_time: time, updated_at: nowIso() })
    .where('cart_id', '=', cartId);
  query =
    'supplierId' in target
      ? query.where('psv_id', 'in', (eb) =>
          eb.selectFrom('product_supplier_variants').select('id').where('company_id', '=', target.supplierId),
        )
      : query.where('id', 'in', [...target.itemIds]);
  await query.execute();
}

/** Whether any line of the cart is sold by this supplier. */
export async function supplierHasItems(db: Executor, cartId: string, supplierId: string): Promise<boolean> {
  const row = await db
    .selectFrom('cart_items as ci')
    .innerJoin('product_supplier_variants as psv', 'psv.id', 'ci.psv_id')
    .select('ci.id')
    .where('ci.cart_id', '=', cartId)
    .where('psv.company_id', '=', supplierId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores (or, with empty text, removes) one supplier group's specification requirements. */
export async function saveRequirements(db: Executor, cartId: string, supplierId: string, requirements: string): Promise<void> {
  if (requirements === '') {
    await db.deleteFrom('cart_supplier_requirements').where('cart_id', '=', cartId).where('supplier_company_id', '=', supplierId).execute();
    return;
  }
  const now = nowIso();
  await db
    .insertInto('cart_supplier_requirements')
    .values({ cart_id: cartId, supplier_company_id: supplierId, requirements, updated_at: now })
    .onConflict((conflict) => conflict.columns(['cart_id', 'supplier_company_id']).doUpdateSet({ requirements, updated_at: now }))
    .execute();
}

export async function deleteCartItems(db: Executor, cartId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('id', 'in', [...ids]).execute();
}

/** Removes every line and requirement of a cart; the cart itself stays (its id is referenced). */
export async function clearCart(db: Executor, cartId: string): Promise<void> {
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
  await db.deleteFrom('cart_supplier_requirements').where('cart_id', '=', cartId).execute();
}

/** A PSV as pricing a cart line needs it. */
export interface CartOffer {
  id: string;
  company_id: string;
  price_cents: number;
  minimum_order_quantity: number;
  active: number;
}

/** These PSVs by id, for pricing and checking cart lines. */
export async function offersForCart(db: Executor, psvIds: readonly string[]): Promise<Map<string, CartOffer>> {
  if (psvIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_supplier_variants')
    .select(['id', 'company_id', 'price_cents', 'minimum_order_quantity', 'active'])
    .where('id', 'in', [...new Set(psvIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
