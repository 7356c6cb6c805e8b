import { errorCodes } from '@marketplace/contracts';
import type { Executor } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { formatMoney } from '../../lib/money';
import { loadProjectDelivery } from '../availability/project-delivery';
import { findCart, touchCart } from '../cart/cart.repository';
import { loadCartView, type CartView } from '../cart/cart-view';

/** A cart row as the cart repository reads it. */
type CartRow = NonNullable<Awaited<ReturnType<typeof findCart>>>;

/**
 * The project's cart as every checkout takes it (by card or on terms): locked first, so concurrent
 * checkouts of one cart run one after another, then refused when empty, when a line needs
 * attention, or when its total is not the one the builder saw (`then` says what they were about
 * to do: "paying", "ordering").
 */
export async function lockCheckoutCart(
  trx: Executor,
  companyId: string,
  input: { project_id: string; expected_total_cents: number },
  at: Date,
  then: 'paying' | 'ordering',
): Promise<{ cart: CartRow; view: CartView }> {
  const delivery = await loadProjectDelivery(trx, input.project_id, companyId);
  const cart = await findCart(trx, companyId, input.project_id);
  if (cart) await touchCart(trx, cart.id);
  const view = await loadCartView(trx, cart, input.project_id, delivery.servingSuppliers, at);
  if (!cart || view.cart.item_count === 0) throw new AppError(409, errorCodes.cartNeedsAttention, 'Your cart is empty.');
  if (!view.cart.can_check_out) {
    throw new AppError(409, errorCodes.cartNeedsAttention, 'Some items in your cart need your attention before checkout.');
  }
  if (view.cart.total_cents !== input.expected_total_cents) {
    throw new AppError(
      409,
      errorCodes.priceChanged,
      `Prices changed since you last saw your cart: the total is now ${formatMoney(view.cart.total_cents, view.cart.currency)}. Review it before ${then}.`,
    );
  }
  return { cart, view };
}
