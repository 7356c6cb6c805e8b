import { formatDay, formatMoney, formatTimeOfDay } from '@marketplace/ui-kit';
import type { ReactElement } from 'react';
import type { CartData, CartItemData } from '../../api/cart-api';

/** "Requested for Tue, Nov 24, 2026 at 7:30 AM", in the product's one date format. */
function requestedDelivery(item: CartItemData): string {
  const day = formatDay(item.requestedDeliveryDate, { weekday: true });
  if (!day) return 'No date requested';
  const time = formatTimeOfDay(item.requestedDeliveryTime);
  return time ? `Requested for ${day} at ${time}` : `Requested for ${day}`;
}

/**
 * What the builder is about to pay for: one block per supplier (each becomes a purchase order)
 * with its lines, requested dates and subtotal, then the total.
 */
export function OrderReview({ cart }: { cart: CartData }): ReactElement {
  return (
    <section className="mk-order-review" aria-label="Order review">
      {cart.groups.map((group) => (
        <div key={group.supplier.id} className="mk-order-review__group">
          <h3>{group.supplier.name}</h3>
          <ul>
            {group.items.map((item) => (
              <li key={item.id}>
                <span>
                  {item.quantity} × {item.productName}, {item.variantName}
                </span>
                <span>{requestedDelivery(item)}</span>
                <span>{formatMoney(item.lineTotalCents, item.currency)}</span>
              </li>
            ))}
          </ul>
          {group.additionalSpecificationRequirements ? <p>Requirements: {group.additionalSpecificationRequirements}</p> : null}
          <p className="mk-order-review__subtotal">
            Purchase order subtotal: <strong>{formatMoney(group.subtotalCents, cart.currency)}</strong>
          </p>
        </div>
      ))}
      <p className="mk-order-review__total">
        Total: <strong>{formatMoney(cart.totalCents, cart.currency)}</strong>
      </p>
    </section>
  );
}
